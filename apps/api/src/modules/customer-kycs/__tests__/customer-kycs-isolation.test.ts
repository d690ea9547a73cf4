import { downloadFileUrl, kycApiPath } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type TestCompany, type TestUser } from '../../../test/factories';
import { createApprovedKyc, createSubmittedKyc, type TestCustomerKyc } from '../../../test/kyc-factories';
import { expectHostileRefused, type HostileCase, LONG, NUL, RLO } from '../../../test/organisation';
import { expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { attachKycDocument, createCustomersStaff, createTier, kycRow, P } from './customer-kycs-fixtures';

let t: TestApp;
let oceanic: TestCompany;
let harbour: TestCompany;
let oceanicSales: TestUser;
let harbourSales: TestUser;
let customer: TestCustomerKyc;
let documentIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  oceanic = await createCompany(t, { name: 'Oceanic Two', terms: true });
  harbour = await createCompany(t, { name: 'Harbour Two', terms: true });
  oceanicSales = await createCustomersStaff(t, oceanic);
  harbourSales = await createCustomersStaff(t, harbour);
  customer = await createSubmittedKyc(t, { forwarder: oceanic, salesUser: oceanicSales });
  documentIds = [];
  for (const collection of ['TD', 'CRD', 'BDD', 'CL'] as const) {
    documentIds.push(await attachKycDocument(t, customer, collection));
  }
});
afterAll(() => t.close());

describe('two forwarders', () => {
  it("shows a KYC's documents to its forwarder, in the form's order, downloadable", async () => {
    const kyc = expectItem<{ documents: { id: number; collection: string; downloadUrl: string }[] }>(
      await t.as(oceanicSales.token).get(kycApiPath(P.item, customer.kycId)),
    );
    expect(kyc.documents.map((d) => d.collection)).toEqual(['CL', 'CRD', 'BDD', 'TD']);
    for (const document of kyc.documents) {
      const res = await t.as(oceanicSales.token).get(document.downloadUrl);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body.startsWith('%PDF')).toBe(true);
    }
    // The customer reads its own KYC's documents.
    const own = await t.as(customer.user.token).get(downloadFileUrl(documentIds[0] ?? 0));
    expect(own.statusCode).toBe(200);
  });

  it("hides one forwarder's KYCs, documents and approve log from another (404, nothing changes)", async () => {
    const tier = await createTier(t, harbour, 'Harbour tier');
    const other = t.as(harbourSales.token);
    const listed = expectList<{ id: number }>(await other.get(`${P.list}?pageSize=100`));
    expect(listed.items.map((i) => i.id)).not.toContain(customer.kycId);
    const before = await countRows(t.db);
    const stored = await kycRow(t, customer.kycId);
    const id = customer.kycId;
    const answers = [
      await other.get(kycApiPath(P.item, id)),
      await other.get(kycApiPath(P.approveLog, id)),
      await other.post(kycApiPath(P.approve, id), { expectedVersion: 1 }),
      await other.post(kycApiPath(P.reject, id), { expectedVersion: 1, reason: 'Mine now' }),
      await other.put(kycApiPath(P.tier, id), { tierId: tier.id }),
      await other.post(kycApiPath(P.transfer, id), { salesPersonId: harbourSales.id }),
      await other.post(kycApiPath(P.link, id)),
      await other.post(kycApiPath(P.resendVerification, id)),
      ...(await Promise.all(documentIds.map((fileId) => other.get(downloadFileUrl(fileId))))),
    ];
    for (const res of answers) expect(res.statusCode, res.body).toBe(404);
    expect(await countRows(t.db)).toEqual(before);
    expect(await kycRow(t, customer.kycId)).toEqual(stored);
  });

  it("keeps a customer user out of another customer's KYC documents and of the review", async () => {
    const neighbour = await createApprovedKyc(t, { forwarder: oceanic, salesUser: oceanicSales });
    const theirs = t.as(neighbour.user.token);
    for (const fileId of documentIds) {
      expect((await theirs.get(downloadFileUrl(fileId))).statusCode).toBe(404);
    }
    expect((await theirs.get(kycApiPath(P.item, customer.kycId))).statusCode).toBe(403);
    expect((await theirs.get(P.list)).statusCode).toBe(403);
  });
});

/** Every write route refuses these with a 4xx naming the field, storing nothing. */
const injected = (valid: Record<string, unknown>): HostileCase[] => [
  { name: 'companyId', body: { ...valid, companyId: 2 }, field: 'companyId' },
  { name: 'status', body: { ...valid, status: 'approved' }, field: 'status' },
  {
    name: '__proto__',
    body: null,
    raw: JSON.stringify(valid).replace(/}$/, ',"__proto__":{"isAdmin":true}}'),
    field: 'body',
  },
  { name: 'array body', body: [valid], field: 'body' },
  { name: 'null body', body: null, field: 'body' },
];

const versionCases = (valid: Record<string, unknown>): HostileCase[] => [
  { name: 'missing version', body: { ...valid, expectedVersion: undefined }, field: 'expectedVersion' },
  { name: 'string version', body: { ...valid, expectedVersion: '1' }, field: 'expectedVersion' },
  { name: 'negative version', body: { ...valid, expectedVersion: -1 }, field: 'expectedVersion' },
  { name: 'fraction version', body: { ...valid, expectedVersion: 1.5 }, field: 'expectedVersion' },
  { name: 'huge version', body: { ...valid, expectedVersion: 2 ** 40 }, field: 'expectedVersion' },
];

describe('hostile bodies', () => {
  it('refuses them on the invitation', async () => {
    const valid = { email: 'new@customer.test', companyName: 'New Customer' };
    await expectHostileRefused(t, oceanicSales.token, 'POST', P.list, [
      { name: 'missing email', body: { companyName: 'X' }, field: 'email' },
      { name: 'bad email', body: { ...valid, email: 'not-an-address' }, field: 'email' },
      { name: 'number email', body: { ...valid, email: 42 }, field: 'email' },
      { name: '10k email', body: { ...valid, email: `${LONG}@x.test` }, field: 'email' },
      { name: 'missing company', body: { email: valid.email }, field: 'companyName' },
      { name: 'blank company', body: { ...valid, companyName: '  ' }, field: 'companyName' },
      { name: 'NUL company', body: { ...valid, companyName: NUL }, field: 'companyName' },
      { name: 'RLO company', body: { ...valid, companyName: RLO }, field: 'companyName' },
      { name: 'object company', body: { ...valid, companyName: { $ne: '' } }, field: 'companyName' },
      { name: 'string sales person', body: { ...valid, salesPersonId: '3' }, field: 'salesPersonId' },
      { name: 'zero sales person', body: { ...valid, salesPersonId: 0 }, field: 'salesPersonId' },
      { name: 'unknown sales person', body: { ...valid, salesPersonId: 2147483000 }, field: 'salesPersonId' },
      ...injected(valid),
    ]);
  });

  it('refuses them on approve and reject', async () => {
    const approve = { expectedVersion: 1 };
    await expectHostileRefused(t, oceanicSales.token, 'POST', kycApiPath(P.approve, customer.kycId), [
      ...versionCases(approve),
      { name: 'string tier', body: { ...approve, tierId: '1' }, field: 'tierId' },
      { name: 'unknown tier', body: { ...approve, tierId: 2147483000 }, field: 'tierId' },
      { name: 'number remarks', body: { ...approve, remarks: 7 }, field: 'remarks' },
      { name: '10k remarks', body: { ...approve, remarks: LONG }, field: 'remarks' },
      { name: 'NUL remarks', body: { ...approve, remarks: NUL }, field: 'remarks' },
      ...injected(approve),
    ]);
    const reject = { expectedVersion: 1, reason: 'Unreadable' };
    await expectHostileRefused(t, oceanicSales.token, 'POST', kycApiPath(P.reject, customer.kycId), [
      ...versionCases(reject),
      { name: 'missing reason', body: { expectedVersion: 1 }, field: 'reason' },
      { name: 'blank reason', body: { ...reject, reason: '   ' }, field: 'reason' },
      { name: '501 reason', body: { ...reject, reason: 'x'.repeat(501) }, field: 'reason' },
      { name: 'NUL reason', body: { ...reject, reason: NUL }, field: 'reason' },
      { name: 'array reason', body: { ...reject, reason: ['a'] }, field: 'reason' },
      ...injected(reject),
    ]);
    expect((await kycRow(t, customer.kycId))?.status).toBe('submitted');
  });

  it('refuses them on tier and transfer', async () => {
    const tier = { tierId: null };
    await expectHostileRefused(t, oceanicSales.token, 'PUT', kycApiPath(P.tier, customer.kycId), [
      { name: 'missing tier', body: {}, field: 'tierId' },
      { name: 'string tier', body: { tierId: '1' }, field: 'tierId' },
      { name: 'zero tier', body: { tierId: 0 }, field: 'tierId' },
      { name: 'fraction tier', body: { tierId: 1.5 }, field: 'tierId' },
      { name: 'object tier', body: { tierId: { id: 1 } }, field: 'tierId' },
      { name: 'unknown tier', body: { tierId: 2147483000 }, field: 'tierId' },
      ...injected(tier),
    ]);
    const transfer = { salesPersonId: oceanicSales.id };
    await expectHostileRefused(t, oceanicSales.token, 'POST', kycApiPath(P.transfer, customer.kycId), [
      { name: 'missing sales person', body: {}, field: 'salesPersonId' },
      { name: 'null sales person', body: { salesPersonId: null }, field: 'salesPersonId' },
      { name: 'string sales person', body: { salesPersonId: 'me' }, field: 'salesPersonId' },
      { name: 'other company person', body: { salesPersonId: harbourSales.id }, field: 'salesPersonId' },
      { name: 'same sales person', body: transfer, field: 'salesPersonId' },
      { name: '10k remarks', body: { ...transfer, remarks: LONG }, field: 'remarks' },
      ...injected(transfer),
    ]);
  });
});
