import { API_PATHS, JOB_ROUTES, MODULES, PERMISSIONS, VENDOR_BILL_ROUTES } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET my profile', () => {
  it('answers the caller, in data.item, without secrets', async () => {
    const ops = await createUser(t, {
      fullName: 'Omar Operations',
      roleName: 'Operations Executive',
      permissions: ['view-dashboard|Dashboard', PERMISSIONS.createCustomStatusOperation],
    });
    const res = await t.as(ops.token).get(API_PATHS.myProfile);
    expect(res.statusCode).toBe(200);
    const item = res.json().data.item;
    expect(item).toMatchObject({
      username: ops.username,
      fullName: 'Omar Operations',
      company: { name: ops.company.name, categoryCode: 'CAT_FFD' },
      roles: [{ name: 'Operations Executive' }],
    });
    expect(item.permissions).toContain(PERMISSIONS.createCustomStatusOperation);
    expect(JSON.stringify(res.json())).not.toMatch(/password|hash/i);
  });
});

describe('GET select modules (SPEC §2 navigation)', () => {
  it('lists only the modules the caller holds a permission for, with their nodes', async () => {
    const { token } = await createUser(t, {
      permissions: ['view-dashboard|Dashboard', 'upload-debit-note|Documentation', 'view-accounts|Accounts'],
    });
    const res = await t.as(token).get(API_PATHS.modules);
    const items = res.json().data.items as { name: string; nodes: { name: string; path: string }[] }[];
    expect(items.map((m) => m.name)).toEqual(['Dashboard', 'Documentation', 'Accounts']);
    expect(items[2]?.nodes).toEqual([
      { name: 'Invoices', path: JOB_ROUTES.invoices },
      { name: 'Receivables Ageing', path: JOB_ROUTES.ageing },
      { name: 'Job Profit', path: JOB_ROUTES.profit },
      { name: 'Payables', path: VENDOR_BILL_ROUTES.payables },
    ]);
  });

  it('gives the business administrator every module', async () => {
    const { token } = await createAdmin(t);
    expect((await t.as(token).get(API_PATHS.modules)).json().data.items).toHaveLength(MODULES.length);
  });

  it('gives the super-administrator no module (SPEC §4 super user)', async () => {
    const { token } = await t.login('techart-admin');
    const res = await t.as(token).get(API_PATHS.modules);
    expect(res.json().data).toEqual({ items: [], total: 0, page: 1, pageSize: 0 });
  });
});
