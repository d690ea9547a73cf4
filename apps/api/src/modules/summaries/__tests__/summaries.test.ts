import { API_PATHS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema';
import { DEMO_COMPANIES } from '../../../db/seed/demo';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The super-administrator, the platform administrator and every demo company's users. */
const USERS = 2 + DEMO_COMPANIES.reduce((sum, c) => sum + c.users.length, 0);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform figures for the super-user dashboard', () => {
  it('counts the real companies, users, sessions and e-mails', async () => {
    // The demo seed's mail (Oceanic's customer invitations) is kept in the outbox, never sent.
    const seeded = await t.db.$count(mailOutbox);
    await t.app.inject({ method: 'POST', url: API_PATHS.forgotPassword, payload: { username: 'ffd.docs' } });
    await t.drainJobs();
    const { token } = await t.login('techart-admin');
    const res = await t.app.inject({
      method: 'GET',
      url: API_PATHS.superAdminSummary,
      headers: t.bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.item).toEqual({
      companies: { total: 7, byCategory: { CAT_FFD: 5, CAT_CUS: 1, CAT_ADM: 1 }, pendingVerification: 1 },
      users: { total: USERS, active: USERS, disabled: 0 },
      activeSessions: 1,
      mailOutbox: { queued: 0, sent: 0, failed: 0, stored: seeded + 1 },
    });
  });

  it.each(['ffd.admin', 'acme.buyer'])('is refused to %s (403)', async (username) => {
    const { token } = await t.login(username);
    const res = await t.app.inject({
      method: 'GET',
      url: API_PATHS.superAdminSummary,
      headers: t.bearer(token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: 'Forbidden' });
  });

  it('is open to a platform administrator (CAT_ADM)', async () => {
    const { token } = await t.login('platform.admin');
    const res = await t.app.inject({
      method: 'GET',
      url: API_PATHS.superAdminSummary,
      headers: t.bearer(token),
    });
    expect(res.statusCode).toBe(200);
  });
});
