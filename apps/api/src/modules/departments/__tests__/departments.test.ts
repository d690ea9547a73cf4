import { MESSAGES, ORGANISATION_PATHS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectForbiddenDeletion } from '../../../test/company-records';
import {
  createAdmin,
  createDepartment,
  createRole,
  createUser,
  type TestCompany,
} from '../../../test/factories';
import { expectHostileRefused, getList, hostileNameBodies } from '../../../test/organisation';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PATHS = [
  { label: 'departments', path: ORGANISATION_PATHS.departments },
  { label: 'designations', path: ORGANISATION_PATHS.designations },
] as const;

let t: TestApp;
let company: TestCompany;
let admin: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await createAdmin(t);
  company = owner.company;
  admin = owner.token;
  other = (await createAdmin(t)).token;
});
afterAll(() => t.close());

describe.each(PATHS)('$label', ({ path }) => {
  it('creates, reads, renames and deletes, with the list envelope', async () => {
    const item = expectItem(await t.as(admin).post(path, { name: '  Customs Brokerage ' }), 201);
    expect(item).toMatchObject({ name: 'Customs Brokerage' });
    expect(expectItem(await t.as(admin).get(`${path}/${item.id}`)).name).toBe('Customs Brokerage');
    const renamed = await t.as(admin).put(`${path}/${item.id}`, { name: 'Customs' });
    expect(renamed.json().data.item).toMatchObject({ id: item.id, name: 'Customs' });
    const list = await getList(t, admin, path);
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    const deleted = await t.as(admin).delete(`${path}/${item.id}`);
    expect(deleted.json()).toEqual({ success: true, message: MESSAGES.deleteSuccess });
    expect((await t.as(admin).get(`${path}/${item.id}`)).statusCode).toBe(404);
  });

  it('pages, searches (wildcards literal) and sorts', async () => {
    for (const name of ['Zeta 100%', 'Alpha', 'Beta_x', 'Gamma']) await t.as(other).post(path, { name });
    const page1 = await getList<{ name: string }>(t, other, `${path}?pageSize=2&sort=name&order=desc`);
    expect(page1.total).toBe(4);
    expect(page1.items).toHaveLength(2);
    expect(page1.items[0]?.name).toBe('Zeta 100%');
    const asc = await getList<{ name: string }>(t, other, `${path}?pageSize=100`);
    const names = asc.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect((await getList(t, other, `${path}?search=alp`)).total).toBe(1);
    expect((await getList(t, other, `${path}?search=%25`)).total).toBe(1);
    expect((await getList(t, other, `${path}?search=a_x`)).total).toBe(1);
    const byDate = await getList<{ name: string }>(t, other, `${path}?sort=createdAt&order=desc&pageSize=1`);
    expect(byDate.items[0]?.name).toBe('Gamma');
    expectFieldError(await t.as(other).get(`${path}?sort=password`), 400, 'sort');
  });

  it('refuses a duplicate name with 409 naming the field', async () => {
    await t.as(admin).post(path, { name: 'Twice' });
    expectFieldError(await t.as(admin).post(path, { name: 'Twice' }), 409, 'name');
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    await expectHostileRefused(t, admin, 'POST', path, hostileNameBodies());
    const { id } = expectItem(await t.as(admin).post(path, { name: 'Target' }), 201);
    await expectHostileRefused(t, admin, 'PUT', `${path}/${id}`, hostileNameBodies());
    expect((await t.as(admin).get(`${path}/abc`)).json().errors[0].field).toBe('id');
    expect((await t.as(admin).get(`${path}/99999999999`)).statusCode).toBe(400);
  });

  it("answers 404 to another company's ids and changes nothing", async () => {
    const { id } = expectItem(await t.as(other).post(path, { name: 'Other only' }), 201);
    const before = await countRows(t.db);
    for (const [method, payload] of [['GET'], ['PUT', { name: 'Hijacked' }], ['DELETE']] as const) {
      const res = await t.as(admin).send(method, `${path}/${id}`, payload);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect(expectItem(await t.as(other).get(`${path}/${id}`)).name).toBe('Other only');
    const list = await getList<{ name: string }>(t, admin, `${path}?search=Other`);
    expect(list.total).toBe(0);
  });

  it('is closed to staff without Users And Roles permissions', async () => {
    const { token } = await createUser(t, {
      company,
      permissions: ['view-sales|Sales', 'create-sales|Sales'],
    });
    expect((await t.as(token).get(path)).statusCode).toBe(403);
    expect((await t.as(token).post(path, { name: 'Nope' })).statusCode).toBe(403);
  });
});

describe('deletion of a record in use', () => {
  const refused = (what: string, by: string) =>
    new RegExp(`^This ${what} is used by ${by} and cannot be deleted\\.$`);

  it("is a 'Forbidden Deletion' for a department roles or staff use, naming them", async () => {
    const sales = await createDepartment(t, { company, name: 'Sales' });
    await createRole(t, { company, department: sales, permissions: ['view-sales|Sales'] });
    const path = ORGANISATION_PATHS.departments;
    await expectForbiddenDeletion(t, path, admin, sales.id, refused('department', 'roles'));
    const operations = await createDepartment(t, { company, name: 'Operations' });
    await createUser(t, { company, department: operations });
    await expectForbiddenDeletion(t, path, admin, operations.id, refused('department', 'staff members'));
  });

  it("is a 'Forbidden Deletion' for a designation staff hold", async () => {
    const path = ORGANISATION_PATHS.designations;
    const manager = expectItem<{ id: number }>(await t.as(admin).post(path, { name: 'Manager' }), 201);
    await createUser(t, { company, designation: manager });
    await expectForbiddenDeletion(t, path, admin, manager.id, refused('designation', 'staff members'));
  });
});
