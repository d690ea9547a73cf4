import {
  COMPANY_CATEGORY,
  CUSTOMER_KYC_PATHS,
  CUSTOMERS_ACCESS,
  FILE_OWNER_TYPE,
  KYC_LOG_ACTION,
  KYC_UPDATE_REQUEST_MESSAGES,
  KYC_UPDATE_REQUEST_PATHS,
  type KycDetails,
  type KycUpdateRequest,
  NOTIFICATION_KIND,
} from '@fastforward/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings, customerKycs, files, kycApproveLogs, notifications } from '../../../db/schema';
import { createCompany, createUser, type TestUser } from '../../../test/factories';
import { createApprovedKyc, type TestCustomerKyc } from '../../../test/kyc-factories';
import { expectHostileRefused, type HostileCase, LONG, NUL } from '../../../test/organisation';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const paths = KYC_UPDATE_REQUEST_PATHS;
const itemPath = (id: number) => paths.item.replace(':id', String(id));
const approvePath = (id: number) => paths.approve.replace(':id', String(id));
const rejectPath = (id: number) => paths.reject.replace(':id', String(id));
const REVIEWER_PERMISSIONS = [CUSTOMERS_ACCESS.view[0], CUSTOMERS_ACCESS.update[0]] as string[];

let t: TestApp;
let forwarder: { id: number };
let sales: TestUser;
/** A Customers viewer of another forwarder. */
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  forwarder = await createCompany(t);
  sales = await createUser(t, { company: forwarder as never, permissions: REVIEWER_PERMISSIONS });
  stranger = await createUser(t, { permissions: REVIEWER_PERMISSIONS });
});
afterAll(() => t.close());

/** The customer's details with a new phone and a second contact. */
const changedDetails = (details: KycDetails): KycDetails => ({
  ...details,
  phone: '+49 40 555 0199',
  contacts: [
    ...details.contacts,
    { name: 'Lee Second', designation: null, email: 'lee@example.com', phone: null },
  ],
});

const ask = (customer: TestCustomerKyc, details: KycDetails, remarks?: string) =>
  t.as(customer.user.token).post(paths.list, { details, ...(remarks ? { remarks } : {}) });

async function pendingRequest(customer: TestCustomerKyc) {
  return expectItem<KycUpdateRequest>(await ask(customer, changedDetails(customer.details)), 201);
}

const kycDetailsOf = async (kycId: number) =>
  (await t.db.select().from(customerKycs).where(eq(customerKycs.id, kycId)))[0]?.details as KycDetails;

const lastLog = async (kycId: number) =>
  (
    await t.db
      .select()
      .from(kycApproveLogs)
      .where(eq(kycApproveLogs.kycId, kycId))
      .orderBy(desc(kycApproveLogs.id))
      .limit(1)
  )[0];

const notificationsOf = (userId: number, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('the customer’s own KYC (GET mine)', () => {
  it('shows the status, details, forwarder, sales person and documents, and no request yet', async () => {
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    await t.db.insert(companySettings).values({
      companyId: forwarder.id,
      contactEmail: 'desk@forwarder.test',
      phone: '+44 20 555 0000',
    });
    const [file] = await t.db
      .insert(files)
      .values({
        companyId: forwarder.id,
        ownerType: FILE_OWNER_TYPE.customerKyc,
        ownerId: customer.kycId,
        collection: 'TD',
        storageKey: `kyc-test-${customer.kycId}`,
        originalName: 'tax.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1234,
        sha256: 'a'.repeat(64),
      })
      .returning({ id: files.id });
    const mine = expectItem<Record<string, unknown>>(
      await t.as(customer.user.token).get(CUSTOMER_KYC_PATHS.mine),
    );
    expect(mine).toMatchObject({
      id: customer.kycId,
      status: 'approved',
      shortName: customer.company.shortName,
      username: customer.user.username,
      details: customer.details,
      forwarder: { id: forwarder.id, email: 'desk@forwarder.test', phone: '+44 20 555 0000' },
      salesPerson: { id: sales.id, fullName: sales.fullName, email: sales.email },
      documents: [{ id: file?.id, collection: 'TD', originalName: 'tax.pdf', sizeBytes: 1234 }],
      pendingUpdateRequest: null,
    });
  });

  it('is a 404 for a customer company without a KYC, and refused to a forwarder', async () => {
    const loneCustomer = await createUser(t, {
      company: await createCompany(t, { category: COMPANY_CATEGORY.customer, parentCompanyId: forwarder.id }),
    });
    const res = await t.as(loneCustomer.token).get(CUSTOMER_KYC_PATHS.mine);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe(KYC_UPDATE_REQUEST_MESSAGES.kycNotFound);
    expect((await t.as(sales.token).get(CUSTOMER_KYC_PATHS.mine)).statusCode).toBe(403);
  });
});

describe('asking for changes', () => {
  it('stores only the differences, logs them, tells the sales person and changes nothing else', async () => {
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    const before = await countRows(t.db);
    const request = await pendingRequest(customer);
    expect(request).toMatchObject({
      kycId: customer.kycId,
      status: 'pending',
      company: { id: customer.company.id, name: customer.company.name },
      requestedBy: { id: customer.user.id, fullName: customer.user.fullName },
      reviewedBy: null,
    });
    expect(request.changes.map((c) => [c.field, c.label])).toEqual([
      ['phone', 'Phone'],
      ['contacts', 'Contacts'],
    ]);
    expect(request.changes[0]).toMatchObject({ from: customer.details.phone, to: '+49 40 555 0199' });
    const after = await countRows(t.db);
    expect(after.kyc_update_requests).toBe((before.kyc_update_requests ?? 0) + 1);
    expect(after.kyc_approve_logs).toBe((before.kyc_approve_logs ?? 0) + 1);
    expect(await kycDetailsOf(customer.kycId)).toEqual(customer.details);
    expect(await lastLog(customer.kycId)).toMatchObject({
      action: KYC_LOG_ACTION.updateRequested,
      actorId: customer.user.id,
      details: { updateRequestId: request.id, fields: ['phone', 'contacts'] },
    });
    const [notice] = await notificationsOf(sales.id, NOTIFICATION_KIND.kycUpdateRequested);
    expect(notice?.title).toContain(customer.company.name);

    const mine = expectItem<{ pendingUpdateRequest: { id: number } }>(
      await t.as(customer.user.token).get(CUSTOMER_KYC_PATHS.mine),
    );
    expect(mine.pendingUpdateRequest.id).toBe(request.id);
    const own = expectList<KycUpdateRequest>(await t.as(customer.user.token).get(paths.mine));
    expect(own.items.map((i) => i.id)).toEqual([request.id]);
  });

  it('waits for one request at a time', async () => {
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    await pendingRequest(customer);
    const before = await countRows(t.db);
    const res = await ask(customer, { ...customer.details, website: 'https://other.example.com' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(KYC_UPDATE_REQUEST_MESSAGES.alreadyPending);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses a request that changes nothing, and one before the KYC is approved', async () => {
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    // Empty optional text is the same as none: still nothing to change.
    const same = {
      ...customer.details,
      addresses: customer.details.addresses.map((a) => ({ ...a, addressLine2: '' })),
    };
    const error = expectFieldError(await ask(customer, same), 400, 'details');
    expect(error.defaultMessage).toBe(KYC_UPDATE_REQUEST_MESSAGES.nothingToChange);

    // The KYC's own rule (a company awaiting approval may not write at all, which auth refuses first).
    const reopened = await createApprovedKyc(t, { forwarder, salesUser: sales });
    await t.db.update(customerKycs).set({ status: 'submitted' }).where(eq(customerKycs.id, reopened.kycId));
    const before = await countRows(t.db);
    const res = await ask(reopened, changedDetails(reopened.details));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(KYC_UPDATE_REQUEST_MESSAGES.notApproved);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses hostile bodies, storing nothing', async () => {
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    const details = changedDetails(customer.details);
    const cases: HostileCase[] = [
      { name: 'missing details', body: {}, field: 'details' },
      { name: 'null details', body: { details: null }, field: 'details' },
      { name: 'array details', body: { details: [details] }, field: 'details' },
      {
        name: 'blank company name',
        body: { details: { ...details, companyName: '  ' } },
        field: 'details.companyName',
      },
      {
        name: '10k company name',
        body: { details: { ...details, companyName: LONG } },
        field: 'details.companyName',
      },
      { name: 'NUL in phone', body: { details: { ...details, phone: NUL } }, field: 'details.phone' },
      { name: 'bad phone', body: { details: { ...details, phone: 'call me' } }, field: 'details.phone' },
      { name: 'no contacts', body: { details: { ...details, contacts: [] } }, field: 'details.contacts' },
      {
        name: 'bad contact e-mail',
        body: { details: { ...details, contacts: [{ ...details.contacts[0], email: 'nope' }] } },
        field: 'details.contacts.0.email',
      },
      {
        name: 'no registered address',
        body: { details: { ...details, addresses: [{ ...details.addresses[0], type: 'billing' }] } },
        field: 'details.addresses',
      },
      {
        name: 'shortName in details',
        body: { details: { ...details, shortName: 'x' } },
        field: 'details.shortName',
      },
      { name: 'status', body: { details, status: 'approved' }, field: 'status' },
      { name: 'kycId', body: { details, kycId: 1 }, field: 'kycId' },
      { name: 'number remarks', body: { details, remarks: 42 }, field: 'remarks' },
      { name: '10k remarks', body: { details, remarks: LONG }, field: 'remarks' },
      { name: 'array body', body: [{ details }], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(t, customer.user.token, 'POST', paths.list, cases);
  });
});

describe('the forwarder’s review', () => {
  it('lists its customers’ requests, searched by company name and filtered by status', async () => {
    const customer = await createApprovedKyc(t, {
      forwarder,
      salesUser: sales,
      companyName: 'Zebra Findable Ltd',
    });
    const request = await pendingRequest(customer);
    const all = expectList<KycUpdateRequest>(
      await t.as(sales.token).get(`${paths.list}?search=zebra findable`),
    );
    expect(all.items.map((i) => i.id)).toEqual([request.id]);
    expect(all.pageSize).toBe(10);
    const rejected = expectList<KycUpdateRequest>(
      await t.as(sales.token).get(`${paths.list}?search=zebra findable&status=rejected`),
    );
    expect(rejected.total).toBe(0);
    const item = expectItem<KycUpdateRequest>(await t.as(sales.token).get(itemPath(request.id)));
    expect(item).toEqual(request);
  });

  it('approves: the requested fields, the company name and settings change, logged and told', async () => {
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    const details = { ...changedDetails(customer.details), companyName: `${customer.company.name} GmbH` };
    const request = expectItem<KycUpdateRequest>(await ask(customer, details), 201);
    const approved = expectItem<KycUpdateRequest>(await t.as(sales.token).post(approvePath(request.id), {}));
    expect(approved).toMatchObject({
      status: 'approved',
      reviewedBy: { id: sales.id },
      company: { name: details.companyName },
    });
    const stored = await kycDetailsOf(customer.kycId);
    expect(stored.phone).toBe(details.phone);
    expect(stored.contacts.map((c) => c.name)).toEqual(['Kim Contact', 'Lee Second']);
    expect(stored.taxRegistrationNumber).toBe(customer.details.taxRegistrationNumber);
    const [settings] = await t.db
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, customer.company.id));
    expect(settings).toMatchObject({ phone: details.phone, city: 'Hamburg', countryCode: 'DE' });
    expect((await lastLog(customer.kycId))?.action).toBe(KYC_LOG_ACTION.updateApproved);
    expect(await notificationsOf(customer.user.id, NOTIFICATION_KIND.kycUpdateApproved)).toHaveLength(1);

    const again = await t.as(sales.token).post(approvePath(request.id), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(KYC_UPDATE_REQUEST_MESSAGES.alreadyDecided);
    // Decided: the customer may ask again.
    expectItem(await ask(customer, { ...details, website: null }), 201);
  });

  it('refuses to approve a field that changed since the request (409 on the field)', async () => {
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    const request = await pendingRequest(customer);
    const changedMeanwhile = { ...customer.details, phone: '+49 40 555 0777' };
    await t.db
      .update(customerKycs)
      .set({ details: changedMeanwhile })
      .where(eq(customerKycs.id, customer.kycId));
    const before = await countRows(t.db);
    const error = expectFieldError(await t.as(sales.token).post(approvePath(request.id), {}), 409, 'phone');
    expect(error.defaultMessage).toBe(KYC_UPDATE_REQUEST_MESSAGES.changedSince('Phone'));
    expect(await countRows(t.db)).toEqual(before);
    expect(await kycDetailsOf(customer.kycId)).toEqual(changedMeanwhile);
  });

  it('rejects with a reason: the details stay, the customer is told', async () => {
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    const request = await pendingRequest(customer);
    expectFieldError(await t.as(sales.token).post(rejectPath(request.id), {}), 400, 'reason');
    const rejected = expectItem<KycUpdateRequest>(
      await t.as(sales.token).post(rejectPath(request.id), { reason: 'Send the new phone on letterhead' }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Send the new phone on letterhead',
    });
    expect(await kycDetailsOf(customer.kycId)).toEqual(customer.details);
    expect(await lastLog(customer.kycId)).toMatchObject({
      action: KYC_LOG_ACTION.updateRejected,
      remarks: 'Send the new phone on letterhead',
    });
    const [notice] = await notificationsOf(customer.user.id, NOTIFICATION_KIND.kycUpdateRejected);
    expect(notice?.body).toContain('letterhead');
    const own = expectList<KycUpdateRequest>(await t.as(customer.user.token).get(paths.mine));
    expect(own.items[0]).toMatchObject({ id: request.id, status: 'rejected' });
  });

  it('refuses hostile approve and reject bodies, storing nothing', async () => {
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    const request = await pendingRequest(customer);
    const common: HostileCase[] = [
      { name: 'status', body: { status: 'approved' }, field: 'status' },
      { name: 'companyId', body: { companyId: 2 }, field: 'companyId' },
      { name: 'reviewedBy', body: { reviewedBy: 1 }, field: 'reviewedBy' },
      { name: 'changes', body: { changes: [] }, field: 'changes' },
      { name: 'array body', body: [{}], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
      { name: '__proto__', body: null, raw: '{"__proto__":{"isAdmin":true}}', field: 'body' },
    ];
    await expectHostileRefused(t, sales.token, 'POST', approvePath(request.id), [
      ...common,
      { name: 'number remarks', body: { remarks: 42 }, field: 'remarks' },
      { name: 'array remarks', body: { remarks: ['a'] }, field: 'remarks' },
      { name: '10k remarks', body: { remarks: LONG }, field: 'remarks' },
      { name: 'NUL in remarks', body: { remarks: NUL }, field: 'remarks' },
    ]);
    await expectHostileRefused(t, sales.token, 'POST', rejectPath(request.id), [
      ...common.map((c) => ({
        ...c,
        body: c.body && !Array.isArray(c.body) ? { reason: 'Ok', ...c.body } : c.body,
      })),
      { name: 'missing reason', body: {}, field: 'reason' },
      { name: 'blank reason', body: { reason: '   ' }, field: 'reason' },
      { name: 'null reason', body: { reason: null }, field: 'reason' },
      { name: 'number reason', body: { reason: 42 }, field: 'reason' },
      { name: '10k reason', body: { reason: LONG }, field: 'reason' },
      { name: 'NUL in reason', body: { reason: NUL }, field: 'reason' },
    ]);
    expect(
      (await t.db.select().from(customerKycs).where(eq(customerKycs.id, customer.kycId)))[0]?.details,
    ).toEqual(customer.details);
  });
});

describe('tenancy', () => {
  it('hides a forwarder’s requests from another forwarder (404, nothing changes)', async () => {
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    const request = await pendingRequest(customer);
    const before = await countRows(t.db);
    const listed = expectList<KycUpdateRequest>(await t.as(stranger.token).get(`${paths.list}?pageSize=100`));
    expect(listed.items.map((i) => i.id)).not.toContain(request.id);
    for (const res of [
      await t.as(stranger.token).get(itemPath(request.id)),
      await t.as(stranger.token).post(approvePath(request.id), {}),
      await t.as(stranger.token).post(rejectPath(request.id), { reason: 'No' }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect(expectItem<KycUpdateRequest>(await t.as(sales.token).get(itemPath(request.id))).status).toBe(
      'pending',
    );
  });

  it('shows a customer only its own company’s KYC and requests', async () => {
    const mineCustomer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    const otherCustomer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    const request = await pendingRequest(otherCustomer);
    const own = expectList<KycUpdateRequest>(
      await t.as(mineCustomer.user.token).get(`${paths.mine}?pageSize=100`),
    );
    expect(own.items.map((i) => i.id)).not.toContain(request.id);
    const mine = expectItem<{ id: number }>(await t.as(mineCustomer.user.token).get(CUSTOMER_KYC_PATHS.mine));
    expect(mine.id).toBe(mineCustomer.kycId);
    // The forwarder's routes are not a customer's, whoever's request it is.
    for (const res of [
      await t.as(mineCustomer.user.token).get(itemPath(request.id)),
      await t.as(mineCustomer.user.token).post(approvePath(request.id), {}),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });
});
