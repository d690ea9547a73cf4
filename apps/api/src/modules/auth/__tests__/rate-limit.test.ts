import { API_PATHS, tooManyAttemptsMessage } from '@fastforward/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../../db/schema';
import { verifyPassword } from '../../../lib/crypto';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app';

// A spy around the real verifier: a refused attempt must cost no password hash.
vi.mock('../../../lib/crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/crypto')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const verifySpy = vi.mocked(verifyPassword);

const LIMITS = { perIp: 5, perAccount: 3, windowSeconds: 60 };
const WRONG_PASSWORD = 'Wrong-Password-1';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { loginLimits: LIMITS } });
  verifySpy.mockClear();
});
afterEach(() => t.close());

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { username, password },
    remoteAddress: ip,
  });

/**
 * A 429 in the PRODUCT §5 envelope that names the wait, the same wait as its Retry-After, computed
 * without hashing anything. Answers the wait in seconds.
 */
async function expectRefused(attempt: () => ReturnType<typeof login>) {
  const hashesBefore = verifySpy.mock.calls.length;
  const res = await attempt();
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(LIMITS.windowSeconds);
  expect(res.json()).toEqual({
    success: false,
    error: 'Too Many Requests',
    message: tooManyAttemptsMessage(retryAfter),
    errors: [],
  });
  expect(verifySpy.mock.calls.length).toBe(hashesBefore);
  return retryAfter;
}

describe('login throttling per account', () => {
  it('refuses the 4th attempt after 3 failures, even with the right password, without hashing', async () => {
    for (let i = 0; i < LIMITS.perAccount; i++) {
      expect((await login('ffd.sales', WRONG_PASSWORD)).statusCode).toBe(401);
    }
    expect(verifySpy).toHaveBeenCalledTimes(LIMITS.perAccount);
    await expectRefused(() => login('ffd.sales', DEMO_PASSWORD));
    await expectRefused(() => login('ffd.sales', DEMO_PASSWORD));
  });

  it('counts one account across IP addresses and letter case', async () => {
    expect((await login('ffd.sales', WRONG_PASSWORD, '10.0.1.1')).statusCode).toBe(401);
    expect((await login('FFD.Sales', WRONG_PASSWORD, '10.0.1.2')).statusCode).toBe(401);
    expect((await login(' ffd.SALES ', WRONG_PASSWORD, '10.0.1.3')).statusCode).toBe(401);
    await expectRefused(() => login('ffd.sales', DEMO_PASSWORD, '10.0.1.4'));
  });

  it('throttles an unknown username like a known one', async () => {
    for (let i = 0; i < LIMITS.perAccount; i++) {
      expect((await login('nobody.here', WRONG_PASSWORD, `10.0.2.${i}`)).statusCode).toBe(401);
    }
    await expectRefused(() => login('nobody.here', WRONG_PASSWORD, '10.0.2.9'));
  });

  it('leaves other accounts alone', async () => {
    for (let i = 0; i < LIMITS.perAccount; i++) await login('ffd.sales', WRONG_PASSWORD, `10.0.3.${i}`);
    await expectRefused(() => login('ffd.sales', DEMO_PASSWORD, '10.0.3.9'));
    expect((await login('ffd.pricing', DEMO_PASSWORD, '10.0.3.10')).statusCode).toBe(200);
  });

  it('lets the account sign in again once the window has passed', async () => {
    for (let i = 0; i < LIMITS.perAccount; i++) await login('ffd.sales', WRONG_PASSWORD);
    await expectRefused(() => login('ffd.sales', DEMO_PASSWORD));
    t.clock.advance(LIMITS.windowSeconds * 1000);
    expect((await login('ffd.sales', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('resets the account counter on a successful sign-in', async () => {
    const ips = Array.from({ length: 10 }, (_, i) => `10.0.4.${i}`);
    expect((await login('ffd.sales', WRONG_PASSWORD, ips[0])).statusCode).toBe(401);
    expect((await login('ffd.sales', WRONG_PASSWORD, ips[1])).statusCode).toBe(401);
    expect((await login('ffd.sales', DEMO_PASSWORD, ips[2])).statusCode).toBe(200);
    // Without the reset the 3rd failure below would already be the 5th in the window.
    for (const ip of ips.slice(3, 3 + LIMITS.perAccount)) {
      expect((await login('ffd.sales', WRONG_PASSWORD, ip)).statusCode).toBe(401);
    }
    await expectRefused(() => login('ffd.sales', DEMO_PASSWORD, ips[7]));
  });
});

describe('login throttling per IP address', () => {
  it('refuses the 6th failure from one address across different usernames, without hashing', async () => {
    const usernames = ['ffd.sales', 'ffd.pricing', 'ffd.ops', 'ffd.docs', 'nobody.here'];
    for (const username of usernames) {
      expect((await login(username, WRONG_PASSWORD, '10.0.5.1')).statusCode).toBe(401);
    }
    await expectRefused(() => login('ffd.accounts', DEMO_PASSWORD, '10.0.5.1'));
    // Another address is not affected.
    expect((await login('ffd.accounts', DEMO_PASSWORD, '10.0.5.2')).statusCode).toBe(200);
  });

  it('never counts successful sign-ins: 30 in a minute from one address all succeed', async () => {
    const usernames = ['ffd.admin', 'ffd.sales', 'ffd.pricing'];
    for (let i = 0; i < 30; i++) {
      expect(
        (await login(usernames[i % usernames.length] as string, DEMO_PASSWORD, '10.0.6.1')).statusCode,
      ).toBe(200);
      t.clock.advance(1000);
    }
    // The failure budget is untouched: the address still has all of its failures.
    for (let i = 0; i < LIMITS.perIp; i++) {
      expect((await login(`nobody.${i}`, WRONG_PASSWORD, '10.0.6.1')).statusCode).toBe(401);
    }
    await expectRefused(() => login('ffd.admin', DEMO_PASSWORD, '10.0.6.1'));
  });

  it("keeps an address's failures after a success there, and opens again after the window", async () => {
    for (let i = 0; i < LIMITS.perIp - 1; i++) {
      expect((await login(`nobody.${i}`, WRONG_PASSWORD, '10.0.6.2')).statusCode).toBe(401);
    }
    expect((await login('ffd.admin', DEMO_PASSWORD, '10.0.6.2')).statusCode).toBe(200);
    expect((await login('nobody.last', WRONG_PASSWORD, '10.0.6.2')).statusCode).toBe(401);
    await expectRefused(() => login('ffd.admin', DEMO_PASSWORD, '10.0.6.2'));
    t.clock.advance(LIMITS.windowSeconds * 1000);
    expect((await login('ffd.admin', DEMO_PASSWORD, '10.0.6.2')).statusCode).toBe(200);
  });

  it('lets no more than the limit of parallel guesses reach the password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(`nobody.${i}`, WRONG_PASSWORD, '10.0.6.3')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.perIp);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LIMITS.perIp);
    expect(verifySpy).toHaveBeenCalledTimes(LIMITS.perIp);
  });
});

describe('the wait a refused sign-in names', () => {
  it('counts down with the window, in the message and in Retry-After', async () => {
    for (let i = 0; i < LIMITS.perAccount; i++) await login('ffd.sales', WRONG_PASSWORD);
    expect(await expectRefused(() => login('ffd.sales', DEMO_PASSWORD))).toBe(LIMITS.windowSeconds);
    t.clock.advance(45_000);
    const retryAfter = await expectRefused(() => login('ffd.sales', DEMO_PASSWORD));
    expect(retryAfter).toBe(LIMITS.windowSeconds - 45);
    expect(tooManyAttemptsMessage(retryAfter)).toBe('Too many attempts. Try again in 15 seconds.');
  });
});

describe('forgot-password throttling per IP address', () => {
  it('refuses the 6th request from one address with 429 and writes no e-mail for it', async () => {
    const forgot = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.forgotPassword,
        payload: { username },
        remoteAddress: '10.0.7.1',
      });
    for (let i = 0; i < LIMITS.perIp; i++) expect((await forgot('nobody.here')).statusCode).toBe(200);
    const outboxBefore = await t.db.$count(mailOutbox);
    const res = await forgot('ffd.sales');
    expect(res.statusCode).toBe(429);
    expect(await t.db.$count(mailOutbox)).toBe(outboxBefore);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toMatchObject({
      success: false,
      message: tooManyAttemptsMessage(Number(res.headers['retry-after'])),
    });
  });
});
