import { API_PATHS, MESSAGES, ORGANISATION_PATHS, PERMISSIONS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createCompany,
  createOrganisation,
  createUser,
  type TestUser,
} from '../../../test/factories';
import { expectHostileRefused, getList, hostileNameBodies, LONG, NUL } from '../../../test/organisation';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const ROLES = ORGANISATION_PATHS.roles;
const VIEW_USERS = 'view-users-and-roles|Users And Roles';

let t: TestApp;
let admin: string;
let other: string;
let sales: TestUser;
let pricing: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t);
  const { role } = await createOrganisation(t, company);
  admin = (await createUser(t, { company, roles: [role('Business Administrator')] })).token;
  sales = await createUser(t, { company, roles: [role('Sales Executive')] });
  pricing = await createUser(t, { company, roles: [role('Pricing Executive')] });

  const otherCompany = await createCompany(t);
  await createOrganisation(t, otherCompany, [
    {
      name: 'Settings Manager',
      department: 'Management',
      permissions: ['view-dashboard|Dashboard', PERMISSIONS.companySetting, PERMISSIONS.basicSettings],
    },
  ]);
  other = (await createAdmin(t, { company: otherCompany })).token;
});
afterAll(() => t.close());

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
  return expectItem<Role>(await t.as(token).get(`${ROLES}/${found.id}`));
}

describe('permission catalogue', () => {
  it('groups modules × actions as the navigation does, without platform-only permissions', async () => {
    const res = await t.as(admin).get(ORGANISATION_PATHS.permissionCatalogue);
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
    const pricingDepartment = departments.items.find((d) => d.name === 'Pricing');
    const role = expectItem<Role>(
      await t.as(admin).post(ROLES, {
        name: 'Rate Analyst',
        departmentId: pricingDepartment?.id,
        permissions: ['view-pricing|Pricing', 'view-valid-rates|Valid Rates'],
      }),
      201,
    );
    expect(role).toMatchObject({
      name: 'Rate Analyst',
      department: { id: pricingDepartment?.id, name: 'Pricing' },
    });
    expect(role.permissions).toEqual(['view-pricing|Pricing', 'view-valid-rates|Valid Rates']);
    const updated = await t.as(admin).put(`${ROLES}/${role.id}`, {
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
    expect((await t.as(admin).delete(`${ROLES}/${role.id}`)).json().message).toBe(MESSAGES.deleteSuccess);
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
    const salesRole = await roleNamed(admin, 'Sales Executive');
    const res = await t.as(admin).delete(`${ROLES}/${salesRole.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: MESSAGES.forbiddenDeletion });
  });

  it('refuses unknown permissions (400) and platform-only ones (403), even to the business admin', async () => {
    const before = await countRows(t.db);
    const unknown = await t
      .as(admin)
      .post(ROLES, { name: 'X', permissions: ['view-sales|Sales', 'fly|Moon'] });
    expectFieldError(unknown, 400, 'permissions.1');
    const outbox = await t.as(admin).post(ROLES, { name: 'X', permissions: [PERMISSIONS.viewMailOutbox] });
    expect(outbox.statusCode).toBe(403);
    expect(outbox.json().message).toContain(PERMISSIONS.viewMailOutbox);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('lets the business admin grant any company permission, others only what they hold', async () => {
    // A role manager who holds Users And Roles and the Sales module only.
    const managerRole = expectItem<Role>(
      await t.as(admin).post(ROLES, {
        name: 'Role Manager',
        permissions: [
          VIEW_USERS,
          'create-users-and-roles|Users And Roles',
          'update-users-and-roles|Users And Roles',
          'view-sales|Sales',
        ],
      }),
      201,
    );
    const pricingRole = await roleNamed(admin, 'Pricing Executive');
    const assigned = await t.as(admin).put(`${ORGANISATION_PATHS.staff}/${pricing.id}`, {
      roleIds: [pricingRole.id, managerRole.id],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const manager = t.as(pricing.token);

    expectItem(
      await manager.post(ROLES, {
        name: 'Viewer',
        permissions: ['view-sales|Sales', 'view-pricing|Pricing'],
      }),
      201,
    );
    const before = await countRows(t.db);
    const notHeld = await manager.post(ROLES, { name: 'Seller', permissions: ['delete-sales|Sales'] });
    expectFieldError(notHeld, 403, 'permissions.0');
    expect(notHeld.json().message).toContain('delete-sales|Sales');
    const admins = await manager.post(ROLES, { name: 'Boss', permissions: [PERMISSIONS.businessAdmin] });
    expect(admins.statusCode).toBe(403);
    // Nor may they take away what they do not hold, or hand out a role that holds it.
    const salesRole = await roleNamed(admin, 'Sales Executive');
    const strip = await manager.put(`${ROLES}/${salesRole.id}`, {
      name: salesRole.name,
      departmentId: salesRole.department?.id,
      permissions: [],
    });
    expect(strip.statusCode).toBe(403);
    const businessAdmin = await roleNamed(admin, 'Business Administrator');
    const escalate = await manager.put(`${ORGANISATION_PATHS.staff}/${pricing.id}`, {
      roleIds: [pricingRole.id, managerRole.id, businessAdmin.id],
    });
    expect(escalate.statusCode).toBe(403);
    expect(await countRows(t.db)).toEqual(before);

    const granted = await t.as(admin).post(ROLES, {
      name: 'Everything Sales',
      permissions: ['delete-sales|Sales', 'delete-pricing|Pricing'],
    });
    expect(granted.statusCode).toBe(201);
  });

  it("a permission removed from a role is gone at the role's user's very next request", async () => {
    const seller = t.as(sales.token);
    const modulesOf = async () =>
      (await seller.get(API_PATHS.modules)).json().data.items.map((m: { name: string }) => m.name);
    expect(await modulesOf()).toContain('Sales');
    const salesRole = await roleNamed(admin, 'Sales Executive');
    const keep = salesRole.permissions.filter((p) => !p.endsWith('|Sales'));
    const body = { name: salesRole.name, departmentId: salesRole.department?.id ?? null };
    await t.as(admin).put(`${ROLES}/${salesRole.id}`, { ...body, permissions: [...keep, VIEW_USERS] });
    expect(await modulesOf()).not.toContain('Sales');
    expect((await seller.get(ORGANISATION_PATHS.departments)).statusCode).toBe(200);
    await t.as(admin).put(`${ROLES}/${salesRole.id}`, { ...body, permissions: keep });
    expect((await seller.get(ORGANISATION_PATHS.departments)).statusCode).toBe(403);
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
    const theirs = await roleNamed(other, 'Settings Manager');
    const before = await countRows(t.db);
    expect((await t.as(admin).get(`${ROLES}/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await t.as(admin).put(`${ROLES}/${theirs.id}`, { name: 'Mine', permissions: [] })).statusCode,
    ).toBe(404);
    expect((await t.as(admin).delete(`${ROLES}/${theirs.id}`)).statusCode).toBe(404);
    const theirDepartments = await getList<{ id: number }>(t, other, ORGANISATION_PATHS.departments);
    const foreignDept = await t.as(admin).post(ROLES, {
      name: 'Foreign',
      departmentId: theirDepartments.items[0]?.id,
      permissions: [],
    });
    expectFieldError(foreignDept, 404, 'departmentId');
    expect(await countRows(t.db)).toEqual(before);
    expect((await roleNamed(other, 'Settings Manager')).permissions).toEqual(theirs.permissions);
  });
});
