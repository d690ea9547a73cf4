import { API_PATHS } from '@fastforward/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../../db/schema';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app';

const NEW_PASSWORD = 'Changed-Password-2';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: API_PATHS.myProfile, headers: t.bearer(token) });

const tryLogin = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { username, password } });

const changePassword = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: API_PATHS.changePassword, headers: t.bearer(token), payload });

/** A session is dead when neither its access token nor its refresh token is accepted any more. */
async function expectSessionEnded(session: { token: string; refreshToken: string }) {
  expect((await profile(session.token)).statusCode).toBe(401);
  expect((await t.refresh(session.refreshToken)).statusCode).toBe(401);
}

describe('refresh token rotation', () => {
  it('rotates: the new refresh token works and gives a working access token', async () => {
    const session = await t.login('ffd.sales');
    const first = await t.refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json().data;
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect((await profile(rotated.token)).statusCode).toBe(200);

    const second = await t.refresh(rotated.refreshToken);
    expect(second.statusCode).toBe(200);
    expect((await profile(second.json().data.token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const session = await t.login('ffd.pricing');
    const rotated = (await t.refresh(session.refreshToken)).json().data;
    expect((await profile(rotated.token)).statusCode).toBe(200);

    const replay = await t.refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false, error: 'Unauthorized' });

    // The owner's copy dies with the thief's: the new refresh token and the session's access token.
    expect((await t.refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await profile(rotated.token)).statusCode).toBe(401);
    expect((await profile(session.token)).statusCode).toBe(401);
  });

  it('leaves the other sessions of the same user alone when one family is revoked', async () => {
    const stolen = await t.login('horizon.admin');
    const other = await t.login('horizon.admin');
    await t.refresh(stolen.refreshToken);
    expect((await t.refresh(stolen.refreshToken)).statusCode).toBe(401);
    expect((await profile(other.token)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await t.refresh('not-a-refresh-token-we-ever-issued');
    expect(res.statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session at once: its access and refresh tokens are refused right after', async () => {
    const session = await t.login('ffd.ops');
    const other = await t.login('ffd.ops');
    expect((await profile(session.token)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.logout,
      headers: t.bearer(session.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);

    await expectSessionEnded(session);
    // Logging out ends this session only.
    expect((await profile(other.token)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/changePassword', () => {
  it('ends every session of the user, and only the new password signs in afterwards', async () => {
    const first = await t.login('nova.staff');
    const second = await t.login('nova.staff');
    const res = await changePassword(first.token, {
      currentPassword: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      cpassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });

    await expectSessionEnded(first);
    await expectSessionEnded(second);
    expect((await tryLogin('nova.staff', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await tryLogin('nova.staff', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 naming currentPassword, and keeps the session', async () => {
    const session = await t.login('ffd.accounts');
    const res = await changePassword(session.token, {
      currentPassword: 'Not-the-password-9',
      password: NEW_PASSWORD,
      cpassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, error: 'Bad Request' });
    expect(body.errors[0].field).toBe('currentPassword');
    expect((await profile(session.token)).statusCode).toBe(200);
    expect((await tryLogin('ffd.accounts', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a missing current password for a user past the first login', async () => {
    const session = await t.login('ffd.accounts');
    const res = await changePassword(session.token, { password: NEW_PASSWORD, cpassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('currentPassword');
  });

  it('lets a first-login user change without the current password; isFirstLogin is false next time', async () => {
    const session = await t.login('ffd.newhire');
    expect(session.isFirstLogin).toBe(true);
    const res = await changePassword(session.token, { password: NEW_PASSWORD, cpassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);

    await expectSessionEnded(session);
    const next = await t.login('ffd.newhire', NEW_PASSWORD);
    expect(next.isFirstLogin).toBe(false);
  });
});

describe('disabling a user', () => {
  it('ends its sessions at once and refuses its login', async () => {
    const session = await t.login('ffd.docs');
    expect((await profile(session.token)).statusCode).toBe(200);

    await t.db.update(users).set({ isDisabled: true }).where(eq(users.username, 'ffd.docs'));

    // A write behind the API's back reaches the auth cache by the database's NOTIFY, which a
    // PostgreSQL server delivers asynchronously: wait for it rather than assume its timing.
    await expect.poll(async () => (await profile(session.token)).statusCode).toBe(401);
    await expectSessionEnded(session);
    const login = await tryLogin('ffd.docs', DEMO_PASSWORD);
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ success: false, message: 'Invalid username or password.' });
  });
});

describe('password reset', () => {
  it('ends every session of the user', async () => {
    const first = await t.login('acme.buyer');
    const second = await t.login('acme.buyer');
    const forgot = await t.app.inject({
      method: 'POST',
      url: API_PATHS.forgotPassword,
      payload: { username: 'acme.buyer' },
    });
    expect(forgot.statusCode).toBe(200);
    await t.drainJobs();
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const token = mail?.textBody.match(/\/update-password\/acme\.buyer\/\d+\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();

    const update = await t.app.inject({
      method: 'POST',
      url: API_PATHS.updatePassword,
      payload: { username: 'acme.buyer', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token },
    });
    expect(update.statusCode).toBe(200);

    await expectSessionEnded(first);
    await expectSessionEnded(second);
    expect((await tryLogin('acme.buyer', NEW_PASSWORD)).statusCode).toBe(200);
  });
});
