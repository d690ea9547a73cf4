import { API_PATHS, HEADERS } from '@fastforward/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const FORWARDED = { 'x-forwarded-for': '203.0.113.9, 10.0.0.2' };

async function signIn(app: TestApp, headers: Record<string, string> = {}) {
  const res = await app.app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { username: 'ffd.sales', password: DEMO_PASSWORD },
    remoteAddress: '10.0.0.2',
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { clientIp: string; refreshToken: string } }>().data;
}

describe('the client IP the API tells the web app (SPEC §3 session value, §7 header)', () => {
  it('answers the address the sign-in came from, and ignores X-Forwarded-For without a trusted proxy', async () => {
    t = await createTestApp();
    expect((await signIn(t)).clientIp).toBe('10.0.0.2');
    expect((await signIn(t, FORWARDED)).clientIp).toBe('10.0.0.2');
  });

  it('answers the forwarded client behind TRUST_PROXY', async () => {
    t = await createTestApp({ config: { trustProxy: true } });
    expect((await signIn(t, FORWARDED)).clientIp).toBe('203.0.113.9');
  });

  it('answers it again with a refreshed token pair', async () => {
    t = await createTestApp({ config: { trustProxy: true } });
    const session = await signIn(t, FORWARDED);
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.refreshToken,
      remoteAddress: '10.0.0.2',
      headers: { [HEADERS.refreshToken]: session.refreshToken, 'x-forwarded-for': '198.51.100.4' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.clientIp).toBe('198.51.100.4');
  });
});
