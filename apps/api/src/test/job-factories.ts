import {
  CRUD_ACTIONS,
  enquiryPath,
  INVOICE_PATHS,
  type Invoice,
  JOB_PATHS,
  PERMISSIONS,
  type QuoteLine,
  toPermission,
  UPLOAD_PERMISSION_ACTIONS,
  uploadPermission,
} from '@fastforward/domain';
import { and, desc, eq } from 'drizzle-orm';
import {
  companyDoSettings,
  companyInvoiceSettings,
  customerKycs,
  jobContainers,
  jobs,
  jobTransportLegs,
  mailOutbox,
  notifications,
  quoteOptions,
} from '../db/schema';
import {
  type BookingScene,
  bookingForm,
  bookingPaths,
  createBookingScene,
  selectOption,
} from './booking-factories';
import type { EnquiryScene } from './enquiry-factories';
import { createCompany, createUser, type TestUser } from './factories';
import { createApprovedKyc } from './kyc-factories';
import { expectItem } from './responses';
import type { TestApp } from './test-app';
import { createVendorCompany } from './vendor-factories';

/**
 * Job factories: a job opened the way the product opens one (the customer selects the sent
 * quote's first option and books it through the API), with the forwarder's operations,
 * documentation and accounts users. The selected option carries two priced lines, so the job has
 * sell and buy lines to invoice and to reckon profit from.
 */

export type TestJob = { id: number; reference: string; status: string; version: number };

export type JobScene = BookingScene & {
  job: TestJob;
  /** Operations: the job board, status moves, containers, amendments, custom statuses. */
  ops: TestUser;
  /** Documentation: HBL, MBL, DO and every additional file type. */
  docs: TestUser;
  /** Accounts: invoices, payments, ageing, profit. */
  accounts: TestUser;
};

const crud = (slug: string, moduleName: string) =>
  CRUD_ACTIONS.map((action) => toPermission(`${action}-${slug}`, moduleName));

/** Operations' permissions: the Operations module, custom statuses, reading documents. */
export const JOB_OPERATIONS_PERMISSIONS = [
  ...crud('operations', 'Operations'),
  PERMISSIONS.createCustomStatusOperation,
  toPermission('view-documentation', 'Documentation'),
];
/** Documentation's permissions: the Documentation module and every upload permission of SPEC §3. */
export const JOB_DOCUMENTATION_PERMISSIONS = [
  ...crud('documentation', 'Documentation'),
  ...UPLOAD_PERMISSION_ACTIONS.map(uploadPermission),
];
/** Accounts' permissions: the Accounts module. */
export const JOB_ACCOUNTS_PERMISSIONS = crud('accounts', 'Accounts');

/** A priced quote line in USD (rate 1), as the quote builder stores one. */
export function quoteLine(overrides: Partial<QuoteLine> & Pick<QuoteLine, 'key' | 'label'>): QuoteLine {
  const quantity = overrides.quantity ?? '1';
  const unitBuy = overrides.unitBuy ?? '100.00';
  const unitSell = overrides.unitSell ?? '150.00';
  const buy = (Number(quantity) * Number(unitBuy)).toFixed(2);
  const sell = (Number(quantity) * Number(unitSell)).toFixed(2);
  return {
    leg: 'freightCharge',
    basis: 'perShipment',
    currency: 'USD',
    exchangeRate: '1',
    source: { type: 'manual', id: null },
    sellRule: 'manual',
    tier: null,
    ...overrides,
    quantity,
    unitBuy,
    unitSell,
    buy: overrides.buy ?? buy,
    sell: overrides.sell ?? sell,
    baseBuy: overrides.baseBuy ?? buy,
    baseSell: overrides.baseSell ?? sell,
  };
}

/** The lines of the job's option: ocean freight for two containers and a terminal handling charge. */
export const JOB_OPTION_LINES: QuoteLine[] = [
  quoteLine({
    key: 'freight',
    label: 'Ocean freight',
    basis: 'perContainer',
    quantity: '2',
    unitBuy: '400.00',
    unitSell: '450.00',
  }),
  quoteLine({
    key: 'thc',
    label: 'Terminal handling (origin)',
    leg: 'originPort',
    basis: 'perContainer',
    quantity: '2',
    unitBuy: '50.00',
    unitSell: '50.00',
  }),
];

/**
 * A booked job at QUED: the booking scene's enquiry, its first option (with JOB_OPTION_LINES:
 * buy 900.00, sell 1000.00) selected and booked by the customer through the API.
 */
export async function createJobScene(t: TestApp, scene?: EnquiryScene): Promise<JobScene> {
  const base = await createBookingScene(t, scene);
  await t.db
    .update(quoteOptions)
    .set({ lines: JOB_OPTION_LINES, buyTotal: '900.00', sellTotal: '1000.00', offeredSell: '1000.00' })
    .where(eq(quoteOptions.id, base.option.id));
  await selectOption(t, base);
  const paths = bookingPaths(base.enquiry.id, base.enquiry.reference);
  // Booked in container lines, as the form books an FCL enquiry: its two 20' at 6,250 kg each.
  const cargo = bookingForm().cargo;
  const lines = [{ containerSizeId: base.containerSizeId, count: 2, weightKgEach: 6250 }];
  const res = await t
    .as(base.customerUser.token)
    .post(paths.customer, bookingForm({ cargo: { ...cargo, containers: lines } }));
  if (res.statusCode !== 200 && res.statusCode !== 201) {
    throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  }
  const [job] = await t.db
    .select({ id: jobs.id, reference: jobs.reference, status: jobs.status, version: jobs.version })
    .from(jobs)
    .where(eq(jobs.enquiryId, base.enquiry.id));
  if (!job) throw new Error('the booking opened no job');
  const company = base.forwarder;
  const [ops, docs, accounts] = await Promise.all([
    createUser(t, { company, permissions: JOB_OPERATIONS_PERMISSIONS }),
    createUser(t, { company, permissions: JOB_DOCUMENTATION_PERMISSIONS }),
    createUser(t, { company, permissions: JOB_ACCOUNTS_PERMISSIONS }),
  ]);
  return { ...base, job, ops, docs, accounts };
}

/**
 * Staff outside the job's forwarder, each holding `permissions`: a user of another forwarder and a
 * user of a vendor. Every job route answers them 404.
 */
export async function createOutsideStaff(t: TestApp, permissions: readonly string[]) {
  const rival = await createUser(t, { company: await createCompany(t), permissions });
  const vendor = await createUser(t, { company: await createVendorCompany(t), permissions });
  return { rival, vendor };
}

/**
 * Everyone outside the scene's job: another forwarder's and a vendor's staff (holding
 * `permissions`) and another customer (approved KYC) of the same forwarder.
 */
export async function createJobOutsiders(t: TestApp, scene: JobScene, permissions: readonly string[]) {
  const staff = await createOutsideStaff(t, permissions);
  const otherCustomer = await createApprovedKyc(t, {
    forwarder: scene.forwarder,
    companyName: 'Other Buyer',
  });
  return { ...staff, otherCustomer };
}

/** The in-app notifications of `kind` the user was sent. */
export function notificationsOf(t: TestApp, userId: number, kind: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
}

/** The last mail queued to `address`, if any. */
export async function lastMailTo(t: TestApp, address: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The job's status and version as stored. */
export async function jobState(t: TestApp, jobId: number): Promise<{ status: string; version: number }> {
  const [row] = await t.db
    .select({ status: jobs.status, version: jobs.version })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!row) throw new Error(`no job ${jobId}`);
  return row;
}

/** Invoice settings for the company (prefix 'INV-', next number `nextNumber`, tax 5 %, 30 days). */
export async function setInvoiceSettings(t: TestApp, companyId: number, nextNumber = 1001): Promise<void> {
  await t.db
    .insert(companyInvoiceSettings)
    .values({
      companyId,
      prefix: 'INV-',
      nextNumber,
      taxRate: '5.00',
      paymentTermsDays: 30,
      footerText: 'Thank you.',
    })
    .onConflictDoUpdate({ target: companyInvoiceSettings.companyId, set: { nextNumber } });
}

/** Booked container numbers for the shipment facts (valid ISO 6346 check digits). */
export const SHIPMENT_CONTAINERS = ['FFGU7000016', 'FFGU7000021'] as const;

/** The main carriage of the shipment facts, as the shipment form sends it. */
export const SHIPMENT_MAIN_LEG = {
  stage: 'MNC',
  mode: 'VESSEL',
  vesselName: 'MSC AURORA',
  vesselImoNumber: '9321483',
  voyageNumber: '123E',
  loadLocation: 'CNSHA',
  dischargeLocation: 'AEJEA',
} as const;

/**
 * Gives the scene's job every fact the shipment guards ask for (booking number, MBL, the main
 * leg's vessel and voyage with an actual departure, both booked containers numbered and sealed),
 * written straight to the store: for tests about something else that move the job along the line.
 */
export async function fillShipmentFacts(
  t: TestApp,
  scene: Pick<JobScene, 'forwarder' | 'job'>,
): Promise<void> {
  const { job, forwarder } = scene;
  await t.db
    .update(jobs)
    .set({ carrierBookingReference: 'MSC-BKG-1001', transportDocumentReference: 'MEDUAE123456' })
    .where(eq(jobs.id, job.id));
  await t.db
    .insert(jobTransportLegs)
    .values({
      companyId: forwarder.id,
      jobId: job.id,
      ...SHIPMENT_MAIN_LEG,
      actualDeparture: t.clock.now,
    })
    .onConflictDoNothing();
  await t.db
    .insert(jobContainers)
    .values(
      SHIPMENT_CONTAINERS.map((containerNumber, i) => ({
        companyId: forwarder.id,
        jobId: job.id,
        containerNumber,
        sealNumber: `SEAL${i + 1}`,
      })),
    )
    .onConflictDoNothing();
}

/** A job scene whose job carries every fact the shipment guards ask for (fillShipmentFacts). */
export async function createShippedJobScene(t: TestApp, scene?: EnquiryScene): Promise<JobScene> {
  const created = await createJobScene(t, scene);
  await fillShipmentFacts(t, created);
  return created;
}

/** The invoice routes a test calls. */
export const invoicePaths = {
  jobInvoices: (id: number) => enquiryPath(JOB_PATHS.jobInvoices, { id }),
  issue: (id: number) => enquiryPath(INVOICE_PATHS.invoiceIssue, { id }),
  payments: (id: number) => enquiryPath(INVOICE_PATHS.invoicePayments, { id }),
};

/** Accounts drafts an invoice of the job from its sell lines (asserting the 201). */
export async function draftInvoice(t: TestApp, user: TestUser, jobId: number, body: object = {}) {
  return expectItem<Invoice>(await t.as(user.token).post(invoicePaths.jobInvoices(jobId), body), 201);
}

/** Accounts issues the draft (asserting the 200): numbered, its PDF filed, the customer told. */
export async function issueInvoice(t: TestApp, user: TestUser, invoice: Pick<Invoice, 'id' | 'version'>) {
  return expectItem<Invoice>(
    await t.as(user.token).post(invoicePaths.issue(invoice.id), { version: invoice.version }),
  );
}

/** Accounts records a payment of `amount` against the invoice (the raw answer). */
export const payInvoice = (t: TestApp, user: TestUser, invoiceId: number, amount: string, paidOn: string) =>
  t.as(user.token).post(invoicePaths.payments(invoiceId), { paidOn, amount, reference: `TT-${amount}` });

/** DO settings for the company: numbers 'DO-<nextNumber>', valid 14 days, the Dubai office's texts. */
export async function setDoSettings(t: TestApp, companyId: number, nextNumber = 501) {
  await t.db.insert(companyDoSettings).values({
    companyId,
    prefix: 'DO-',
    nextNumber,
    validityDays: 14,
    issuingOffice: 'Dubai head office',
    signatoryName: 'Dana Signer',
    signatoryDesignation: 'Documentation Manager',
    termsText: 'Release against original bill of lading only.',
    footerText: 'Registered in Dubai.',
  });
}

/**
 * Credit for the scene's customer (its KYC), written straight to the store: for tests about
 * something else that release a DO before the job is invoiced.
 */
export async function giveCredit(
  t: TestApp,
  scene: Pick<JobScene, 'kyc'>,
  credit: { limit: string; termsDays: number } = { limit: '1000000.00', termsDays: 30 },
) {
  await t.db
    .update(customerKycs)
    .set({ creditLimit: credit.limit, creditTermsDays: credit.termsDays })
    .where(eq(customerKycs.id, scene.kyc.kycId));
}
