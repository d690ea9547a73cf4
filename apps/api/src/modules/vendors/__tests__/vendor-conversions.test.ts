import {
  COMPANY_CATEGORY,
  NOTIFICATION_KIND,
  VENDOR_MESSAGES,
  VENDOR_PATHS,
  type VendorConversionRequest,
  type VendorProfile,
  vendorConversionApprovePath,
  vendorConversionRejectPath,
} from '@fastforward/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, notifications } from '../../../db/schema';
import {
  createAdmin,
  createCompany,
  createPlatformAdmin,
  createUser,
  signIn,
  type TestUser,
} from '../../../test/factories';
import { expectHostileRefused, type HostileCase, LONG, NUL } from '../../../test/organisation';
import { expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createVendorCompany } from '../../../test/vendor-factories';

let t: TestApp;
let platform: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  platform = await createPlatformAdmin(t);
});
afterAll(() => t.close());

const PROFILE = VENDOR_PATHS.profile;
const REQUESTS = VENDOR_PATHS.conversionRequests;
const profileBody = (overrides: Record<string, unknown> = {}) => ({
  modes: ['air', 'sea'],
  lanes: [
    { originCountryCode: 'AE', destinationCountryCode: 'IN' },
    { originCountryCode: 'in', destinationCountryCode: 'de' },
  ],
  description: 'Consolidation out of Jebel Ali',
  ...overrides,
});

const vendorAdmin = async (options: { approved?: boolean } = {}) =>
  createAdmin(t, { company: await createVendorCompany(t, options) });

describe('the vendor profile', () => {
  it('answers empty until saved, then as saved (country codes upper-cased), for vendors and forwarders', async () => {
    for (const category of [COMPANY_CATEGORY.vendor, COMPANY_CATEGORY.freightForwarder]) {
      const admin = await createAdmin(t, { company: await createVendorCompany(t, { category }) });
      expect(expectItem(await t.as(admin.token).get(PROFILE))).toEqual({
        modes: [],
        lanes: [],
        description: null,
        updatedAt: null,
      });
      const saved = expectItem<VendorProfile>(await t.as(admin.token).put(PROFILE, profileBody()));
      expect(saved).toMatchObject({
        modes: ['air', 'sea'],
        lanes: [
          { originCountryCode: 'AE', destinationCountryCode: 'IN' },
          { originCountryCode: 'IN', destinationCountryCode: 'DE' },
        ],
        description: 'Consolidation out of Jebel Ali',
      });
      const again = expectItem<VendorProfile>(
        await t.as(admin.token).put(PROFILE, profileBody({ lanes: [], modes: ['sea'], description: '' })),
      );
      expect(again).toMatchObject({ modes: ['sea'], lanes: [], description: null });
    }
  });

  it('lets a vendor awaiting approval fill it, and refuses customers and users without the permission', async () => {
    const pending = await vendorAdmin({ approved: false });
    expect((await t.as(pending.token).put(PROFILE, profileBody())).statusCode).toBe(200);

    const clerk = await createUser(t, {
      company: pending.company,
      permissions: ['view-dashboard|Dashboard'],
    });
    expect((await t.as(clerk.token).get(PROFILE)).statusCode).toBe(200);
    const customer = await createAdmin(t, {
      company: await createCompany(t, { category: COMPANY_CATEGORY.customer }),
    });
    const before = await countRows(t.db);
    const refused = await t.as(clerk.token).put(PROFILE, profileBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(VENDOR_MESSAGES.profileNotAllowed);
    expect((await t.as(customer.token).get(PROFILE)).statusCode).toBe(403);
    expect((await t.as(customer.token).put(PROFILE, profileBody())).statusCode).toBe(403);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses hostile bodies, naming the field and storing nothing', async () => {
    const admin = await vendorAdmin();
    const lane = (origin: unknown, destination: unknown = 'IN') => [
      { originCountryCode: origin, destinationCountryCode: destination },
    ];
    const cases: HostileCase[] = [
      { name: 'missing modes', body: { lanes: [] }, field: 'modes' },
      { name: 'no modes', body: profileBody({ modes: [] }), field: 'modes' },
      { name: 'unknown mode', body: profileBody({ modes: ['rail'] }), field: 'modes.0' },
      { name: 'missing lanes', body: { modes: ['air'] }, field: 'lanes' },
      { name: 'lanes as object', body: profileBody({ lanes: { a: 1 } }), field: 'lanes' },
      {
        name: '51 lanes',
        body: profileBody({ lanes: Array.from({ length: 51 }, () => lane('AE')[0]) }),
        field: 'lanes',
      },
      { name: 'lane twice', body: profileBody({ lanes: [...lane('AE'), ...lane('AE')] }), field: 'lanes' },
      {
        name: '3-letter country',
        body: profileBody({ lanes: lane('ARE') }),
        field: 'lanes.0.originCountryCode',
      },
      { name: 'number country', body: profileBody({ lanes: lane(971) }), field: 'lanes.0.originCountryCode' },
      {
        name: 'NUL country',
        body: profileBody({ lanes: lane('A\u0000') }),
        field: 'lanes.0.originCountryCode',
      },
      {
        name: 'unknown country',
        body: profileBody({ lanes: [...lane('AE'), ...lane('AE', 'XX')] }),
        field: 'lanes.1.destinationCountryCode',
      },
      {
        name: 'extra key in a lane',
        body: profileBody({ lanes: [{ ...lane('AE')[0], via: 'SG' }] }),
        field: 'lanes.0.via',
      },
      { name: '10k description', body: profileBody({ description: LONG }), field: 'description' },
      { name: 'NUL description', body: profileBody({ description: NUL }), field: 'description' },
      { name: 'companyId', body: profileBody({ companyId: 1 }), field: 'companyId' },
      { name: 'array body', body: [profileBody()], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(t, admin.token, 'PUT', PROFILE, cases);
    expect(expectItem(await t.as(admin.token).get(PROFILE))).toMatchObject({ modes: [], updatedAt: null });
  });
});

const lastMailTo = async (to: string) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
  )[0];

const pendingQueue = async (query = '') =>
  expectList<VendorConversionRequest>(
    await t.as(platform.token).get(`${VENDOR_PATHS.platformConversionRequests}${query}`),
  );

describe('the request to become a forwarder', () => {
  it('is asked once at a time by the vendor administrator; the platform approves it and the company becomes a forwarder', async () => {
    const admin = await vendorAdmin();
    const clerk = await createUser(t, { company: admin.company, permissions: ['view-dashboard|Dashboard'] });
    expect((await t.as(clerk.token).post(REQUESTS, { reason: 'We forward too' })).statusCode).toBe(403);

    const asked = expectItem<VendorConversionRequest>(
      await t.as(admin.token).post(REQUESTS, { reason: 'We run our own consolidations' }),
      201,
    );
    expect(asked).toMatchObject({
      status: 'pending',
      companyId: admin.company.id,
      companyName: admin.company.name,
      requestedByName: admin.fullName,
      reason: 'We run our own consolidations',
    });
    const twice = await t.as(admin.token).post(REQUESTS, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(VENDOR_MESSAGES.conversionPending);
    expect(expectList(await t.as(clerk.token).get(REQUESTS)).items).toHaveLength(1);

    const queue = await pendingQueue(`?search=${encodeURIComponent(admin.company.name)}`);
    expect(queue.items.map((r) => r.id)).toEqual([asked.id]);

    const approved = expectItem<VendorConversionRequest>(
      await t.as(platform.token).post(vendorConversionApprovePath(asked.id)),
    );
    expect(approved).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(approved.reviewedAt).not.toBeNull();
    const [company] = await t.db.select().from(companies).where(eq(companies.id, admin.company.id));
    expect(company?.categoryCode).toBe(COMPANY_CATEGORY.freightForwarder);

    // The vendor's sessions end: signed in again, its users are a forwarder's.
    expect((await t.as(admin.token).get(PROFILE)).statusCode).toBe(401);
    const session = await signIn(t, admin);
    expect(session.customerKyc?.companyCategory.categoryCode).toBe(COMPANY_CATEGORY.freightForwarder);
    expect((await t.as(session.token).post(REQUESTS, { reason: 'x' })).statusCode).toBe(403);
    expect((await t.as(session.token).get(VENDOR_PATHS.search)).statusCode).toBe(200);

    const mail = await lastMailTo(admin.email);
    expect(mail?.subject).toBe(VENDOR_MESSAGES.conversionApprovedSubject);
    expect(await lastMailTo(clerk.email)).toBeUndefined();
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, admin.id),
          eq(notifications.kind, NOTIFICATION_KIND.vendorConversionApproved),
        ),
      );
    expect(told).toHaveLength(1);

    const decidedAgain = await t.as(platform.token).post(vendorConversionApprovePath(asked.id));
    expect(decidedAgain.statusCode).toBe(409);
    expect(decidedAgain.json().message).toBe(VENDOR_MESSAGES.conversionDecided);
    const lateReject = await t
      .as(platform.token)
      .post(vendorConversionRejectPath(asked.id), { reason: 'Late' });
    expect(lateReject.statusCode).toBe(409);
  });

  it('is rejected with a reason the vendor is told; the company stays a vendor and may ask again', async () => {
    const admin = await vendorAdmin();
    const asked = expectItem<VendorConversionRequest>(
      await t.as(admin.token).post(REQUESTS, { reason: 'Growing' }),
      201,
    );
    const before = await countRows(t.db);
    const path = vendorConversionRejectPath(asked.id);
    const cases: HostileCase[] = [
      { name: 'missing reason', body: {}, field: 'reason' },
      { name: 'empty reason', body: { reason: '  ' }, field: 'reason' },
      { name: 'number reason', body: { reason: 5 }, field: 'reason' },
      { name: 'array reason', body: { reason: ['a'] }, field: 'reason' },
      { name: 'object reason', body: { reason: { $ne: '' } }, field: 'reason' },
      { name: '10k reason', body: { reason: LONG }, field: 'reason' },
      { name: 'NUL reason', body: { reason: NUL }, field: 'reason' },
      { name: 'status', body: { reason: 'No', status: 'approved' }, field: 'status' },
      { name: 'companyId', body: { reason: 'No', companyId: 1 }, field: 'companyId' },
      { name: 'array body', body: [{ reason: 'No' }], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(t, platform.token, 'POST', path, cases);
    expect(await countRows(t.db)).toEqual(before);

    const rejected = expectItem<VendorConversionRequest>(
      await t.as(platform.token).post(path, { reason: 'Registration documents are missing' }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Registration documents are missing',
    });
    const mail = await lastMailTo(admin.email);
    expect(mail?.subject).toBe(VENDOR_MESSAGES.conversionRejectedSubject);
    expect(mail?.textBody).toContain('Registration documents are missing');
    const [company] = await t.db.select().from(companies).where(eq(companies.id, admin.company.id));
    expect(company?.categoryCode).toBe(COMPANY_CATEGORY.vendor);
    expect((await t.as(admin.token).get(PROFILE)).statusCode).toBe(200);

    expect((await t.as(platform.token).post(vendorConversionApprovePath(asked.id))).statusCode).toBe(409);
    expect((await t.as(admin.token).post(REQUESTS, { reason: 'Documents uploaded' })).statusCode).toBe(201);
    expect((await pendingQueue('?status=rejected&pageSize=100')).items.map((r) => r.id)).toContain(asked.id);
    expect((await t.as(platform.token).post(vendorConversionApprovePath(2_000_000))).statusCode).toBe(404);
  });

  it('refuses hostile requests from the vendor, and forwarders and customers may not ask', async () => {
    const admin = await vendorAdmin();
    const cases: HostileCase[] = [
      { name: 'missing reason', body: {}, field: 'reason' },
      { name: 'empty reason', body: { reason: '' }, field: 'reason' },
      { name: 'null reason', body: { reason: null }, field: 'reason' },
      { name: 'number reason', body: { reason: 1 }, field: 'reason' },
      { name: 'array reason', body: { reason: ['x'] }, field: 'reason' },
      { name: '10k reason', body: { reason: LONG }, field: 'reason' },
      { name: 'NUL reason', body: { reason: NUL }, field: 'reason' },
      { name: 'status', body: { reason: 'Ok', status: 'approved' }, field: 'status' },
      { name: 'companyId', body: { reason: 'Ok', companyId: 1 }, field: 'companyId' },
      { name: 'array body', body: [{ reason: 'Ok' }], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(t, admin.token, 'POST', REQUESTS, cases);
    const forwarder = await createAdmin(t);
    expect((await t.as(forwarder.token).post(REQUESTS, { reason: 'Ok' })).statusCode).toBe(403);
    expect((await t.as(forwarder.token).get(VENDOR_PATHS.platformConversionRequests)).statusCode).toBe(403);
  });
});
