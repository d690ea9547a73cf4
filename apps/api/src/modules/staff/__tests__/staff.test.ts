import { API_PATHS, decodeLinkTimestamp, ORGANISATION_PATHS, PERMISSIONS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createCompany,
  createOrganisation,
  createUser,
  signIn,
  type TestUser,
} from '../../../test/factories';
import { expectHostileRefused, getList, LONG, NUL } from '../../../test/organisation';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const STAFF = ORGANISATION_PATHS.staff;
const NEW_PASSWORD = 'Invited-Pass-7';

/** The company's staff: one in each role, the newcomer yet to choose a password. */
const MEMBERS = [
  { key: 'admin', fullName: 'Olivia Admin', role: 'Business Administrator' },
  { key: 'sales', fullName: 'Sam Sales', role: 'Sales Executive' },
  { key: 'pricing', fullName: 'Priya Pricing', role: 'Pricing Executive' },
  { key: 'ops', fullName: 'Omar Operations', role: 'Operations Executive' },
  { key: 'docs', fullName: 'Dana Documentation', role: 'Documentation Executive' },
  { key: 'accounts', fullName: 'Alex Accounts', role: 'Accounts Executive' },
  { key: 'newhire', fullName: 'Nina Newhire', role: 'Staff', firstLogin: true },
] as const;

let t: TestApp;
let staff: Record<(typeof MEMBERS)[number]['key'], TestUser>;
let otherAdmin: TestUser;
let otherMember: TestUser;
let admin: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t, { shortName: 'seaways' });
  const { role } = await createOrganisation(t, company);
  const members: Partial<typeof staff> = {};
  for (const { key, role: name, ...member } of MEMBERS) {
    const held = role(name);
    members[key] = await createUser(t, {
      company,
      username: `sea.${key}`,
      roles: [held],
      department: held.department,
      ...member,
    });
  }
  staff = members as typeof staff;
  admin = staff.admin.token;

  const otherCompany = await createCompany(t);
  const settings = await createOrganisation(t, otherCompany, [
    { name: 'Settings Manager', department: 'Management', permissions: [PERMISSIONS.basicSettings] },
  ]);
  otherAdmin = await createAdmin(t, { company: otherCompany });
  otherMember = await createUser(t, {
    company: otherCompany,
    fullName: 'Selma Settings',
    roles: [settings.role('Settings Manager')],
  });
  other = otherAdmin.token;
});
afterAll(() => t.close());

type Staff = { id: number; username: string; status: string; roles: { id: number; name: string }[] };

async function idOf(path: string, token: string, name: string) {
  const list = await getList<{ id: number; name: string }>(t, token, `${path}?pageSize=100`);
  const found = list.items.find((i) => i.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found.id;
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
  (await t.as().post(API_PATHS.login, { username, password })).statusCode;

describe('staff list', () => {
  it('pages, searches, filters and sorts the company staff only', async () => {
    const all = await getList<Staff>(t, admin, STAFF);
    expect(all).toMatchObject({ total: 7, page: 1, pageSize: 10 });
    expect(all.items.every((s) => s.username.startsWith('sea.'))).toBe(true);
    expect(all.items[0]).toMatchObject({
      username: 'sea.accounts',
      status: 'active',
      department: { name: 'Accounts' },
      designation: null,
      roles: [{ name: 'Accounts Executive' }],
    });
    expect((await getList(t, admin, `${STAFF}?search=Sam%20Sal`)).total).toBe(1);
    expect((await getList(t, admin, `${STAFF}?search=seaways.test`)).total).toBe(7);
    const salesDept = await idOf(ORGANISATION_PATHS.departments, admin, 'Sales');
    const bySales = await getList<Staff>(t, admin, `${STAFF}?departmentId=${salesDept}`);
    expect(bySales.items.map((s) => s.username)).toEqual(['sea.sales']);
    const staffRole = await idOf(ORGANISATION_PATHS.roles, admin, 'Staff');
    expect(
      (await getList<Staff>(t, admin, `${STAFF}?roleId=${staffRole}`)).items.map((s) => s.username),
    ).toEqual(['sea.newhire']);
    const desc = await getList<Staff>(t, admin, `${STAFF}?sort=fullName&order=desc&pageSize=2&page=1`);
    expect(desc.items.map((s) => s.username)).toEqual(['sea.sales', 'sea.pricing']);
    expect((await getList(t, admin, `${STAFF}?status=disabled`)).total).toBe(0);
    expectFieldError(await t.as(admin).get(`${STAFF}?status=gone`), 400, 'status');
  });
});

describe('staff invitation', () => {
  it('creates a first-login user whose e-mailed link sets the password once', async () => {
    const sales = await idOf(ORGANISATION_PATHS.departments, admin, 'Sales');
    const designation = expectItem(
      await t.as(admin).post(ORGANISATION_PATHS.designations, { name: 'Key Account Manager' }),
      201,
    ).id;
    const salesRole = await idOf(ORGANISATION_PATHS.roles, admin, 'Sales Executive');
    const created = await t.as(admin).post(STAFF, {
      username: 'sea.kam',
      email: 'kam@seaways.test',
      fullName: 'Kim Account',
      departmentId: sales,
      designationId: designation,
      roleIds: [salesRole],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.item).toMatchObject({
      username: 'sea.kam',
      isFirstLogin: true,
      status: 'active',
      department: { id: sales, name: 'Sales' },
      designation: { id: designation, name: 'Key Account Manager' },
      roles: [{ id: salesRole, name: 'Sales Executive' }],
    });
    expect(await loginStatus('sea.kam', NEW_PASSWORD)).toBe(401);

    const mail = await latestMail('kam@seaways.test');
    const link = mail?.textBody.match(/https:\/\/app\.fastforward\.test\/change-password\?\S+/)?.[0] ?? '';
    const url = new URL(link);
    const expiry = decodeLinkTimestamp(url.searchParams.get('t') ?? '');
    expect(expiry).not.toBeNull();
    expect(Number(atob(atob(url.searchParams.get('t') ?? '')))).toBe(expiry);
    expect(expiry ?? 0).toBeGreaterThan(t.clock.now.getTime() + 6 * 24 * 3600_000);
    const token = url.searchParams.get('token') ?? '';

    const check = (tok: string) => t.as().get(`${ORGANISATION_PATHS.firstLoginPasswordCheck}?token=${tok}`);
    expect((await check(token)).json().data.result).toBe(true);
    expect((await check('A'.repeat(43))).json().data.result).toBe(false);

    const set = (payload: object) => t.as().post(ORGANISATION_PATHS.firstLoginPassword, payload);
    const mismatch = await set({ token, password: NEW_PASSWORD, cpassword: 'other' });
    expect(mismatch.json().errors[0].field).toBe('cpassword');
    expect((await set({ token, password: NEW_PASSWORD, cpassword: NEW_PASSWORD })).statusCode).toBe(200);
    expectFieldError(
      await set({ token, password: 'Another-Pass-8', cpassword: 'Another-Pass-8' }),
      400,
      'token',
    );
    expect((await check(token)).json().data.result).toBe(false);

    const login = await t.login('sea.kam', NEW_PASSWORD);
    expect(login.isFirstLogin).toBe(false);
    expect(await loginStatus('sea.kam', 'Another-Pass-8')).toBe(401);
  });

  it('answers an expired invitation like an unknown one', async () => {
    await t.as(admin).post(STAFF, {
      username: 'sea.late',
      email: 'late@seaways.test',
      fullName: 'Lee Late',
      roleIds: [],
    });
    const token = (await latestMail('late@seaways.test'))?.textBody.match(/token=([\w-]+)/)?.[1] ?? '';
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    const res = await t.as().post(ORGANISATION_PATHS.firstLoginPassword, {
      token,
      password: NEW_PASSWORD,
      cpassword: NEW_PASSWORD,
    });
    expectFieldError(res, 400, 'token');
    admin = (await signIn(t, staff.admin)).token;
    other = (await signIn(t, otherAdmin)).token;
  });

  it('refuses a taken username (any case, any company) with 409 naming it', async () => {
    const before = await countRows(t.db);
    const res = await t.as(admin).post(STAFF, {
      username: otherAdmin.username.toUpperCase(),
      email: 'x@seaways.test',
      fullName: 'X',
      roleIds: [],
    });
    expectFieldError(res, 409, 'username');
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('staff changes', () => {
  it('updates e-mail, name, department and roles', async () => {
    const docsRole = await idOf(ORGANISATION_PATHS.roles, admin, 'Documentation Executive');
    const res = await t.as(admin).put(`${STAFF}/${staff.ops.id}`, {
      email: 'omar@seaways.test',
      fullName: 'Omar O.',
      departmentId: null,
      roleIds: [docsRole],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item).toMatchObject({
      email: 'omar@seaways.test',
      fullName: 'Omar O.',
      department: null,
      roles: [{ id: docsRole, name: 'Documentation Executive' }],
    });
  });

  it('disabling ends sessions at once and blocks login; enabling restores it', async () => {
    const docs = staff.docs;
    const { token } = await signIn(t, docs);
    expect((await t.as(token).get(API_PATHS.myProfile)).statusCode).toBe(200);
    const disabled = await t.as(admin).post(`${STAFF}/${docs.id}/disable`);
    expect(disabled.json().data.item.status).toBe('disabled');
    expect((await t.as(token).get(API_PATHS.myProfile)).statusCode).toBe(401);
    expect(await loginStatus(docs.username, docs.password)).toBe(401);
    expect((await getList(t, admin, `${STAFF}?status=disabled`)).total).toBe(1);
    expect((await t.as(admin).post(`${STAFF}/${docs.id}/enable`)).json().data.item.status).toBe('active');
    expect(await loginStatus(docs.username, docs.password)).toBe(200);
  });

  it('refuses disabling yourself', async () => {
    const res = await t.as(admin).post(`${STAFF}/${staff.admin.id}/disable`);
    expect(res.statusCode).toBe(403);
  });

  it("e-mails a reset link to the member's own address", async () => {
    const accounts = staff.accounts;
    expect((await t.as(admin).post(`${STAFF}/${accounts.id}/reset-password`)).statusCode).toBe(200);
    const mail = await latestMail(accounts.email);
    expect(mail?.subject).toBe('FastForward: reset your password');
    expect(mail?.textBody).toMatch(/\/update-password\/sea\.accounts\/\d+\?token=/);
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    const ok = { username: 'sea.hostile', email: 'h@seaways.test', fullName: 'H', roleIds: [] };
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
    await expectHostileRefused(t, admin, 'PUT', `${STAFF}/${staff.sales.id}`, [
      { name: 'username is not changeable', body: { username: 'sea.renamed' }, field: 'username' },
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
    const before = await countRows(t.db);
    const url = `${STAFF}/${otherMember.id}`;
    const caller = t.as(admin);
    const results = [
      await caller.get(url),
      await caller.put(url, { fullName: 'Hijacked' }),
      await caller.post(`${url}/disable`),
      await caller.post(`${url}/enable`),
      await caller.post(`${url}/reset-password`),
    ];
    expect(results.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(await countRows(t.db)).toEqual(before);
    expect(expectItem(await t.as(other).get(url)).fullName).toBe('Selma Settings');
    const foreignRole = await idOf(ORGANISATION_PATHS.roles, other, 'Settings Manager');
    expectFieldError(
      await caller.put(`${STAFF}/${staff.pricing.id}`, { roleIds: [foreignRole] }),
      404,
      'roleIds',
    );
  });
});
