import { randomBytes } from 'node:crypto';
import { API_PATHS, MESSAGES, RESET_LINK_TTL_SECONDS } from '@fastforward/domain';
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema';
import { countRows } from '../../../test/row-counts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app';

const NEW_PASSWORD = 'Reset-Password-3';
const LINK = /https:\/\/app\.fastforward\.test\/update-password\/([^/\s]+)\/(\d+)\?token=([A-Za-z0-9_-]+)/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (username: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: API_PATHS.forgotPassword, payload: { username }, headers });

/** Asks for a reset link, then runs the queued job that writes the e-mail. */
const forgot = async (username: string, headers: Record<string, string> = {}) => {
  const res = await requestReset(username, headers);
  await t.drainJobs();
  return res;
};

const checkLink = (uname: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API_PATHS.forgotPasswordLinkCheck}/${encodeURIComponent(uname)}?token=${encodeURIComponent(token)}`,
  });

const linkResult = async (uname: string, token: string) => {
  const res = await checkLink(uname, token);
  expect(res.statusCode).toBe(200);
  return res.json().data.result as boolean;
};

const update = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: API_PATHS.updatePassword, payload });

const loginStatus = async (username: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { username, password } })).statusCode;

const outboxSize = async () => (await t.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;

const lastMail = async () => {
  const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  if (!mail) throw new Error('no mail in the outbox');
  return mail;
};

/** Asks for a reset link for `username` and returns the link the e-mail carries. */
async function requestLink(username: string) {
  const res = await forgot(username);
  expect(res.statusCode).toBe(200);
  const mail = await lastMail();
  const match = mail.textBody.match(LINK);
  if (!match) throw new Error(`no reset link in: ${mail.textBody}`);
  const [url, uname = '', expiry = '', token = ''] = match;
  return { url, uname: decodeURIComponent(uname), expiry: Number(expiry), token, mail };
}

const unknownToken = () => randomBytes(32).toString('base64url');

describe('POST /api/forgotPassword', () => {
  it('answers an existing and an unknown username identically; only the existing one gets an e-mail', async () => {
    const before = await outboxSize();
    const unknown = await forgot('nobody.at.all');
    expect(await outboxSize()).toBe(before);

    const existing = await forgot('ffd.sales');
    expect(await outboxSize()).toBe(before + 1);

    expect(existing.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(existing.statusCode);
    expect(unknown.json()).toEqual(existing.json());
    expect(existing.json()).toEqual({ success: true, message: MESSAGES.forgotPasswordSent });
  });

  it('does the same work in the request for a known and an unknown name: a job writes the e-mail', async () => {
    const before = await countRows(t.db);
    expect((await requestReset('ffd.accounts')).statusCode).toBe(200);
    expect((await requestReset('nobody.at.all')).statusCode).toBe(200);
    // Neither request wrote a token or an e-mail itself: both only queued a job.
    expect(await countRows(t.db)).toEqual(before);
    expect(await t.drainJobs()).toBe(2);
    expect(await outboxSize()).toBe((before.mail_outbox ?? 0) + 1);
    expect((await lastMail()).toAddress).toMatch(/^ffd\.accounts@/);
  });

  it("sends the link to the account's own address, with the expiry and a token", async () => {
    const sentAt = t.clock.now.getTime();
    const link = await requestLink('ffd.pricing');
    expect(link.mail.toAddress).toMatch(/@/);
    expect(link.uname).toBe('ffd.pricing');
    expect(link.expiry).toBe(sentAt + RESET_LINK_TTL_SECONDS * 1000);
    expect(link.token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    expect(link.url).toBe(
      `https://app.fastforward.test/update-password/ffd.pricing/${link.expiry}?token=${link.token}`,
    );
  });

  it('never builds the link from the request Host header', async () => {
    const res = await forgot('ffd.ops', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMail();
    expect(mail.textBody).not.toContain('evil.example');
    expect(mail.textBody).toMatch(LINK);
  });
});

describe('GET /api/forgotPassword/link/:uname', () => {
  it('is true for the live token, false for an unknown token and for another user with this token', async () => {
    const link = await requestLink('ffd.docs');
    expect(await linkResult('ffd.docs', link.token)).toBe(true);
    expect(await linkResult('ffd.docs', unknownToken())).toBe(false);
    expect(await linkResult('ffd.sales', link.token)).toBe(false);
    expect(await linkResult('nobody.at.all', link.token)).toBe(false);
  });
});

describe('POST /api/updatePassword', () => {
  it('refuses a request without a token with 400 naming the token', async () => {
    const res = await update({
      username: 'ffd.accounts',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'Bad Request' });
    expect(res.json().errors[0].field).toBe('token');
    expect(await loginStatus('ffd.accounts', DEMO_PASSWORD)).toBe(200);
  });

  it('refuses a wrong token with 400 and leaves the password as it was', async () => {
    await requestLink('ffd.accounts');
    const res = await update({
      username: 'ffd.accounts',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      token: unknownToken(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: MESSAGES.resetLinkExpired });
    expect(await loginStatus('ffd.accounts', DEMO_PASSWORD)).toBe(200);
    expect(await loginStatus('ffd.accounts', NEW_PASSWORD)).toBe(401);
  });

  it("refuses the token of one user for another user's name", async () => {
    const link = await requestLink('horizon.admin');
    const res = await update({
      username: 'horizon.settings',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      token: link.token,
    });
    expect(res.statusCode).toBe(400);
    expect(await loginStatus('horizon.settings', DEMO_PASSWORD)).toBe(200);
    expect(await linkResult('horizon.admin', link.token)).toBe(true);
  });

  it('works once with the right token: the new password signs in, the old does not; a second use is 400', async () => {
    const link = await requestLink('nova.staff');
    const payload = {
      username: 'nova.staff',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      token: link.token,
    };
    const first = await update(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: MESSAGES.passwordChangedTitle });
    expect(await loginStatus('nova.staff', NEW_PASSWORD)).toBe(200);
    expect(await loginStatus('nova.staff', DEMO_PASSWORD)).toBe(401);

    expect(await linkResult('nova.staff', link.token)).toBe(false);
    const second = await update({
      ...payload,
      password: 'Another-Password-4',
      confirmPassword: 'Another-Password-4',
    });
    expect(second.statusCode).toBe(400);
    expect(await loginStatus('nova.staff', NEW_PASSWORD)).toBe(200);
  });

  it('expires after RESET_LINK_TTL_SECONDS: the check answers false and the update is refused', async () => {
    const link = await requestLink('acme.buyer');
    t.clock.advance(RESET_LINK_TTL_SECONDS * 1000 - 1000);
    expect(await linkResult('acme.buyer', link.token)).toBe(true);
    t.clock.advance(1000);
    expect(await linkResult('acme.buyer', link.token)).toBe(false);
    const res = await update({
      username: 'acme.buyer',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      token: link.token,
    });
    expect(res.statusCode).toBe(400);
    expect(await loginStatus('acme.buyer', DEMO_PASSWORD)).toBe(200);
  });

  it('invalidates an earlier link when a second one is requested', async () => {
    const earlier = await requestLink('acme.terms');
    const later = await requestLink('acme.terms');
    expect(later.token).not.toBe(earlier.token);
    expect(await linkResult('acme.terms', earlier.token)).toBe(false);
    expect(await linkResult('acme.terms', later.token)).toBe(true);
    const res = await update({
      username: 'acme.terms',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      token: earlier.token,
    });
    expect(res.statusCode).toBe(400);
    expect(await loginStatus('acme.terms', DEMO_PASSWORD)).toBe(200);
  });

  it.each([
    ['no uppercase letter', 'lowercase-only-1'],
    ['no lowercase letter', 'UPPERCASE-ONLY-1'],
    ['no digit', 'No-Digits-Here'],
    ['fewer than 8 characters', 'Ab1defg'],
  ])('refuses a new password with %s: 400 "Password requirement not met!"', async (_rule, password) => {
    const link = await requestLink('nova.admin');
    const res = await update({
      username: 'nova.admin',
      password,
      confirmPassword: password,
      token: link.token,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(MESSAGES.passwordRequirementNotMet);
    expect(body.errors[0]).toEqual({ field: 'password', defaultMessage: MESSAGES.passwordRequirementNotMet });
    // A refused attempt does not use up the link.
    expect(await linkResult('nova.admin', link.token)).toBe(true);
    expect(await loginStatus('nova.admin', DEMO_PASSWORD)).toBe(200);
  });

  it('refuses a confirmation that differs: 400 "Password and Password Confirmation didn\'t match!"', async () => {
    const link = await requestLink('horizon.settings');
    const res = await update({
      username: 'horizon.settings',
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
      token: link.token,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(MESSAGES.passwordMismatch);
    expect(body.errors[0]).toEqual({ field: 'confirmPassword', defaultMessage: MESSAGES.passwordMismatch });
    expect(await linkResult('horizon.settings', link.token)).toBe(true);
  });
});
