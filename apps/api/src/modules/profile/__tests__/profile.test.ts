import { API_PATHS, MODULES } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, username: string) => {
  const { token } = await t.login(username);
  return t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
};

describe('GET my profile', () => {
  it('answers the caller, in data.item, without secrets', async () => {
    const res = await get(API_PATHS.myProfile, 'ffd.ops');
    expect(res.statusCode).toBe(200);
    const item = res.json().data.item;
    expect(item).toMatchObject({
      username: 'ffd.ops',
      fullName: 'Omar Operations',
      company: { name: 'Oceanic Freight Forwarders', categoryCode: 'CAT_FFD' },
      roles: [{ name: 'Operations Executive' }],
    });
    expect(item.permissions).toContain('create-custom-status-operation|Operations');
    expect(JSON.stringify(res.json())).not.toMatch(/password|hash/i);
  });
});

describe('GET select modules (SPEC §2 navigation)', () => {
  it('lists only the modules the caller holds a permission for, with their nodes', async () => {
    const res = await get(API_PATHS.modules, 'ffd.accounts');
    const items = res.json().data.items as { name: string; nodes: { name: string; path: string }[] }[];
    expect(items.map((m) => m.name)).toEqual(['Dashboard', 'Documentation', 'Accounts']);
    expect(items[2]?.nodes).toEqual([{ name: 'Invoices', path: '/dashboard/accounts/invoices' }]);
  });

  it('gives the business administrator every module', async () => {
    const res = await get(API_PATHS.modules, 'ffd.admin');
    expect(res.json().data.items).toHaveLength(MODULES.length);
  });

  it('gives the super-administrator no module (SPEC §4 super user)', async () => {
    const res = await get(API_PATHS.modules, 'techart-admin');
    expect(res.json().data).toEqual({ items: [], total: 0, page: 1, pageSize: 0 });
  });
});
