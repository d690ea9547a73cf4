import { API_PATHS, ROUTES, resolveLoginFlow } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each SPEC §4 login branch, from the real login response of a demo user to the route it lands on. */
const BRANCHES = [
  { username: 'techart-admin', expected: { kind: 'navigate', to: ROUTES.superUserDashboard } },
  { username: 'platform.admin', expected: { kind: 'navigate', to: ROUTES.superUserDashboard } },
  { username: 'pending.admin', expected: { kind: 'navigate', to: ROUTES.termsGate } },
  { username: 'ffd.admin', expected: { kind: 'navigate', to: ROUTES.dashboard } },
  { username: 'ffd.newhire', expected: { kind: 'navigate', to: ROUTES.changePassword } },
  { username: 'horizon.admin', expected: { kind: 'navigate', to: ROUTES.root } },
  { username: 'horizon.settings', expected: { kind: 'navigate', to: ROUTES.companySettings } },
  {
    username: 'nova.admin',
    expected: { kind: 'noTermsDialog', onOk: ROUTES.termsAndConditions, onSkip: ROUTES.dashboard },
  },
  { username: 'nova.staff', expected: { kind: 'navigate', to: ROUTES.dashboard } },
  { username: 'acme.buyer', expected: { kind: 'navigate', to: ROUTES.dashboard } },
  { username: 'acme.new', expected: { kind: 'navigate', to: ROUTES.changePassword } },
] as const;

describe('POST /api/login and the SPEC §4 login flow', () => {
  it.each(BRANCHES)('$username lands where SPEC §4 says', async ({ username, expected }) => {
    const data = await t.login(username);
    const step = resolveLoginFlow({ ...data, username, permissions: data.permissions.map((p) => p.name) });
    expect(step).toEqual(expected);
  });

  it('answers with every SPEC §3 login field in the PRODUCT §5 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { username: 'ffd.sales', password: 'FastForward1' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'token',
        'refreshToken',
        'loggedInUserId',
        'isSystemVerified',
        'isEmailVerified',
        'hasCompleteCompanySetting',
        'hasAcceptedSystemTAndC',
        'hasAcceptedActiveTAndC',
        'permissions',
        'customerKyc',
        'roles',
        'isFirstLogin',
        'hasTermAndCondition',
        'clientIp',
      ].sort(),
    );
    expect(body.data.customerKyc.companyCategory.categoryCode).toBe('CAT_FFD');
    expect(body.data.roles).toEqual([{ id: expect.any(Number), name: 'Sales Executive' }]);
    expect(body.data.permissions).toContainEqual({ name: 'view-customer-query-sales|Rate Wizard' });
  });

  it('gives the super-administrator user id 1, no permissions and no customer KYC', async () => {
    const data = await t.login('techart-admin');
    expect(data.loggedInUserId).toBe(1);
    expect(data.permissions).toEqual([]);
    expect(data.customerKyc).toBeNull();
  });

  it('reports a customer that has not accepted its forwarder terms (terms gate)', async () => {
    const data = await t.login('acme.terms');
    expect(data.hasAcceptedSystemTAndC).toBe(true);
    expect(data.hasAcceptedActiveTAndC).toBe(false);
  });

  it('answers wrong password and unknown user alike', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { username: 'ffd.admin', password: 'Wrong-password-1' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { username: 'nobody.here', password: 'Wrong-password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      success: false,
      error: 'Unauthorized',
      message: 'Invalid username or password.',
    });
  });
});
