import {
  API_PATHS,
  COMPANY_APPROVAL_PATHS,
  ORGANISATION_PATHS,
  PLATFORM_ADMIN_MESSAGES,
  PLATFORM_ADMIN_PATHS,
  PLATFORM_DOCUMENT_PATHS,
  TERMS_PATHS,
} from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHostileRefused, getList, type HostileCase, LONG, NUL } from '../../../test/organisation';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const ADMINS = PLATFORM_ADMIN_PATHS.admins;
const NEW_PASSWORD = 'Platform-Pass-9';

type Admin = {
  id: number;
  username: string;
  email: string;
  fullName: string;
  status: string;
  isFirstLogin: boolean;
  isSuperAdmin: boolean;
};

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = (await t.login('techart-admin')).token;
});
afterAll(() => t.close());

const adminNamed = async (username: string) => {
  const list = await getList<Admin>(t, superAdmin, `${ADMINS}?search=${encodeURIComponent(username)}`);
  const found = list.items.find((a) => a.username === username);
  if (!found) throw new Error(`no ${username}`);
  return found;
};

const latestMail = async (to: string) => {
  const list = await getList<{ toAddress: string; textBody: string; subject: string }>(
    t,
    superAdmin,
    `${API_PATHS.mailOutbox}?pageSize=100`,
  );
  return list.items.find((m) => m.toAddress === to);
};

const loginStatus = async (username: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { username, password } })).statusCode;

describe('platform administrators list', () => {
  it('lists the platform company’s administrators, the super-administrator marked, and no one else', async () => {
    const list = await getList<Admin>(t, superAdmin, ADMINS);
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(list.items.map((a) => [a.username, a.isSuperAdmin, a.status])).toEqual([
      ['platform.admin', false, 'active'],
      ['techart-admin', true, 'active'],
    ]);
    expect(list.items[0]).not.toHaveProperty('department');
    expect((await getList(t, superAdmin, `${ADMINS}?search=Paula`)).total).toBe(1);
    expect((await getList(t, superAdmin, `${ADMINS}?search=ffd.admin`)).total).toBe(0);
    const desc = await getList<Admin>(t, superAdmin, `${ADMINS}?sort=username&order=desc&pageSize=1`);
    expect(desc.items.map((a) => a.username)).toEqual(['techart-admin']);
    expect((await getList(t, superAdmin, `${ADMINS}?status=disabled`)).total).toBe(0);
    for (const bad of ['status=gone', 'departmentId=1', 'sort=email']) {
      const res = await t.as(superAdmin).get(`${ADMINS}?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].field, bad).toBe(bad.split('=')[0]);
    }
  });
});

describe('invitation', () => {
  it('invites by e-mail with a first-login link; the new administrator signs in and runs the platform', async () => {
    const created = await t.as(superAdmin).post(ADMINS, {
      username: 'platform.second',
      email: 'second@fastforward.example',
      fullName: 'Sam Second',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: PLATFORM_ADMIN_MESSAGES.invited,
      data: {
        item: { username: 'platform.second', isFirstLogin: true, isSuperAdmin: false, status: 'active' },
      },
    });
    expect(await loginStatus('platform.second', NEW_PASSWORD)).toBe(401);

    const mail = await latestMail('second@fastforward.example');
    expect(mail?.subject).toBe('FastForward: FastForward Platform invites you');
    const link = mail?.textBody.match(/https:\/\/app\.fastforward\.test\/change-password\?\S+/)?.[0] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const set = await t.app.inject({
      method: 'POST',
      url: ORGANISATION_PATHS.firstLoginPassword,
      payload: { token, password: NEW_PASSWORD, cpassword: NEW_PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);

    const login = await t.login('platform.second', NEW_PASSWORD);
    expect(login.isFirstLogin).toBe(false);
    expect(login.customerKyc?.companyCategory.categoryCode).toBe('CAT_ADM');
    // The same role as the seeded platform administrator.
    expect(login.roles.map((r) => r.name)).toEqual(['Platform Administrator']);
    for (const url of [
      COMPANY_APPROVAL_PATHS.companies,
      PLATFORM_DOCUMENT_PATHS['license-agreement'],
      PLATFORM_DOCUMENT_PATHS.disclaimer,
      TERMS_PATHS.platform,
      API_PATHS.superAdminSummary,
      API_PATHS.mailOutbox,
    ]) {
      expect((await t.as(login.token).get(url)).statusCode, url).toBe(200);
    }
    // A platform administrator, not the super-administrator.
    expect((await t.as(login.token).get(ADMINS)).statusCode).toBe(403);
  });

  it('refuses a taken username (any case, any company) with 409 naming it, storing nothing', async () => {
    const before = await countRows(t.db);
    for (const username of ['FFD.ADMIN', 'platform.admin', 'Techart-Admin']) {
      const res = await t.as(superAdmin).post(ADMINS, {
        username,
        email: 'x@fastforward.example',
        fullName: 'X',
      });
      expect(res.statusCode, username).toBe(409);
      expect(res.json().errors[0].field).toBe('username');
    }
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('disable, enable and reset', () => {
  it('disabling ends the sessions at once and blocks sign-in; enabling restores it', async () => {
    const { token } = await t.login('platform.second', NEW_PASSWORD);
    const second = await adminNamed('platform.second');
    expect((await t.as(token).get(COMPANY_APPROVAL_PATHS.companies)).statusCode).toBe(200);

    const disabled = await t.as(superAdmin).post(`${ADMINS}/${second.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data.item.status).toBe('disabled');
    expect((await t.as(token).get(COMPANY_APPROVAL_PATHS.companies)).statusCode).toBe(401);
    expect((await t.as(token).get(API_PATHS.myProfile)).statusCode).toBe(401);
    expect(await loginStatus('platform.second', NEW_PASSWORD)).toBe(401);
    expect((await getList(t, superAdmin, `${ADMINS}?status=disabled`)).total).toBe(1);

    // A disabled administrator gets no reset link.
    const refused = await t.as(superAdmin).post(`${ADMINS}/${second.id}/reset-password`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PLATFORM_ADMIN_MESSAGES.enableBeforeReset);

    const enabled = await t.as(superAdmin).post(`${ADMINS}/${second.id}/enable`);
    expect(enabled.json().data.item.status).toBe('active');
    expect(await loginStatus('platform.second', NEW_PASSWORD)).toBe(200);
  });

  it('never disables the super-administrator', async () => {
    const me = await adminNamed('techart-admin');
    const before = await countRows(t.db);
    const res = await t.as(superAdmin).post(`${ADMINS}/${me.id}/disable`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PLATFORM_ADMIN_MESSAGES.superAdminNotDisabled);
    expect(await countRows(t.db)).toEqual(before);
    expect((await t.as(superAdmin).get(ADMINS)).statusCode).toBe(200);
  });

  it('e-mails a password reset link', async () => {
    const paula = await adminNamed('platform.admin');
    const res = await t.as(superAdmin).post(`${ADMINS}/${paula.id}/reset-password`);
    expect(res.json()).toEqual({ success: true, message: PLATFORM_ADMIN_MESSAGES.resetSent });
    const mail = await latestMail('platform.admin@fastforward.example');
    expect(mail?.textBody).toMatch(/\/update-password\/platform\.admin\/\d+\?token=/);
  });

  it("answers 404 to a company user's id and changes nothing", async () => {
    const ffdAdmin = (await t.login('ffd.admin')).token;
    const staff = await getList<{ id: number; username: string }>(
      t,
      ffdAdmin,
      `${ORGANISATION_PATHS.staff}?search=ffd.sales`,
    );
    const id = staff.items[0]?.id;
    const before = await countRows(t.db);
    const results = [
      await t.as(superAdmin).get(`${ADMINS}/${id}`),
      await t.as(superAdmin).post(`${ADMINS}/${id}/disable`),
      await t.as(superAdmin).post(`${ADMINS}/${id}/enable`),
      await t.as(superAdmin).post(`${ADMINS}/${id}/reset-password`),
    ];
    expect(results.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(await countRows(t.db)).toEqual(before);
    expect(await loginStatus('ffd.sales', 'FastForward1')).toBe(200);
  });
});

describe('access', () => {
  it('is the super-administrator’s alone: platform and company users get 403, nothing changes', async () => {
    const paula = await adminNamed('platform.admin');
    const tokens = new Map<string, string>();
    for (const username of ['platform.admin', 'ffd.admin', 'acme.buyer']) {
      tokens.set(username, (await t.login(username)).token);
    }
    const before = await countRows(t.db);
    for (const [username, token] of tokens) {
      const results = [
        await t.as(token).get(ADMINS),
        await t.as(token).get(`${ADMINS}/${paula.id}`),
        await t.as(token).post(ADMINS, { username: 'sneaky', email: 's@x.example', fullName: 'S' }),
        await t.as(token).post(`${ADMINS}/${paula.id}/disable`),
        await t.as(token).post(`${ADMINS}/${paula.id}/enable`),
        await t.as(token).post(`${ADMINS}/${paula.id}/reset-password`),
      ];
      expect(
        results.map((r) => r.statusCode),
        username,
      ).toEqual([403, 403, 403, 403, 403, 403]);
    }
    expect((await t.as().get(ADMINS)).statusCode).toBe(401);
    expect(await countRows(t.db)).toEqual(before);
  });
});

const ok = { username: 'platform.third', email: 'third@fastforward.example', fullName: 'Tia Third' };

const hostileInviteBodies: HostileCase[] = [
  { name: 'missing username', body: { email: ok.email, fullName: ok.fullName }, field: 'username' },
  { name: 'number username', body: { ...ok, username: 42 }, field: 'username' },
  { name: 'username with space', body: { ...ok, username: 'a b' }, field: 'username' },
  { name: '10k username', body: { ...ok, username: LONG }, field: 'username' },
  { name: 'NUL in username', body: { ...ok, username: NUL }, field: 'username' },
  { name: 'bad e-mail', body: { ...ok, email: 'not-an-email' }, field: 'email' },
  { name: 'array e-mail', body: { ...ok, email: [ok.email] }, field: 'email' },
  { name: 'null full name', body: { ...ok, fullName: null }, field: 'fullName' },
  { name: '10k full name', body: { ...ok, fullName: LONG }, field: 'fullName' },
  { name: 'NUL in full name', body: { ...ok, fullName: NUL }, field: 'fullName' },
  { name: 'companyId', body: { ...ok, companyId: 2 }, field: 'companyId' },
  { name: 'role', body: { ...ok, role: 'CAT_ADM' }, field: 'role' },
  { name: 'roleIds', body: { ...ok, roleIds: [1] }, field: 'roleIds' },
  { name: 'isSuperAdmin', body: { ...ok, isSuperAdmin: true }, field: 'isSuperAdmin' },
  { name: 'password', body: { ...ok, password: 'Chosen-Pass-1' }, field: 'password' },
  {
    name: '__proto__',
    body: null,
    raw: JSON.stringify(ok).replace(/}$/, ',"__proto__":{"isSuperAdmin":true}}'),
    field: 'body',
  },
  { name: 'array root', body: [ok], field: 'body' },
  { name: 'null root', body: null, field: 'body' },
];

describe('hostile bodies', () => {
  it('refuses them on invite, storing nothing and sending no e-mail', async () => {
    expect(hostileInviteBodies.length).toBeGreaterThanOrEqual(10);
    await expectHostileRefused(t, superAdmin, 'POST', ADMINS, hostileInviteBodies);
    expect(await latestMail(ok.email)).toBeUndefined();
    expect((await t.as(superAdmin).post(`${ADMINS}/abc/disable`)).json().errors[0].field).toBe('id');
  });
});
