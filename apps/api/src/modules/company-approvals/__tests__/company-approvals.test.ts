import {
  COMPANY_APPROVAL_MESSAGES,
  COMPANY_APPROVAL_PATHS,
  companyApprovePath,
  companyRejectPath,
  ROUTES,
  resolveLoginFlow,
} from '@fastforward/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox } from '../../../db/schema';
import { PLATFORM_COMPANY_NAME } from '../../../db/seed/platform';
import { expectHostileRefused, getList, type HostileCase, LONG, NUL } from '../../../test/organisation';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Item = {
  id: number;
  name: string;
  status: string;
  rejectionReason: string | null;
  administratorEmail: string | null;
};

let t: TestApp;
let platform: string;
const path = COMPANY_APPROVAL_PATHS.companies;

beforeAll(async () => {
  t = await createTestApp();
  platform = (await t.login('platform.admin')).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(token), ...(payload === undefined ? {} : { payload }) });

const companyId = async (name: string) => {
  const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`no company ${name}`);
  return row.id;
};

const lastMail = async () => (await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0];

const flowOf = async (username: string) => {
  const data = await t.login(username);
  return {
    data,
    step: resolveLoginFlow({ ...data, username, permissions: data.permissions.map((p) => p.name) }),
  };
};

describe('companies joining the platform', () => {
  it('lists pending companies by default, with the administrator e-mail', async () => {
    const list = await getList<Item>(t, platform, path);
    expect(list).toMatchObject({ page: 1, pageSize: 10 });
    const pending = list.items.find((i) => i.name === 'Pending Freight');
    expect(pending).toMatchObject({ status: 'pending', rejectionReason: null });
    expect(pending?.administratorEmail).toEqual(expect.any(String));
    expect(list.items.every((i) => i.status === 'pending')).toBe(true);
    const approved = await getList<Item>(t, platform, `${path}?status=approved&search=oceanic`);
    expect(approved.items.map((i) => i.name)).toEqual(['Oceanic Freight Forwarders']);
    const bad = await call('GET', `${path}?status=maybe`, platform);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('status');
  });

  it('rejects with a reason the administrator is e-mailed, then approves', async () => {
    const id = await companyId('Pending Freight');
    const rejected = await call('POST', companyRejectPath(id), platform, {
      reason: '  Missing trade licence ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.item).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Missing trade licence',
    });
    const mail = await lastMail();
    expect(mail?.subject).toBe(COMPANY_APPROVAL_MESSAGES.rejectedSubject);
    expect(mail?.textBody).toContain('Missing trade licence');
    expect(mail?.toAddress).toBe(rejected.json().data.item.administratorEmail);
    const list = await getList<Item>(t, platform, `${path}?status=rejected`);
    expect(list.items.map((i) => i.name)).toContain('Pending Freight');
    expect((await flowOf('pending.admin')).data.isSystemVerified).toBe(0);

    const approved = await call('POST', companyApprovePath(id), platform);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.item).toMatchObject({ status: 'approved', rejectionReason: null });
    expect((await lastMail())?.subject).toBe(COMPANY_APPROVAL_MESSAGES.approvedSubject);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    expect(row?.reviewedBy).toEqual(expect.any(Number));
    const { data, step } = await flowOf('pending.admin');
    expect(data.isSystemVerified).toBe(1);
    expect(step).not.toEqual({ kind: 'navigate', to: ROUTES.termsGate });
  });

  it('is open to the super-administrator too', async () => {
    const { token } = await t.login('techart-admin');
    expect((await call('GET', `${path}?status=approved`, token)).statusCode).toBe(200);
  });

  it('never rejects the platform company, and answers 404 to an unknown id', async () => {
    const before = await countRows(t.db);
    const id = await companyId(PLATFORM_COMPANY_NAME);
    const res = await call('POST', companyRejectPath(id), platform, { reason: 'No' });
    expect(res.statusCode).toBe(409);
    expect((await call('POST', companyApprovePath(2147483000), platform)).statusCode).toBe(404);
    expect((await call('POST', companyRejectPath(2147483000), platform, { reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', companyApprovePath(0), platform)).json().errors[0].field).toBe('id');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('is closed to company users', async () => {
    const { token } = await t.login('ffd.admin');
    const id = await companyId('Pending Freight');
    expect((await call('GET', path, token)).statusCode).toBe(403);
    expect((await call('POST', companyApprovePath(id), token)).statusCode).toBe(403);
    expect((await call('POST', companyRejectPath(id), token, { reason: 'x' })).statusCode).toBe(403);
  });

  it('refuses hostile reject bodies, storing nothing', async () => {
    const id = await companyId('Horizon Logistics');
    const cases: HostileCase[] = [
      { name: 'missing reason', body: {}, field: 'reason' },
      { name: 'number reason', body: { reason: 42 }, field: 'reason' },
      { name: 'null reason', body: { reason: null }, field: 'reason' },
      { name: 'array reason', body: { reason: ['a'] }, field: 'reason' },
      { name: 'object reason', body: { reason: { $ne: '' } }, field: 'reason' },
      { name: 'blank reason', body: { reason: '   ' }, field: 'reason' },
      { name: '1001 reason', body: { reason: 'x'.repeat(1001) }, field: 'reason' },
      { name: '10k reason', body: { reason: LONG }, field: 'reason' },
      { name: 'NUL in reason', body: { reason: NUL }, field: 'reason' },
      { name: 'isSystemVerified', body: { reason: 'Ok', isSystemVerified: true }, field: 'isSystemVerified' },
      { name: 'companyId', body: { reason: 'Ok', companyId: 2 }, field: 'companyId' },
      {
        name: '__proto__',
        body: null,
        raw: '{"reason":"Ok","__proto__":{"isAdmin":true}}',
        field: 'body',
      },
      { name: 'array body', body: [{ reason: 'Ok' }], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(t, platform, 'POST', companyRejectPath(id), cases);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
    expect(row).toMatchObject({ isSystemVerified: true, rejectionReason: null, reviewedAt: null });
  });
});
