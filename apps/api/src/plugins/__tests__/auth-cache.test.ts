import { API_PATHS, PERMISSIONS } from '@fastforward/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, rolePermissions, roles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAuthCache } from '../auth-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const modulesOf = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: API_PATHS.modules, headers: t.bearer(token) });
  return {
    status: res.statusCode,
    names: (res.json().data?.items ?? []).map((m: { name: string }) => m.name),
  };
};

describe('auth context cache', () => {
  // A write outside any request reaches the cache by the database's NOTIFY, which a PostgreSQL
  // server delivers asynchronously: the test waits for it instead of assuming its timing.
  it('drops cached permissions and sessions when the database notifies a change', async () => {
    const session = await t.login('ffd.pricing');
    expect((await modulesOf(session.token)).names).toContain('Valid Rates');
    // Warm the cache, then change the role's permissions behind the API's back.
    await modulesOf(session.token);
    const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Pricing Executive'));
    const validRates = t.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(sql`${permissions.name} like '%|Valid Rates'`);
    await t.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.roleId, role?.id ?? -1),
          sql`${rolePermissions.permissionId} in ${validRates}`,
        ),
      );
    await expect.poll(async () => (await modulesOf(session.token)).names).not.toContain('Valid Rates');

    await t.db.update(users).set({ isDisabled: true }).where(eq(users.username, 'ffd.pricing'));
    await expect.poll(async () => (await modulesOf(session.token)).status).toBe(401);
  });

  it('applies a change made through the API on the very next request', async () => {
    const session = await t.login('ffd.sales');
    expect((await modulesOf(session.token)).status).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: API_PATHS.logout,
      headers: t.bearer(session.token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await modulesOf(session.token)).status).toBe(401);
  });

  it('does not keep a result loaded before an invalidation', async () => {
    const cache = createAuthCache({ ttlMs: 60_000, maxEntries: 10 });
    const context = {
      userId: 1,
      sessionId: 's',
      username: 'u',
      companyId: 1,
      categoryCode: 'CAT_FFD',
      permissions: [PERMISSIONS.bothPricing],
      isSuperAdmin: false,
      isPlatformAdmin: false,
      isCompanyApproved: true,
      isFirstLogin: false,
    };
    let loads = 0;
    const slowLoad = async () => {
      loads += 1;
      cache.invalidateAll(); // a change commits while this load is in flight
      return context;
    };
    await cache.get('s', slowLoad);
    await cache.get('s', async () => {
      loads += 1;
      return context;
    });
    expect(loads).toBe(2);
    await cache.get('s', async () => {
      loads += 1;
      return context;
    });
    expect(loads).toBe(2);
  });
});
