import { MESSAGES, ORGANISATION_PATHS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHostileRefused, getList, hostileNameBodies } from '../../../test/organisation';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PATHS = [
  { label: 'departments', path: ORGANISATION_PATHS.departments, seeded: 6 },
  { label: 'designations', path: ORGANISATION_PATHS.designations, seeded: 0 },
] as const;

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

describe.each(PATHS)('$label', ({ path, seeded }) => {
  it('creates, reads, renames and deletes, with the list envelope', async () => {
    const created = await call('POST', path, admin, { name: '  Customs Brokerage ' });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data.item;
    expect(item).toMatchObject({ name: 'Customs Brokerage' });
    expect((await call('GET', `${path}/${item.id}`, admin)).json().data.item.name).toBe('Customs Brokerage');
    const renamed = await call('PUT', `${path}/${item.id}`, admin, { name: 'Customs' });
    expect(renamed.json().data.item).toMatchObject({ id: item.id, name: 'Customs' });
    const list = await getList(t, admin, path);
    expect(list).toMatchObject({ total: seeded + 1, page: 1, pageSize: 10 });
    const deleted = await call('DELETE', `${path}/${item.id}`, admin);
    expect(deleted.json()).toEqual({ success: true, message: MESSAGES.deleteSuccess });
    expect((await call('GET', `${path}/${item.id}`, admin)).statusCode).toBe(404);
  });

  it('pages, searches (wildcards literal) and sorts', async () => {
    for (const name of ['Zeta 100%', 'Alpha', 'Beta_x', 'Gamma']) await call('POST', path, horizon, { name });
    const page1 = await getList<{ name: string }>(t, horizon, `${path}?pageSize=2&sort=name&order=desc`);
    expect(page1.total).toBeGreaterThanOrEqual(4);
    expect(page1.items).toHaveLength(2);
    expect(page1.items[0]?.name).toBe('Zeta 100%');
    const asc = await getList<{ name: string }>(t, horizon, `${path}?pageSize=100`);
    const names = asc.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect((await getList(t, horizon, `${path}?search=alp`)).total).toBe(1);
    expect((await getList(t, horizon, `${path}?search=%25`)).total).toBe(1);
    expect((await getList(t, horizon, `${path}?search=a_x`)).total).toBe(1);
    const byDate = await getList<{ name: string }>(
      t,
      horizon,
      `${path}?sort=createdAt&order=desc&pageSize=1`,
    );
    expect(byDate.items[0]?.name).toBe('Gamma');
    const bad = await call('GET', `${path}?sort=password`, horizon);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('sort');
  });

  it('refuses a duplicate name with 409 naming the field', async () => {
    await call('POST', path, admin, { name: 'Twice' });
    const res = await call('POST', path, admin, { name: 'Twice' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].field).toBe('name');
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    await expectHostileRefused(t, admin, 'POST', path, hostileNameBodies());
    const id = (await call('POST', path, admin, { name: 'Target' })).json().data.item.id;
    await expectHostileRefused(t, admin, 'PUT', `${path}/${id}`, hostileNameBodies());
    expect((await call('GET', `${path}/abc`, admin)).json().errors[0].field).toBe('id');
    expect((await call('GET', `${path}/99999999999`, admin)).statusCode).toBe(400);
  });

  it("answers 404 to another company's ids and changes nothing", async () => {
    const id = (await call('POST', path, horizon, { name: 'Horizon only' })).json().data.item.id;
    const before = await countRows(t.db);
    for (const [method, payload] of [['GET'], ['PUT', { name: 'Hijacked' }], ['DELETE']] as const) {
      const res = await call(method, `${path}/${id}`, admin, payload);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect((await call('GET', `${path}/${id}`, horizon)).json().data.item.name).toBe('Horizon only');
    const list = await getList<{ name: string }>(t, admin, `${path}?search=Horizon`);
    expect(list.total).toBe(0);
  });

  it('is closed to staff without Users And Roles permissions', async () => {
    const { token } = await t.login('ffd.sales');
    expect((await call('GET', path, token)).statusCode).toBe(403);
    expect((await call('POST', path, token, { name: 'Nope' })).statusCode).toBe(403);
  });
});

describe('department deletion', () => {
  it("is a 'Forbidden Deletion' while roles or staff use it", async () => {
    const list = await getList<{ id: number; name: string }>(
      t,
      admin,
      `${ORGANISATION_PATHS.departments}?search=Sales`,
    );
    const sales = list.items.find((d) => d.name === 'Sales');
    const before = await countRows(t.db);
    const res = await call('DELETE', `${ORGANISATION_PATHS.departments}/${sales?.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: MESSAGES.forbiddenDeletion });
    expect(res.json().message).toMatch(/1 role\(s\) and 1 staff member\(s\)/);
    expect(await countRows(t.db)).toEqual(before);
  });
});
