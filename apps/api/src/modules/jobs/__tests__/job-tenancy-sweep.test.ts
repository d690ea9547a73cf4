import {
  ACCOUNTS_PATHS,
  downloadFileUrl,
  enquiryPath,
  FILE_PATHS,
  INVOICE_PATHS,
  type Invoice,
  JOB_PATHS,
  type JobDocument,
  SHIPMENT_GUARDS,
  STORAGE_PATH_PREFIX,
} from '@fastforward/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDoSettings, files, jobShipmentGuardRelaxations, jobs } from '../../../db/schema';
import { bookingForm } from '../../../test/booking-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import {
  createJobScene,
  giveCredit,
  JOB_DOCUMENTATION_PERMISSIONS,
  type JobScene,
  jobState,
  setInvoiceSettings,
} from '../../../test/job-factories';
import { createApprovedKyc } from '../../../test/kyc-factories';
import { expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import {
  expectNoMarker,
  expectSpecsCoverRoutes,
  listWithout,
  type Outsider,
  type RouteSpec,
  storedBytes,
  sweep,
  sweepOutsider,
  sweptRoutes,
  uploadAs,
} from '../../../test/tenancy-sweep';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createRegisteredVendor } from '../../../test/vendor-forward-factories';
import { makeDocx, makePdf } from '../../files/__tests__/file-fixtures';

/**
 * One job with every kind of record the job, document and invoice routes serve, walked route by
 * route as every kind of outsider: another forwarder's staff, another customer (of this forwarder
 * and of another), a vendor. The routes come from the app's own table, so one added later fails
 * here until the sweep knows which of its records to aim at.
 */

/** What the sweep aims at: the ids, paths and words of the scene's records. */
type Records = {
  jobId: number;
  reference: string;
  version: number;
  customerCompanyId: number;
  customerName: string;
  containerId: number;
  amendmentId: number;
  customStatusId: number;
  jobFileIds: number[];
  invoiceIds: number[];
  invoiceNumbers: string[];
  /** Every file of the job and its invoices (documents, DO, invoice and credit note PDFs). */
  fileIds: number[];
  filePaths: string[];
  /** Strings that only the scene's records hold: an answer to an outsider must carry none. */
  markers: string[];
};

const at = (path: string, params: Record<string, number>) => enquiryPath(path, params);
const J = JOB_PATHS;
const I = INVOICE_PATHS;

const ownJobCount = async (company: 'staff' | 'customer', outsider: Outsider) => {
  const column = company === 'staff' ? jobs.companyId : jobs.customerCompanyId;
  return (await t.db.select({ id: jobs.id }).from(jobs).where(eq(column, outsider.auth.companyId))).length;
};

const SPECS: Record<string, RouteSpec<Records>> = {
  // ── The staff's jobs
  [`GET ${J.jobs}`]: {
    kind: 'list',
    calls: (r) => [
      { url: J.jobs },
      { url: `${J.jobs}?customerCompanyId=${r.customerCompanyId}` },
      { url: `${J.jobs}?search=${encodeURIComponent(r.reference)}&pageSize=100` },
    ],
    check: listWithout<Records>((r) => [r.jobId]),
  },
  [`GET ${J.jobDashboard}`]: {
    kind: 'list',
    calls: () => [{ url: J.jobDashboard }],
    check: async (data, _r, outsider) => {
      expect((data.item as { total: number }).total).toBe(await ownJobCount('staff', outsider));
    },
  },
  [`GET ${J.job}`]: { kind: 'record', calls: (r) => [{ url: at(J.job, { id: r.jobId }) }] },
  [`PUT ${J.job}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(J.job, { id: r.jobId }), body: { version: r.version, etd: '2026-12-01' } }],
  },
  [`POST ${J.jobStatus}`]: {
    kind: 'record',
    calls: (r) => [
      { url: at(J.jobStatus, { id: r.jobId }), body: { status: 'CNCL', version: r.version } },
      { url: at(J.jobStatus, { id: r.jobId }), body: { status: 'CLOS', version: r.version } },
    ],
  },
  [`GET ${J.jobHistory}`]: { kind: 'record', calls: (r) => [{ url: at(J.jobHistory, { id: r.jobId }) }] },
  [`POST ${J.jobApproveBl}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(J.jobApproveBl, { id: r.jobId }), body: { version: r.version } }],
  },
  [`PUT ${J.jobShipment}`]: {
    kind: 'record',
    calls: (r) => [
      {
        url: at(J.jobShipment, { id: r.jobId }),
        body: {
          version: r.version,
          carrierBookingReference: 'BK-1',
          legs: [{ stage: 'MNC', mode: 'VESSEL' }],
        },
      },
    ],
  },
  [`POST ${J.jobHblNumber}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(J.jobHblNumber, { id: r.jobId }), body: { version: r.version } }],
  },
  [`POST ${J.jobCustomStatus}`]: {
    kind: 'record',
    calls: (r) => [
      { url: at(J.jobCustomStatus, { id: r.jobId }), body: { customStatusId: r.customStatusId } },
    ],
  },
  [`GET ${J.customStatuses}`]: {
    kind: 'list',
    calls: () => [{ url: `${J.customStatuses}?pageSize=100` }, { url: `${J.customStatuses}?search=SWP` }],
    check: listWithout<Records>((r) => [r.customStatusId]),
  },
  [`POST ${J.customStatuses}`]: { kind: 'own-create' },
  // The company's own operation settings: no record of another company to aim at.
  [`GET ${J.shipmentGuardSettings}`]: { kind: 'own-create' },
  [`PUT ${J.shipmentGuardSettings}`]: { kind: 'own-create' },
  [`GET ${J.customStatus}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(J.customStatus, { id: r.customStatusId }) }],
  },
  [`PUT ${J.customStatus}`]: {
    kind: 'record',
    calls: (r) => [
      { url: at(J.customStatus, { id: r.customStatusId }), body: { code: 'MINE', name: 'Mine' } },
    ],
  },
  [`DELETE ${J.customStatus}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(J.customStatus, { id: r.customStatusId }) }],
  },
  [`GET ${J.amendments}`]: { kind: 'record', calls: (r) => [{ url: at(J.amendments, { id: r.jobId }) }] },
  [`POST ${J.amendmentResponse}`]: {
    kind: 'record',
    calls: (r) => [
      {
        url: at(J.amendmentResponse, { id: r.jobId, amendmentId: r.amendmentId }),
        body: { decision: 'approved', version: 0 },
      },
      {
        url: at(J.amendmentResponse, { id: r.jobId, amendmentId: r.amendmentId }),
        body: { decision: 'rejected', version: 0, remarks: 'No' },
      },
    ],
  },
  [`GET ${J.containers}`]: { kind: 'record', calls: (r) => [{ url: at(J.containers, { id: r.jobId }) }] },
  [`POST ${J.containers}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(J.containers, { id: r.jobId }), body: { containerNumber: 'CSQU3054383' } }],
  },
  [`PUT ${J.container}`]: {
    kind: 'record',
    calls: (r) => [
      {
        url: at(J.container, { id: r.jobId, containerId: r.containerId }),
        body: { containerNumber: 'CSQU3054383', sealNumber: 'TAMPERED' },
      },
    ],
  },
  [`DELETE ${J.container}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(J.container, { id: r.jobId, containerId: r.containerId }) }],
  },
  [`GET ${J.documents}`]: { kind: 'record', calls: (r) => [{ url: at(J.documents, { id: r.jobId }) }] },
  [`POST ${J.documents}`]: {
    kind: 'record',
    calls: (r) => [
      { url: `${at(J.documents, { id: r.jobId })}?collection=HBL`, upload: true },
      {
        url: `${at(J.documents, { id: r.jobId })}?collection=additional_documents&fileType=OTHER`,
        upload: true,
      },
    ],
  },
  [`DELETE ${J.document}`]: {
    kind: 'record',
    calls: (r) => r.jobFileIds.map((fileId) => ({ url: at(J.document, { id: r.jobId, fileId }) })),
  },
  [`POST ${J.documentShare}`]: {
    kind: 'record',
    calls: (r) => r.jobFileIds.map((fileId) => ({ url: at(J.documentShare, { id: r.jobId, fileId }) })),
  },
  [`DELETE ${J.documentShare}`]: {
    kind: 'record',
    calls: (r) => r.jobFileIds.map((fileId) => ({ url: at(J.documentShare, { id: r.jobId, fileId }) })),
  },
  [`POST ${J.documentsZip}`]: {
    kind: 'record',
    calls: (r) => [
      { url: at(J.documentsZip, { id: r.jobId }), body: {} },
      { url: at(J.documentsZip, { id: r.jobId }), body: { fileIds: r.jobFileIds } },
    ],
  },
  [`GET ${J.hblDraft}`]: { kind: 'record', calls: (r) => [{ url: at(J.hblDraft, { id: r.jobId }) }] },
  [`POST ${J.releaseDo}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(J.releaseDo, { id: r.jobId }), body: { version: r.version } }],
  },
  [`GET ${J.jobInvoices}`]: { kind: 'record', calls: (r) => [{ url: at(J.jobInvoices, { id: r.jobId }) }] },
  [`POST ${J.jobInvoices}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(J.jobInvoices, { id: r.jobId }), body: {} }],
  },
  [`GET ${J.jobProfit}`]: { kind: 'record', calls: (r) => [{ url: at(J.jobProfit, { id: r.jobId }) }] },

  // ── The customer's jobs
  [`GET ${J.myJobs}`]: {
    kind: 'list',
    calls: (r) => [
      { url: J.myJobs },
      { url: `${J.myJobs}?search=${encodeURIComponent(r.reference)}&pageSize=100` },
    ],
    check: listWithout<Records>((r) => [r.jobId]),
  },
  [`GET ${J.myJobDashboard}`]: {
    kind: 'list',
    calls: () => [{ url: J.myJobDashboard }],
    check: async (data, _r, outsider) => {
      expect((data.item as { total: number }).total).toBe(await ownJobCount('customer', outsider));
    },
  },
  [`GET ${J.myJob}`]: { kind: 'record', calls: (r) => [{ url: at(J.myJob, { id: r.jobId }) }] },
  [`GET ${J.myJobHistory}`]: { kind: 'record', calls: (r) => [{ url: at(J.myJobHistory, { id: r.jobId }) }] },
  [`POST ${J.myJobPaymentReleased}`]: {
    kind: 'record',
    calls: (r) => [
      { url: at(J.myJobPaymentReleased, { id: r.jobId }), body: { version: r.version, reference: 'TT-1' } },
    ],
  },
  [`GET ${J.myJobAmendments}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(J.myJobAmendments, { id: r.jobId }) }],
  },
  [`POST ${J.myJobAmendments}`]: {
    kind: 'record',
    calls: (r) => [
      {
        url: at(J.myJobAmendments, { id: r.jobId }),
        body: { changes: { remarks: 'Deliver to our depot instead' }, reason: 'Taking over the job' },
      },
    ],
  },
  [`GET ${J.myJobContainers}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(J.myJobContainers, { id: r.jobId }) }],
  },
  [`GET ${J.myJobDocuments}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(J.myJobDocuments, { id: r.jobId }) }],
  },
  [`POST ${J.myJobDocumentsZip}`]: {
    kind: 'record',
    calls: (r) => [
      { url: at(J.myJobDocumentsZip, { id: r.jobId }), body: {} },
      { url: at(J.myJobDocumentsZip, { id: r.jobId }), body: { fileIds: r.jobFileIds } },
    ],
  },
  [`GET ${J.myJobInvoices}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(J.myJobInvoices, { id: r.jobId }) }],
  },

  // ── Invoices and the Accounts lists
  [`GET ${I.invoices}`]: {
    kind: 'list',
    calls: (r) => [
      { url: `${I.invoices}?pageSize=100` },
      { url: `${I.invoices}?jobId=${r.jobId}` },
      { url: `${I.invoices}?customerCompanyId=${r.customerCompanyId}` },
      ...r.invoiceNumbers.map((n) => ({ url: `${I.invoices}?search=${encodeURIComponent(n)}` })),
    ],
    check: listWithout<Records>((r) => r.invoiceIds),
  },
  [`GET ${I.invoice}`]: {
    kind: 'record',
    calls: (r) => r.invoiceIds.map((id) => ({ url: at(I.invoice, { id }) })),
  },
  [`PUT ${I.invoice}`]: {
    kind: 'record',
    calls: (r) =>
      r.invoiceIds.map((id) => ({
        url: at(I.invoice, { id }),
        body: { version: 0, lines: [{ label: 'Cheaper', quantity: '1', unitPrice: '1.00' }] },
      })),
  },
  [`DELETE ${I.invoice}`]: {
    kind: 'record',
    calls: (r) => r.invoiceIds.map((id) => ({ url: at(I.invoice, { id }) })),
  },
  [`POST ${I.invoiceIssue}`]: {
    kind: 'record',
    calls: (r) => r.invoiceIds.map((id) => ({ url: at(I.invoiceIssue, { id }), body: { version: 0 } })),
  },
  [`GET ${I.invoicePayments}`]: {
    kind: 'record',
    calls: (r) => r.invoiceIds.map((id) => ({ url: at(I.invoicePayments, { id }) })),
  },
  [`POST ${I.invoicePayments}`]: {
    kind: 'record',
    calls: (r) =>
      r.invoiceIds.map((id) => ({
        url: at(I.invoicePayments, { id }),
        body: { paidOn: '2026-11-24', amount: '1.00', reference: 'TT-OUTSIDER' },
      })),
  },
  [`POST ${I.invoiceCreditNote}`]: {
    kind: 'record',
    calls: (r) =>
      r.invoiceIds.flatMap((id) => [
        { url: at(I.invoiceCreditNote, { id }), body: { reason: 'Cancel it all' } },
        { url: at(I.invoiceCreditNote, { id }), body: { amount: '1.00', reason: 'A little off' } },
      ]),
  },
  [`POST ${I.invoiceDebitNote}`]: {
    kind: 'record',
    calls: (r) =>
      r.invoiceIds.map((id) => ({
        url: at(I.invoiceDebitNote, { id }),
        body: { amount: '1.00', reason: 'More' },
      })),
  },
  [`GET ${I.invoicePdf}`]: {
    kind: 'record',
    calls: (r) => r.invoiceIds.map((id) => ({ url: at(I.invoicePdf, { id }) })),
  },
  [`GET ${I.ageing}`]: {
    kind: 'list',
    calls: () => [{ url: I.ageing }],
    check: (data: Record<string, unknown>, r: Records) => {
      const report = data.item as { rows: { customer: { id: number } }[] };
      expect(report.rows.map((row) => row.customer.id)).not.toContain(r.customerCompanyId);
      expectNoMarker(data, r);
    },
  },
  [`GET ${I.profit}`]: {
    kind: 'list',
    calls: (r) => [
      { url: `${I.profit}?pageSize=100` },
      { url: `${I.profit}?customerCompanyId=${r.customerCompanyId}` },
      { url: `${I.profit}?search=${encodeURIComponent(r.reference)}` },
    ],
    check: listWithout<Records>((r) => [r.jobId], 'jobId'),
  },
  [`GET ${I.myInvoices}`]: {
    kind: 'list',
    calls: (r) => [
      { url: `${I.myInvoices}?pageSize=100` },
      ...r.invoiceNumbers.map((n) => ({ url: `${I.myInvoices}?search=${encodeURIComponent(n)}` })),
    ],
    check: listWithout<Records>((r) => r.invoiceIds),
  },
  [`GET ${I.myInvoicePdf}`]: {
    kind: 'record',
    calls: (r) => r.invoiceIds.map((id) => ({ url: at(I.myInvoicePdf, { id }) })),
  },
  [`GET ${ACCOUNTS_PATHS.customers}`]: {
    kind: 'list',
    calls: (r) => [
      { url: `${ACCOUNTS_PATHS.customers}?pageSize=100` },
      { url: `${ACCOUNTS_PATHS.customers}?search=${encodeURIComponent(r.customerName)}` },
    ],
    check: listWithout<Records>((r) => [r.customerCompanyId]),
  },

  // ── The downloads every file is read through
  [`GET ${FILE_PATHS.downloadFile}/:id`]: {
    kind: 'record',
    calls: (r) => r.fileIds.map((id) => ({ url: downloadFileUrl(id) })),
  },
  [`GET ${FILE_PATHS.downloadFileFromUrl}`]: {
    kind: 'record',
    calls: (r) =>
      r.filePaths.map((path) => ({
        url: `${FILE_PATHS.downloadFileFromUrl}?url=${encodeURIComponent(path)}`,
      })),
  },
  [`POST ${FILE_PATHS.downloadZip}`]: {
    kind: 'record',
    calls: (r) => [
      ...r.fileIds.map((id) => ({ url: FILE_PATHS.downloadZip, body: { fileIds: [id] } })),
      { url: FILE_PATHS.downloadZip, body: { fileIds: r.fileIds, name: 'everything' } },
    ],
  },
  [`POST ${FILE_PATHS.convertPdf}`]: {
    kind: 'record',
    calls: (r) => r.fileIds.map((fileId) => ({ url: FILE_PATHS.convertPdf, body: { fileId } })),
  },
};

/** The paths the sweep owns: every route registered on one of them must have a spec above. */
const SWEPT_PATHS = new Set<string>([
  ...Object.values(JOB_PATHS),
  ...Object.values(INVOICE_PATHS),
  ...Object.values(ACCOUNTS_PATHS),
  `${FILE_PATHS.downloadFile}/:id`,
  FILE_PATHS.downloadFileFromUrl,
  FILE_PATHS.downloadZip,
  FILE_PATHS.convertPdf,
]);

let t: TestApp;
let scene: JobScene;
let records: Records;
let outsiders: Outsider[];

const outsider = (label: string, user: TestUser) => sweepOutsider(t, label, user);
const upload = (user: TestUser, url: string, file: { name: string; bytes: Buffer }) =>
  uploadAs(t, user, url, file);

async function buildRecords(s: JobScene): Promise<Records> {
  const jobId = s.job.id;
  const ops = t.as(s.ops.token);
  const container = expectItem<{ id: number }>(
    await ops.post(at(J.containers, { id: jobId }), {
      containerNumber: 'MSCU1234566',
      sealNumber: 'SWEEP-SEAL-7731',
    }),
    201,
  );
  const amendment = expectItem<{ id: number }>(
    await t.as(s.customerUser.token).post(at(J.myJobAmendments, { id: jobId }), {
      changes: { cargo: { ...bookingForm().cargo, marks: 'SWEEP/MARKS/7731' } },
      reason: 'Sweep amendment reason 7731',
    }),
    201,
  );
  const customStatus = expectItem<{ id: number }>(
    await ops.post(J.customStatuses, { code: 'SWPX', name: 'Sweep hold 7731' }),
    201,
  );
  expectItem(
    await ops.post(at(J.jobCustomStatus, { id: jobId }), {
      customStatusId: customStatus.id,
      remarks: 'Sweep custom remark 7731',
    }),
    201,
  );
  const documents = at(J.documents, { id: jobId });
  const hbl = expectItem<JobDocument>(
    await upload(s.docs, `${documents}?collection=HBL`, {
      name: 'sweep-hbl-7731.pdf',
      bytes: await makePdf('House bill 7731'),
    }),
    201,
  );
  expectItem(await t.as(s.docs.token).post(at(J.documentShare, { id: jobId, fileId: hbl.id })));
  const extra = expectItem<JobDocument>(
    await upload(s.docs, `${documents}?collection=additional_documents&fileType=OTHER`, {
      name: 'sweep-packing-7731.docx',
      bytes: makeDocx('Packing list 7731'),
    }),
    201,
  );
  await t.db.insert(companyDoSettings).values({
    companyId: s.forwarder.id,
    prefix: 'SWDO-',
    nextNumber: 7731,
    validityDays: 14,
    issuingOffice: 'Sweep office',
    signatoryName: 'Sweep Signer',
    signatoryDesignation: 'Documentation Manager',
    termsText: 'Release against original bill of lading only.',
    footerText: 'Sweep footer.',
  });
  await giveCredit(t, s);
  const released = await t
    .as(s.docs.token)
    .post(at(J.releaseDo, { id: jobId }), { version: (await jobState(t, jobId)).version });
  expect(released.statusCode, released.body).toBe(200);

  await setInvoiceSettings(t, s.forwarder.id, 7731);
  const accounts = t.as(s.accounts.token);
  const draft = expectItem<Invoice>(
    await accounts.post(at(J.jobInvoices, { id: jobId }), { notes: 'Sweep invoice note 7731' }),
    201,
  );
  const issued = expectItem<Invoice>(
    await accounts.post(at(I.invoiceIssue, { id: draft.id }), { version: draft.version }),
  );
  expectItem(
    await accounts.post(at(I.invoicePayments, { id: issued.id }), {
      paidOn: t.clock.now.toISOString().slice(0, 10),
      amount: '100.00',
      reference: 'SWEEP-TT-7731',
    }),
    201,
  );
  const credit = expectItem<Invoice>(
    await accounts.post(at(I.invoiceCreditNote, { id: issued.id }), {
      amount: '50.00',
      reason: 'Sweep credit 7731',
    }),
    201,
  );
  // A draft too: the routes that change only drafts aim at a record they could change.
  const openDraft = expectItem<Invoice>(await accounts.post(at(J.jobInvoices, { id: jobId }), {}), 201);
  const invoiceIds = [issued.id, credit.id, openDraft.id];

  const rows = await t.db
    .select({ id: files.id, ownerType: files.ownerType, storageKey: files.storageKey })
    .from(files)
    .where(
      or(
        and(eq(files.ownerType, 'job'), eq(files.ownerId, jobId)),
        and(eq(files.ownerType, 'invoice'), inArray(files.ownerId, invoiceIds)),
      ),
    )
    .orderBy(files.id);
  const jobFileIds = rows.filter((row) => row.ownerType === 'job').map((row) => row.id);
  // HBL, the additional document, the DO; the invoice's and the credit note's PDFs.
  expect(jobFileIds).toEqual(expect.arrayContaining([hbl.id, extra.id]));
  expect(jobFileIds).toHaveLength(3);
  expect(rows.filter((row) => row.ownerType === 'invoice')).toHaveLength(2);

  return {
    jobId,
    reference: s.job.reference,
    version: (await jobState(t, jobId)).version,
    customerCompanyId: s.customerCompany.id,
    customerName: s.customerCompany.name,
    containerId: container.id,
    amendmentId: amendment.id,
    customStatusId: customStatus.id,
    jobFileIds,
    invoiceIds,
    invoiceNumbers: [issued.number, credit.number].filter((n): n is string => n !== null),
    fileIds: rows.map((row) => row.id),
    filePaths: rows.map((row) => `${STORAGE_PATH_PREFIX}${row.storageKey}`),
    markers: [
      s.customerCompany.name,
      'SWEEP-SEAL-7731',
      'Sweep amendment reason 7731',
      'Sweep hold 7731',
      'Sweep custom remark 7731',
      'sweep-hbl-7731.pdf',
      'sweep-packing-7731.docx',
      'SWDO-7731',
      'Sweep invoice note 7731',
      'Sweep credit 7731',
      'SWEEP-TT-7731',
    ],
  };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-24T10:00:00Z');
  scene = await createJobScene(t);
  // The sweep is about tenancy: the shipment guards (their own test) would stop its moves first.
  await t.db
    .insert(jobShipmentGuardRelaxations)
    .values(SHIPMENT_GUARDS.map((status) => ({ companyId: scene.forwarder.id, status })));
  records = await buildRecords(scene);
  // Another forwarder with a job, staff and a customer of its own.
  const rival = await createJobScene(t);
  const rivalDocs = await createUser(t, {
    company: rival.forwarder,
    permissions: JOB_DOCUMENTATION_PERMISSIONS,
  });
  const sibling = await createApprovedKyc(t, { forwarder: scene.forwarder, companyName: 'Sibling Buyer' });
  const vendor = await createRegisteredVendor(t, scene.forwarder);
  const vendorAdmin = await createAdmin(t, { company: vendor.company });
  outsiders = await Promise.all([
    outsider('another forwarder: admin', rival.admin),
    outsider('another forwarder: operations', rival.ops),
    outsider('another forwarder: accounts', rival.accounts),
    outsider('another forwarder: documentation', rivalDocs),
    outsider("another forwarder's customer", rival.customerUser),
    outsider("a customer of the job's forwarder", sibling.user),
    outsider("a vendor of the job's forwarder: admin", vendorAdmin),
  ]);
}, 300_000);
afterAll(() => t.close());

const jobRoutes = () => sweptRoutes(t, (url) => SWEPT_PATHS.has(url));

describe('the cross-tenant sweep over jobs, documents, invoices and their downloads', () => {
  it('knows every route of the job, invoice, accounts and download paths (a new one fails here)', () => {
    expectSpecsCoverRoutes(jobRoutes(), SPECS);
  });

  it('answers every outsider 403 at the gate or 404, lists without the records, and changes nothing', async () => {
    const rowsBefore = await countRows(t.db);
    const bytesBefore = await storedBytes(t);
    const job = await jobState(t, records.jobId);
    const { mismatches, admitted } = await sweep(t, {
      routes: jobRoutes(),
      specs: SPECS,
      outsiders,
      records,
    });

    expect(mismatches).toEqual([]);
    // The sweep reached the handlers, not only the gates.
    expect(admitted).toBeGreaterThan(0);
    expect(await countRows(t.db)).toEqual(rowsBefore);
    expect(await storedBytes(t)).toEqual(bytesBefore);
    expect(await jobState(t, records.jobId)).toEqual(job);
  }, 600_000);

  it("the job's own people still read every record the sweep aimed at", async () => {
    const staff = t.as(scene.ops.token);
    expect((await staff.get(at(J.job, { id: records.jobId }))).statusCode).toBe(200);
    for (const id of records.invoiceIds) {
      expect((await t.as(scene.accounts.token).get(at(I.invoice, { id }))).statusCode).toBe(200);
    }
    for (const id of records.fileIds) {
      expect((await staff.get(downloadFileUrl(id))).statusCode, `file ${id}`).toBe(200);
    }
    const containers = await staff.get(at(J.containers, { id: records.jobId }));
    expect(containers.json<{ data: { items: { id: number }[] } }>().data.items.map((c) => c.id)).toEqual([
      records.containerId,
    ]);
    const mine = await t.as(scene.customerUser.token).get(at(J.myJob, { id: records.jobId }));
    expect(mine.statusCode).toBe(200);
  }, 120_000);

  it("a custom status created by another forwarder is its own, even with the scene's code", async () => {
    const rival = outsiders[0] as Outsider;
    const theirs = expectItem<{ id: number; code: string }>(
      await t.as(rival.user.token).post(J.customStatuses, { code: 'SWPX', name: 'Their hold' }),
      201,
    );
    expect(theirs.code).toBe('SWPX');
    const ours = await t.as(scene.ops.token).get(`${J.customStatuses}?pageSize=100`);
    expect(ours.json<{ data: { items: { id: number }[] } }>().data.items.map((s) => s.id)).toEqual([
      records.customStatusId,
    ]);
    expect((await t.as(scene.ops.token).get(at(J.customStatus, { id: theirs.id }))).statusCode).toBe(404);
  }, 120_000);
});
