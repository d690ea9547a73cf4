import {
  COMPANY_APPROVAL_MESSAGES,
  COMPANY_APPROVAL_PATHS,
  COMPANY_CATEGORY,
  companyApprovePath,
  companyRejectPath,
  ROUTES,
  resolveLoginFlow,
} from '@fastforward/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox } from '../../../db/schema';
import { PLATFORM_COMPANY_NAME } from '../../../db/seed/platform';
import {
  createAdmin,
  createCompany,
  createPlatformAdmin,
  signIn,
  type TestCompany,
  type TestUser,
} from '../../../test/factories';
import { expectHostileRefused, getList, type HostileCase, LONG, NUL } from '../../../test/organisation';
import { expectFieldError } from '../../../test/responses';
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
/** A company waiting for the platform's approval, and its administrator (who has accepted no terms yet). */
let pending: TestCompany;
let pendingAdmin: TestUser;
const path = COMPANY_APPROVAL_PATHS.companies;

beforeAll(async () => {
  t = await createTestApp();
  platform = (await createPlatformAdmin(t)).token;
  pending = await createCompany(t, { name: 'Waiting Freight', approved: false, settingsComplete: false });
  pendingAdmin = await createAdmin(t, { company: pending, acceptedTerms: false });
});
afterAll(() => t.close());

const companyId = async (name: string) => {
  const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`no company ${name}`);
  return row.id;
};

const lastMail = async () => (await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0];

const flowOf = async (user: TestUser) => {
  const data = await signIn(t, user);
  const permissions = data.permissions.map((p) => p.name);
  return { data, step: resolveLoginFlow({ ...data, username: user.username, permissions }) };
};

describe('companies joining the platform', () => {
  it('lists pending companies by default, with the administrator e-mail', async () => {
    const list = await getList<Item>(t, platform, path);
    expect(list).toMatchObject({ page: 1, pageSize: 10 });
    const waiting = list.items.find((i) => i.id === pending.id);
    expect(waiting).toMatchObject({ status: 'pending', rejectionReason: null });
    expect(waiting?.administratorEmail).toBe(pendingAdmin.email);
    expect(list.items.every((i) => i.status === 'pending')).toBe(true);
    await createCompany(t, { name: 'Seaways Forwarding' });
    const approved = await getList<Item>(t, platform, `${path}?status=approved&search=seaways`);
    expect(approved.items.map((i) => i.name)).toEqual(['Seaways Forwarding']);
    expectFieldError(await t.as(platform).get(`${path}?status=maybe`), 400, 'status');
  });

  it("lists every status with 'all', and one category when asked", async () => {
    const vendor = await createCompany(t, { name: 'Harbour Vendor', category: COMPANY_CATEGORY.vendor });
    const waitingVendor = await createCompany(t, {
      name: 'Harbour Vendor Two',
      category: COMPANY_CATEGORY.vendor,
      approved: false,
    });
    const namesOf = async (query: string) =>
      (await getList<Item>(t, platform, `${path}?search=harbour&${query}`)).items.map((i) => i.name);
    expect(await namesOf('status=all')).toEqual([vendor.name, waitingVendor.name]);
    expect(await namesOf(`status=all&category=${COMPANY_CATEGORY.vendor}`)).toEqual([
      vendor.name,
      waitingVendor.name,
    ]);
    expect(await namesOf(`category=${COMPANY_CATEGORY.vendor}`)).toEqual([waitingVendor.name]);
    expect(await namesOf(`status=all&category=${COMPANY_CATEGORY.customer}`)).toEqual([]);
    // The pending count the platform's navigation shows: one row asked for, the total read.
    const pendingPage = await getList<Item>(t, platform, `${path}?pageSize=1`);
    expect(pendingPage.total).toBeGreaterThanOrEqual(2);
    expect(pendingPage.items).toHaveLength(1);
    expectFieldError(await t.as(platform).get(`${path}?category=CAT_XYZ`), 400, 'category');
  });

  it('rejects with a reason the administrator is e-mailed, then approves', async () => {
    const id = pending.id;
    const rejected = await t.as(platform).post(companyRejectPath(id), {
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
    expect(list.items.map((i) => i.id)).toContain(pending.id);
    expect((await flowOf(pendingAdmin)).data.isSystemVerified).toBe(0);

    const approved = await t.as(platform).post(companyApprovePath(id));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.item).toMatchObject({ status: 'approved', rejectionReason: null });
    const approvalMail = await lastMail();
    expect(approvalMail?.subject).toBe(COMPANY_APPROVAL_MESSAGES.approvedSubject);
    // It greets the administrator and links to the sign-in page at the configured address.
    expect(approvalMail?.textBody.startsWith(`Dear ${pendingAdmin.fullName},\n`)).toBe(true);
    expect(approvalMail?.textBody).toContain(`${t.config.publicAppUrl}${ROUTES.login}`);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    expect(row?.reviewedBy).toEqual(expect.any(Number));
    const { data, step } = await flowOf(pendingAdmin);
    expect(data.isSystemVerified).toBe(1);
    expect(step).not.toEqual({ kind: 'navigate', to: ROUTES.termsGate });
  });

  it('is open to the super-administrator too', async () => {
    const { token } = await t.login('techart-admin');
    expect((await t.as(token).get(`${path}?status=approved`)).statusCode).toBe(200);
  });

  it('never rejects the platform company, and answers 404 to an unknown id', async () => {
    const before = await countRows(t.db);
    const id = await companyId(PLATFORM_COMPANY_NAME);
    const res = await t.as(platform).post(companyRejectPath(id), { reason: 'No' });
    expect(res.statusCode).toBe(409);
    expect((await t.as(platform).post(companyApprovePath(2147483000))).statusCode).toBe(404);
    expect((await t.as(platform).post(companyRejectPath(2147483000), { reason: 'x' })).statusCode).toBe(404);
    expect((await t.as(platform).post(companyApprovePath(0))).json().errors[0].field).toBe('id');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('is closed to company users', async () => {
    const { token } = await createAdmin(t);
    const id = pending.id;
    expect((await t.as(token).get(path)).statusCode).toBe(403);
    expect((await t.as(token).post(companyApprovePath(id))).statusCode).toBe(403);
    expect((await t.as(token).post(companyRejectPath(id), { reason: 'x' })).statusCode).toBe(403);
  });

  it('refuses hostile reject bodies, storing nothing', async () => {
    const { id } = await createCompany(t);
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
