import { API_PATHS } from '@fastforward/domain';
import { decodeJwt, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../../test/constants';
import { createTestApp, type TestApp } from '../../../test/test-app';

const MINUTE = 60_000;
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileWith = (authorization: string) =>
  t.app.inject({ method: 'GET', url: API_PATHS.myProfile, headers: { authorization } });

/** Signs exactly these claims (header HS256 unless told), so each forgery differs in one respect. */
const sign = (claims: JWTPayload, secret = TEST_JWT_SECRET, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));

describe('access tokens on GET /api/v1/my-profile', () => {
  let session: Awaited<ReturnType<TestApp['login']>>;
  let claims: JWTPayload;
  beforeAll(async () => {
    session = await t.login('ffd.sales');
    claims = decodeJwt(session.token);
  });

  it('accepts the genuine token (the control every forgery is compared with)', async () => {
    const res = await profileWith(`Bearer ${session.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });

  it('accepts the same claims re-signed with the right secret', async () => {
    expect((await profileWith(`Bearer ${await sign(claims)}`)).statusCode).toBe(200);
  });

  const forgeries: { name: string; header: () => Promise<string> }[] = [
    {
      name: 'alg none (unsigned header.payload.)',
      header: async () => `Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`,
    },
    {
      name: 'alg none with the genuine signature kept',
      header: async () =>
        `Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.${session.token.split('.')[2]}`,
    },
    {
      name: 'signed with another secret',
      header: async () => `Bearer ${await sign(claims, 'another-secret-0123456789abcdefghijklmnop')}`,
    },
    {
      name: 'HS512 with the right secret',
      header: async () => `Bearer ${await sign(claims, TEST_JWT_SECRET, 'HS512')}`,
    },
    { name: 'the refresh token used as bearer', header: async () => `Bearer ${session.refreshToken}` },
    { name: 'typ claim refresh', header: async () => `Bearer ${await sign({ ...claims, typ: 'refresh' })}` },
    { name: 'typ claim missing', header: async () => `Bearer ${await sign({ ...claims, typ: undefined })}` },
    { name: 'wrong issuer', header: async () => `Bearer ${await sign({ ...claims, iss: 'someone-else' })}` },
    { name: 'wrong audience', header: async () => `Bearer ${await sign({ ...claims, aud: 'another-api' })}` },
    {
      name: 'exp already past (signed with the right secret)',
      header: async () =>
        `Bearer ${await sign({ ...claims, exp: Math.floor(t.clock.now.getTime() / 1000) - 1 })}`,
    },
    {
      name: 'tampered payload (sub changed to user 1, signature kept)',
      header: async () => {
        const [head, , signature] = session.token.split('.');
        return `Bearer ${head}.${b64url({ ...claims, sub: '1' })}.${signature}`;
      },
    },
    {
      name: 'validly signed with another user id on this session',
      header: async () => `Bearer ${await sign({ ...claims, sub: '1' })}`,
    },
    {
      name: 'validly signed with a session id that does not exist',
      header: async () => `Bearer ${await sign({ ...claims, sid: '00000000-0000-4000-8000-000000000000' })}`,
    },
    {
      name: 'validly signed with a session id that is not a UUID',
      header: async () => `Bearer ${await sign({ ...claims, sid: "x' or '1'='1" })}`,
    },
    { name: 'missing Bearer prefix', header: async () => session.token },
    { name: 'a misspelt scheme', header: async () => `Bearr ${session.token}` },
    {
      name: 'Basic scheme',
      header: async () => `Basic ${Buffer.from('ffd.sales:FastForward1').toString('base64')}`,
    },
    { name: 'garbage', header: async () => 'Bearer garbage' },
    { name: 'three empty parts', header: async () => 'Bearer ..' },
    { name: 'Bearer with nothing', header: async () => 'Bearer ' },
    { name: 'a 10k-character token', header: async () => `Bearer ${'a'.repeat(10_000)}` },
  ];

  it.each(forgeries)('refuses $name with 401', async ({ header }) => {
    const res = await profileWith(await header());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'Unauthorized', errors: [] });
  });

  it('refuses a request with no Authorization header', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.myProfile });
    expect(res.statusCode).toBe(401);
  });
});

describe('access token lifetime (15 minutes)', () => {
  it('is still accepted at 14 minutes and refused at 16', async () => {
    const session = await t.login('ffd.pricing');
    t.clock.advance(14 * MINUTE);
    expect((await profileWith(`Bearer ${session.token}`)).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    const res = await profileWith(`Bearer ${session.token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'Unauthorized' });
    // The session itself is alive: its refresh token still gets a fresh access token.
    const refreshed = await t.refresh(session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect((await profileWith(`Bearer ${refreshed.json().data.token}`)).statusCode).toBe(200);
  });
});
