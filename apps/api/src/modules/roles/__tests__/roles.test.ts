import { API_PATHS, MESSAGES, ORGANISATION_PATHS, PERMISSIONS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHostileRefused, getList, hostileNameBodies, LONG, NUL } from '../../../test/organisation';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const ROLES = ORGANISATION_PATHS.roles;
const VIEW_USERS = 'view-users-and-roles|Users And Roles';

let t: TestApp;
let admin: string;
let horizon: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('ffd.admin')).token;
  horizon = (await t.login('horizon.admin')).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(token), ...(payload === undefined ? {} : { payload }) });

type Role = {
  id: number;
  name: string;
  permissions: string[];
  department: { id: number; name: string } | null;
};

async function roleNamed(token: string, name: string): Promise<Role> {
  const list = await getList<{ id: number; name: string }>(
    t,
    token,
    `${ROLES}?search=${encodeURIComponent(name)}`,
  );
  const found = list.items.find((r) => r.name === name);
  if (!found) throw new Error(`no role ${name}`);
  return (await call('GET', `${ROLES}/${found.id}`, token)).json().data.item;
}

describe('permission catalogue', () => {
  it('groups modules × actions as the navigation does, without platform-only permissions', async () => {
    const res = await call('GET', ORGANISATION_PATHS.permissionCatalogue, admin);
    expect(res.statusCode).toBe(200);
    const modules = res.json().data.items as {
      name: string;
      slug: string;
      permissions: { name: string; action: string; canGrant: boolean }[];
    }[];
    expect(modules[0]).toMatchObject({ name: 'Dashboard', slug: 'dashboard' });
    const sales = modules.find((m) => m.name === 'Sales');
    expect(sales?.permissions.map((p) => p.action)).toEqual([
      'view-sales',
      'create-sales',
      'update-sales',
      'delete-sales',
    ]);
    const all = modules.flatMap((m) => m.permissions);
    expect(all.some((p) => p.name === PERMISSIONS.viewMailOutbox)).toBe(false);
    expect(all.every((p) => p.canGrant)).toBe(true);
  });
});

describe('roles', () => {
  it('creates, reads, updates and deletes a role with its permissions', async () => {
    const departments = await getList<{ id: number; name: string }>(t, admin, ORGANISATION_PATHS.departments);
    const pricing = departments.items.find((d) => d.name === 'Pricing');
    const created = await call('POST', ROLES, admin, {
      name: 'Rate Analyst',
      departmentId: pricing?.id,
      permissions: ['view-pricing|Pricing', 'view-valid-rates|Valid Rates'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const role = created.json().data.item as Role;
    expect(role).toMatchObject({ name: 'Rate Analyst', department: { id: pricing?.id, name: 'Pricing' } });
    expect(role.permissions).toEqual(['view-pricing|Pricing', 'view-valid-rates|Valid Rates']);
    const updated = await call('PUT', `${ROLES}/${role.id}`, admin, {
      name: 'Rate Analyst II',
      departmentId: null,
      permissions: ['view-pricing|Pricing'],
    });
    expect(updated.json().data.item).toMatchObject({
      name: 'Rate Analyst II',
      department: null,
      permissions: ['view-pricing|Pricing'],
    });
    const list = await getList<{ name: string; permissionCount: number; staffCount: number }>(
      t,
      admin,
      `${ROLES}?search=Analyst`,
    );
    expect(list.items).toEqual([
      expect.objectContaining({ name: 'Rate Analyst II', permissionCount: 1, staffCount: 0 }),
    ]);
    expect((await call('DELETE', `${ROLES}/${role.id}`, admin)).json().message).toBe(MESSAGES.deleteSuccess);
  });

  it('lists with paging, sort and a department filter', async () => {
    const all = await getList<{ name: string }>(t, admin, `${ROLES}?pageSize=100`);
    expect(all.total).toBe(7);
    const page = await getList<{ name: string }>(t, admin, `${ROLES}?pageSize=3&page=2&sort=name&order=desc`);
    expect(page.items).toHaveLength(3);
    expect(page).toMatchObject({ page: 2, pageSize: 3, total: 7 });
    const names = all.items.map((r) => r.name);
    expect(page.items.map((r) => r.name)).toEqual([...names].reverse().slice(3, 6));
    const departments = await getList<{ id: number; name: string }>(t, admin, ORGANISATION_PATHS.departments);
    const management = departments.items.find((d) => d.name === 'Management');
    const managed = await getList<{ name: string }>(t, admin, `${ROLES}?departmentId=${management?.id}`);
    expect(managed.items.map((r) => r.name).sort()).toEqual(['Business Administrator']);
  });

  it("refuses deleting a role staff hold ('Forbidden Deletion')", async () => {
    const sales = await roleNamed(admin, 'Sales Executive');
    const res = await call('DELETE', `${ROLES}/${sales.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: MESSAGES.forbiddenDeletion });
  });

  it('refuses unknown permissions (400) and platform-only ones (403), even to the business admin', async () => {
    const before = await countRows(t.db);
    const unknown = await call('POST', ROLES, admin, {
      name: 'X',
      permissions: ['view-sales|Sales', 'fly|Moon'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('permissions.1');
    const outbox = await call('POST', ROLES, admin, { name: 'X', permissions: [PERMISSIONS.viewMailOutbox] });
    expect(outbox.statusCode).toBe(403);
    expect(outbox.json().message).toContain(PERMISSIONS.viewMailOutbox);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('lets the business admin grant any company permission, others only what they hold', async () => {
    // A role manager who holds Users And Roles and the Sales module only.
    const manager = await call('POST', ROLES, admin, {
      name: 'Role Manager',
      permissions: [
        VIEW_USERS,
        'create-users-and-roles|Users And Roles',
        'update-users-and-roles|Users And Roles',
        'view-sales|Sales',
      ],
    });
    expect(manager.statusCode).toBe(201);
    const managerRole = manager.json().data.item as Role;
    const staff = await getList<{ id: number; username: string }>(
      t,
      admin,
      `${ORGANISATION_PATHS.staff}?search=ffd.pricing`,
    );
    const pricingUser = staff.items[0];
    const pricingRole = await roleNamed(admin, 'Pricing Executive');
    const assigned = await call('PUT', `${ORGANISATION_PATHS.staff}/${pricingUser?.id}`, admin, {
      roleIds: [pricingRole.id, managerRole.id],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const { token } = await t.login('ffd.pricing');

    const held = await call('POST', ROLES, token, {
      name: 'Viewer',
      permissions: ['view-sales|Sales', 'view-pricing|Pricing'],
    });
    expect(held.statusCode, held.body).toBe(201);
    const before = await countRows(t.db);
    const notHeld = await call('POST', ROLES, token, { name: 'Seller', permissions: ['delete-sales|Sales'] });
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.json().message).toContain('delete-sales|Sales');
    expect(notHeld.json().errors[0].field).toBe('permissions.0');
    const admins = await call('POST', ROLES, token, {
      name: 'Boss',
      permissions: [PERMISSIONS.businessAdmin],
    });
    expect(admins.statusCode).toBe(403);
    // Nor may they take away what they do not hold, or hand out a role that holds it.
    const sales = await roleNamed(admin, 'Sales Executive');
    const strip = await call('PUT', `${ROLES}/${sales.id}`, token, {
      name: sales.name,
      departmentId: sales.department?.id,
      permissions: [],
    });
    expect(strip.statusCode).toBe(403);
    const businessAdmin = await roleNamed(admin, 'Business Administrator');
    const escalate = await call('PUT', `${ORGANISATION_PATHS.staff}/${pricingUser?.id}`, token, {
      roleIds: [pricingRole.id, managerRole.id, businessAdmin.id],
    });
    expect(escalate.statusCode).toBe(403);
    expect(await countRows(t.db)).toEqual(before);

    const granted = await call('POST', ROLES, admin, {
      name: 'Everything Sales',
      permissions: ['delete-sales|Sales', 'delete-pricing|Pricing'],
    });
    expect(granted.statusCode).toBe(201);
  });

  it("a permission removed from a role is gone at the role's user's very next request", async () => {
    const { token } = await t.login('ffd.sales');
    const modulesOf = async () =>
      (await call('GET', API_PATHS.modules, token)).json().data.items.map((m: { name: string }) => m.name);
    expect(await modulesOf()).toContain('Sales');
    const sales = await roleNamed(admin, 'Sales Executive');
    const keep = sales.permissions.filter((p) => !p.endsWith('|Sales'));
    const body = { name: sales.name, departmentId: sales.department?.id ?? null };
    await call('PUT', `${ROLES}/${sales.id}`, admin, { ...body, permissions: [...keep, VIEW_USERS] });
    expect(await modulesOf()).not.toContain('Sales');
    expect((await call('GET', ORGANISATION_PATHS.departments, token)).statusCode).toBe(200);
    await call('PUT', `${ROLES}/${sales.id}`, admin, { ...body, permissions: keep });
    expect((await call('GET', ORGANISATION_PATHS.departments, token)).statusCode).toBe(403);
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    const cases = [
      ...hostileNameBodies({ permissions: [] }),
      { name: 'missing permissions', body: { name: 'Ok' }, field: 'permissions' },
      { name: 'permissions string', body: { name: 'Ok', permissions: VIEW_USERS }, field: 'permissions' },
      { name: 'permission number', body: { name: 'Ok', permissions: [1] }, field: 'permissions.0' },
      { name: 'permission NUL', body: { name: 'Ok', permissions: [NUL] }, field: 'permissions.0' },
      { name: 'permission 10k', body: { name: 'Ok', permissions: [LONG] }, field: 'permissions.0' },
      {
        name: 'departmentId string',
        body: { name: 'Ok', permissions: [], departmentId: '1' },
        field: 'departmentId',
      },
      {
        name: 'departmentId huge',
        body: { name: 'Ok', permissions: [], departmentId: 1e12 },
        field: 'departmentId',
      },
      {
        name: 'departmentId foreign',
        body: { name: 'Ok', permissions: [], departmentId: 999_999 },
        field: 'departmentId',
      },
    ];
    await expectHostileRefused(t, admin, 'POST', ROLES, cases);
    const staffRole = await roleNamed(admin, 'Staff');
    await expectHostileRefused(t, admin, 'PUT', `${ROLES}/${staffRole.id}`, cases);
  });

  it("answers 404 to another company's roles and changes nothing", async () => {
    const theirs = await roleNamed(horizon, 'Settings Manager');
    const before = await countRows(t.db);
    expect((await call('GET', `${ROLES}/${theirs.id}`, admin)).statusCode).toBe(404);
    expect(
      (await call('PUT', `${ROLES}/${theirs.id}`, admin, { name: 'Mine', permissions: [] })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${ROLES}/${theirs.id}`, admin)).statusCode).toBe(404);
    const theirDepartments = await getList<{ id: number }>(t, horizon, ORGANISATION_PATHS.departments);
    const foreignDept = await call('POST', ROLES, admin, {
      name: 'Foreign',
      departmentId: theirDepartments.items[0]?.id,
      permissions: [],
    });
    expect(foreignDept.statusCode).toBe(404);
    expect(foreignDept.json().errors[0].field).toBe('departmentId');
    expect(await countRows(t.db)).toEqual(before);
    expect((await roleNamed(horizon, 'Settings Manager')).permissions).toEqual(theirs.permissions);
  });
});
