import { API_PATHS, decodeLinkTimestamp, ORGANISATION_PATHS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHostileRefused, getList, LONG, NUL } from '../../../test/organisation';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const STAFF = ORGANISATION_PATHS.staff;
const NEW_PASSWORD = 'Invited-Pass-7';

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

type Staff = { id: number; username: string; status: string; roles: { id: number; name: string }[] };

async function idOf(path: string, token: string, name: string) {
  const list = await getList<{ id: number; name: string }>(t, token, `${path}?pageSize=100`);
  const found = list.items.find((i) => i.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found.id;
}

async function staffNamed(token: string, username: string): Promise<Staff> {
  const list = await getList<Staff>(t, token, `${STAFF}?search=${username}`);
  const found = list.items.find((s) => s.username === username);
  if (!found) throw new Error(`no ${username}`);
  return found;
}

const latestMail = async (to: string) => {
  const { token } = await t.login('techart-admin');
  const list = await getList<{ toAddress: string; textBody: string; subject: string }>(
    t,
    token,
    API_PATHS.mailOutbox,
  );
  return list.items.find((m) => m.toAddress === to);
};

const loginStatus = async (username: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { username, password } })).statusCode;

describe('staff list', () => {
  it('pages, searches, filters and sorts the company staff only', async () => {
    const all = await getList<Staff>(t, admin, STAFF);
    expect(all).toMatchObject({ total: 7, page: 1, pageSize: 10 });
    expect(all.items.every((s) => s.username.startsWith('ffd.'))).toBe(true);
    expect(all.items[0]).toMatchObject({
      username: 'ffd.accounts',
      status: 'active',
      department: { name: 'Accounts' },
      designation: null,
      roles: [{ name: 'Accounts Executive' }],
    });
    expect((await getList(t, admin, `${STAFF}?search=Sam%20Sal`)).total).toBe(1);
    expect((await getList(t, admin, `${STAFF}?search=oceanic.example`)).total).toBe(7);
    const salesDept = await idOf(ORGANISATION_PATHS.departments, admin, 'Sales');
    const bySales = await getList<Staff>(t, admin, `${STAFF}?departmentId=${salesDept}`);
    expect(bySales.items.map((s) => s.username)).toEqual(['ffd.sales']);
    const staffRole = await idOf(ORGANISATION_PATHS.roles, admin, 'Staff');
    expect(
      (await getList<Staff>(t, admin, `${STAFF}?roleId=${staffRole}`)).items.map((s) => s.username),
    ).toEqual(['ffd.newhire']);
    const desc = await getList<Staff>(t, admin, `${STAFF}?sort=fullName&order=desc&pageSize=2&page=1`);
    expect(desc.items.map((s) => s.username)).toEqual(['ffd.sales', 'ffd.pricing']);
    expect((await getList(t, admin, `${STAFF}?status=disabled`)).total).toBe(0);
    expect((await call('GET', `${STAFF}?status=gone`, admin)).json().errors[0].field).toBe('status');
  });
});

describe('staff invitation', () => {
  it('creates a first-login user whose e-mailed link sets the password once', async () => {
    const sales = await idOf(ORGANISATION_PATHS.departments, admin, 'Sales');
    const designation = (
      await call('POST', ORGANISATION_PATHS.designations, admin, { name: 'Key Account Manager' })
    ).json().data.item.id;
    const salesRole = await idOf(ORGANISATION_PATHS.roles, admin, 'Sales Executive');
    const created = await call('POST', STAFF, admin, {
      username: 'ffd.kam',
      email: 'kam@oceanic.example',
      fullName: 'Kim Account',
      departmentId: sales,
      designationId: designation,
      roleIds: [salesRole],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.item).toMatchObject({
      username: 'ffd.kam',
      isFirstLogin: true,
      status: 'active',
      department: { id: sales, name: 'Sales' },
      designation: { id: designation, name: 'Key Account Manager' },
      roles: [{ id: salesRole, name: 'Sales Executive' }],
    });
    expect(await loginStatus('ffd.kam', NEW_PASSWORD)).toBe(401);

    const mail = await latestMail('kam@oceanic.example');
    const link = mail?.textBody.match(/https:\/\/app\.fastforward\.test\/change-password\?\S+/)?.[0] ?? '';
    const url = new URL(link);
    const expiry = decodeLinkTimestamp(url.searchParams.get('t') ?? '');
    expect(expiry).not.toBeNull();
    expect(Number(atob(atob(url.searchParams.get('t') ?? '')))).toBe(expiry);
    expect(expiry ?? 0).toBeGreaterThan(t.clock.now.getTime() + 6 * 24 * 3600_000);
    const token = url.searchParams.get('token') ?? '';

    const check = (tok: string) =>
      t.app.inject({ method: 'GET', url: `${ORGANISATION_PATHS.firstLoginPasswordCheck}?token=${tok}` });
    expect((await check(token)).json().data.result).toBe(true);
    expect((await check('A'.repeat(43))).json().data.result).toBe(false);

    const set = (payload: object) =>
      t.app.inject({ method: 'POST', url: ORGANISATION_PATHS.firstLoginPassword, payload });
    const mismatch = await set({ token, password: NEW_PASSWORD, cpassword: 'other' });
    expect(mismatch.json().errors[0].field).toBe('cpassword');
    expect((await set({ token, password: NEW_PASSWORD, cpassword: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await set({ token, password: 'Another-Pass-8', cpassword: 'Another-Pass-8' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('token');
    expect((await check(token)).json().data.result).toBe(false);

    const login = await t.login('ffd.kam', NEW_PASSWORD);
    expect(login.isFirstLogin).toBe(false);
    expect(await loginStatus('ffd.kam', 'Another-Pass-8')).toBe(401);
  });

  it('answers an expired invitation like an unknown one', async () => {
    await call('POST', STAFF, admin, {
      username: 'ffd.late',
      email: 'late@oceanic.example',
      fullName: 'Lee Late',
      roleIds: [],
    });
    const token = (await latestMail('late@oceanic.example'))?.textBody.match(/token=([\w-]+)/)?.[1] ?? '';
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: ORGANISATION_PATHS.firstLoginPassword,
      payload: { token, password: NEW_PASSWORD, cpassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('token');
    admin = (await t.login('ffd.admin')).token;
    horizon = (await t.login('horizon.admin')).token;
  });

  it('refuses a taken username (any case, any company) with 409 naming it', async () => {
    const before = await countRows(t.db);
    const res = await call('POST', STAFF, admin, {
      username: 'HORIZON.ADMIN',
      email: 'x@oceanic.example',
      fullName: 'X',
      roleIds: [],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].field).toBe('username');
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('staff changes', () => {
  it('updates e-mail, name, department and roles', async () => {
    const ops = await staffNamed(admin, 'ffd.ops');
    const docsRole = await idOf(ORGANISATION_PATHS.roles, admin, 'Documentation Executive');
    const res = await call('PUT', `${STAFF}/${ops.id}`, admin, {
      email: 'omar@oceanic.example',
      fullName: 'Omar O.',
      departmentId: null,
      roleIds: [docsRole],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item).toMatchObject({
      email: 'omar@oceanic.example',
      fullName: 'Omar O.',
      department: null,
      roles: [{ id: docsRole, name: 'Documentation Executive' }],
    });
  });

  it('disabling ends sessions at once and blocks login; enabling restores it', async () => {
    const { token } = await t.login('ffd.docs');
    const docs = await staffNamed(admin, 'ffd.docs');
    expect((await call('GET', API_PATHS.myProfile, token)).statusCode).toBe(200);
    const disabled = await call('POST', `${STAFF}/${docs.id}/disable`, admin);
    expect(disabled.json().data.item.status).toBe('disabled');
    expect((await call('GET', API_PATHS.myProfile, token)).statusCode).toBe(401);
    expect(await loginStatus('ffd.docs', 'FastForward1')).toBe(401);
    expect((await getList(t, admin, `${STAFF}?status=disabled`)).total).toBe(1);
    expect((await call('POST', `${STAFF}/${docs.id}/enable`, admin)).json().data.item.status).toBe('active');
    expect(await loginStatus('ffd.docs', 'FastForward1')).toBe(200);
  });

  it('refuses disabling yourself', async () => {
    const me = await staffNamed(admin, 'ffd.admin');
    const res = await call('POST', `${STAFF}/${me.id}/disable`, admin);
    expect(res.statusCode).toBe(403);
  });

  it("e-mails a reset link to the member's own address", async () => {
    const accounts = await staffNamed(admin, 'ffd.accounts');
    expect((await call('POST', `${STAFF}/${accounts.id}/reset-password`, admin)).statusCode).toBe(200);
    const mail = await latestMail('ffd.accounts@oceanic.example');
    expect(mail?.subject).toBe('FastForward: reset your password');
    expect(mail?.textBody).toMatch(/\/update-password\/ffd\.accounts\/\d+\?token=/);
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    const ok = { username: 'ffd.hostile', email: 'h@oceanic.example', fullName: 'H', roleIds: [] };
    const usernameCases = [
      { name: 'missing username', body: { ...ok, username: undefined }, field: 'username' },
      { name: 'username number', body: { ...ok, username: 7 }, field: 'username' },
      { name: 'username 10k', body: { ...ok, username: LONG }, field: 'username' },
      { name: 'username NUL', body: { ...ok, username: NUL }, field: 'username' },
      { name: 'username spaces', body: { ...ok, username: 'a b' }, field: 'username' },
    ];
    const otherCases = (base: Record<string, unknown>) => [
      { name: 'email invalid', body: { ...base, email: 'not-an-email' }, field: 'email' },
      { name: 'email 10k', body: { ...base, email: `${LONG}@x.io` }, field: 'email' },
      { name: 'fullName NUL', body: { ...base, fullName: NUL }, field: 'fullName' },
      { name: 'fullName array', body: { ...base, fullName: ['a'] }, field: 'fullName' },
      { name: 'fullName null', body: { ...base, fullName: null }, field: 'fullName' },
      { name: 'roleIds string', body: { ...base, roleIds: '1' }, field: 'roleIds' },
      { name: 'roleIds null', body: { ...base, roleIds: null }, field: 'roleIds' },
      { name: 'roleIds negative', body: { ...base, roleIds: [-1] }, field: 'roleIds.0' },
      { name: 'roleId foreign', body: { ...base, roleIds: [999_999] }, field: 'roleIds' },
      { name: 'departmentId object', body: { ...base, departmentId: { id: 1 } }, field: 'departmentId' },
      { name: 'designationId foreign', body: { ...base, designationId: 999_999 }, field: 'designationId' },
      { name: 'companyId', body: { ...base, companyId: 1 }, field: 'companyId' },
      { name: 'role', body: { ...base, role: 'CAT_ADM' }, field: 'role' },
      { name: 'isAdmin', body: { ...base, isAdmin: true }, field: 'isAdmin' },
      { name: 'password', body: { ...base, password: 'Chosen-Pass-1' }, field: 'password' },
      {
        name: '__proto__',
        body: null,
        raw: JSON.stringify(base).replace(/}$/, ',"__proto__":{"isAdmin":true}}'),
        field: 'body',
      },
      { name: 'array body', body: [base], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(t, admin, 'POST', STAFF, [...usernameCases, ...otherCases(ok)]);
    const sales = await staffNamed(admin, 'ffd.sales');
    await expectHostileRefused(t, admin, 'PUT', `${STAFF}/${sales.id}`, [
      { name: 'username is not changeable', body: { username: 'ffd.renamed' }, field: 'username' },
      ...otherCases({ fullName: 'Sam S.' }),
    ]);
    const hostileFirstLogin = [
      { name: 'no token', body: { password: NEW_PASSWORD, cpassword: NEW_PASSWORD }, field: 'token' },
      {
        name: 'token NUL',
        body: { token: NUL, password: NEW_PASSWORD, cpassword: NEW_PASSWORD },
        field: 'token',
      },
      {
        name: 'weak password',
        body: { token: 'A'.repeat(43), password: 'short', cpassword: 'short' },
        field: 'password',
      },
      {
        name: 'extra userId',
        body: { token: 'A'.repeat(43), password: NEW_PASSWORD, cpassword: NEW_PASSWORD, userId: 1 },
        field: 'userId',
      },
    ];
    await expectHostileRefused(t, admin, 'POST', ORGANISATION_PATHS.firstLoginPassword, hostileFirstLogin);
  });

  it("answers 404 to another company's staff and changes nothing", async () => {
    const theirs = await staffNamed(horizon, 'horizon.settings');
    const before = await countRows(t.db);
    const url = `${STAFF}/${theirs.id}`;
    const results = [
      await call('GET', url, admin),
      await call('PUT', url, admin, { fullName: 'Hijacked' }),
      await call('POST', `${url}/disable`, admin),
      await call('POST', `${url}/enable`, admin),
      await call('POST', `${url}/reset-password`, admin),
    ];
    expect(results.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(await countRows(t.db)).toEqual(before);
    expect((await call('GET', url, horizon)).json().data.item.fullName).toBe('Selma Settings');
    const foreignRole = await idOf(ORGANISATION_PATHS.roles, horizon, 'Settings Manager');
    const me = await staffNamed(admin, 'ffd.pricing');
    const res = await call('PUT', `${STAFF}/${me.id}`, admin, { roleIds: [foreignRole] });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].field).toBe('roleIds');
  });
});
