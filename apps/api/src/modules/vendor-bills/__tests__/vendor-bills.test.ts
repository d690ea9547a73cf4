import {
  type AccountsDashboard,
  DASHBOARD_PATHS,
  enquiryPath,
  INVOICE_PATHS,
  type Invoice,
  JOB_PATHS,
  type JobCosting,
  type JobProfitPage,
  type PayablesAgeing,
  VENDOR_BILL_PATHS,
  type VendorBill,
  type VendorBillListItem,
} from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../../db/schema';
import { createCompany, createUser } from '../../../test/factories';
import {
  createJobScene,
  JOB_ACCOUNTS_PERMISSIONS,
  type JobScene,
  jobState,
  setInvoiceSettings,
} from '../../../test/job-factories';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Payables: a vendor's bill for a job drafted from its buy lines, edited, approved as cost and
 * paid; the job's costing and profit read it; a draft holds CLOS; the last payment moves a job at
 * PREC to PRTV; the payables list filters and ages; another company sees none of it.
 */

let t: TestApp;
let scene: JobScene;
let vendorId: number;
let otherVendorId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-24T10:00:00Z');
  scene = await createJobScene(t);
  await setInvoiceSettings(t, scene.forwarder.id, 7001);
  const rows = await t.db
    .insert(vendors)
    .values([
      { companyId: scene.forwarder.id, name: 'Blue Ocean Lines', modes: ['sea'] },
      { companyId: scene.forwarder.id, name: 'Harbour Haulage', modes: ['sea'] },
    ])
    .returning({ id: vendors.id });
  vendorId = rows[0]?.id as number;
  otherVendorId = rows[1]?.id as number;
}, 120_000);
afterAll(() => t.close());

const billsUrl = (job: JobScene) => enquiryPath(VENDOR_BILL_PATHS.jobVendorBills, { id: job.job.id });
const billUrl = (id: number) => enquiryPath(VENDOR_BILL_PATHS.vendorBill, { id });
const costingUrl = (job: JobScene) => enquiryPath(VENDOR_BILL_PATHS.jobCosting, { id: job.job.id });

/** A bill taken from the job's expected costs: each buy line's label and buy, in USD at 1. */
async function prefilledBill(job: JobScene, billNumber: string, overrides: Record<string, unknown> = {}) {
  const costing = expectItem<JobCosting>(await t.as(job.accounts.token).get(costingUrl(job)));
  return {
    vendorId,
    billNumber,
    billDate: '2026-11-20',
    dueDate: '2026-11-30',
    currency: costing.currency,
    exchangeRate: '1',
    lines: costing.lines.map((l) => ({ label: l.label, amount: l.buy, taxRate: '0', sourceLineKey: l.key })),
    ...overrides,
  };
}

const createBill = async (job: JobScene, body: Record<string, unknown>) =>
  expectItem<VendorBill>(await t.as(job.accounts.token).post(billsUrl(job), body), 201);

const approve = async (job: JobScene, bill: Pick<VendorBill, 'id' | 'version'>) =>
  expectItem<VendorBill>(
    await t
      .as(job.accounts.token)
      .post(enquiryPath(VENDOR_BILL_PATHS.vendorBillApprove, { id: bill.id }), { version: bill.version }),
  );

const pay = async (job: JobScene, bill: Pick<VendorBill, 'id'>, amount: string) =>
  t.as(job.accounts.token).post(enquiryPath(VENDOR_BILL_PATHS.vendorBillPayments, { id: bill.id }), {
    paidOn: '2026-11-24',
    amount,
    reference: `WIRE-${amount}`,
  });

const moveJob = async (job: JobScene, status: string) =>
  t.as(job.ops.token).post(enquiryPath(JOB_PATHS.jobStatus, { id: job.job.id }), {
    status,
    version: (await jobState(t, job.job.id)).version,
  });

describe('a vendor bill from draft to paid', () => {
  it('drafts from the buy lines, edits, approves and pays in parts; costing and profit follow', async () => {
    const job = await createJobScene(t, scene);
    const draft = await createBill(job, await prefilledBill(job, 'BOL-1001'));
    expect(draft).toMatchObject({
      status: 'draft',
      vendor: { id: vendorId, name: 'Blue Ocean Lines' },
      subtotal: '900.00',
      total: '900.00',
      baseSubtotal: '900.00',
      balance: '900.00',
    });
    expect(draft.lines.map((l) => [l.sourceLineKey, l.amount])).toEqual([
      ['freight', '800.00'],
      ['thc', '100.00'],
    ]);
    // A draft is not cost yet.
    const before = expectItem<JobCosting>(await t.as(job.accounts.token).get(costingUrl(job)));
    expect(before).toMatchObject({
      estimatedCost: '900.00',
      actualCost: '0.00',
      actualProfit: null,
      draftBillCount: 1,
    });

    // Edited: the freight came in higher, with 5 % tax on the handling.
    const edited = expectItem<VendorBill>(
      await t.as(job.accounts.token).put(billUrl(draft.id), {
        ...(await prefilledBill(job, 'BOL-1001')),
        version: draft.version,
        lines: [
          { label: 'Ocean freight', amount: '850.00', sourceLineKey: 'freight' },
          { label: 'Terminal handling (origin)', amount: '100.00', taxRate: '5', sourceLineKey: 'thc' },
        ],
      }),
    );
    expect(edited).toMatchObject({
      subtotal: '950.00',
      taxTotal: '5.00',
      total: '955.00',
      baseSubtotal: '950.00',
    });

    const approved = await approve(job, edited);
    expect(approved.status).toBe('approved');
    expect(approved.approvedBy?.id).toBe(job.accounts.id);
    expect(approved.history.map((h) => h.toStatus)).toEqual(['draft', 'approved']);
    // Approved, it is no longer edited.
    expectFieldError(
      await t
        .as(job.accounts.token)
        .put(billUrl(draft.id), { ...(await prefilledBill(job, 'X')), version: approved.version }),
      409,
      'status',
    );

    const costing = expectItem<JobCosting>(await t.as(job.accounts.token).get(costingUrl(job)));
    expect(costing).toMatchObject({
      sell: '1000.00',
      estimatedCost: '900.00',
      actualCost: '950.00',
      difference: '50.00',
      estimatedProfit: '100.00',
      actualProfit: '50.00',
      draftBillCount: 0,
    });
    expect(costing.lines.find((l) => l.key === 'freight')).toMatchObject({
      estimated: '800.00',
      actual: '850.00',
      difference: '50.00',
    });

    const profit = expectItem<{ actualCost: string; actualProfit: string | null; profit: string }>(
      await t.as(job.accounts.token).get(enquiryPath(JOB_PATHS.jobProfit, { id: job.job.id })),
    );
    expect(profit).toMatchObject({ profit: '100.00', actualCost: '950.00', actualProfit: '50.00' });

    // Paid in parts; more than the balance is refused.
    expectFieldError(await pay(job, approved, '955.01'), 400, 'amount');
    expect(expectItem<VendorBill>(await pay(job, approved, '500.00'), 201)).toMatchObject({
      status: 'approved',
      paidTotal: '500.00',
      balance: '455.00',
    });
    const paid = expectItem<VendorBill>(await pay(job, approved, '455.00'), 201);
    expect(paid).toMatchObject({ status: 'paid', paidTotal: '955.00', balance: '0.00' });
    expect(paid.payments.map((p) => p.amount)).toEqual(['500.00', '455.00']);
    expectFieldError(await pay(job, approved, '1.00'), 409, 'status');
  }, 120_000);

  it('converts a bill in another currency at its rate, per line to the cent', async () => {
    const job = await createJobScene(t, scene);
    const bill = await createBill(
      job,
      await prefilledBill(job, 'EUR-77', {
        currency: 'EUR',
        exchangeRate: '1.0850000000',
        lines: [{ label: 'Ocean freight', amount: '700.05', sourceLineKey: 'freight' }],
      }),
    );
    // 700.05 × 1.085 = 759.55425 → 759.55
    expect(bill).toMatchObject({ currency: 'EUR', exchangeRate: '1.085', baseSubtotal: '759.55' });
  }, 120_000);

  it('refuses bad input naming the field and writes nothing; a duplicate number is a 409', async () => {
    const job = await createJobScene(t, scene);
    await createBill(job, await prefilledBill(job, 'DUP-1'));
    const before = await countRows(t.db);
    const as = t.as(job.accounts.token);
    expectFieldError(await as.post(billsUrl(job), await prefilledBill(job, 'DUP-1')), 409, 'billNumber');
    expectFieldError(
      await as.post(billsUrl(job), await prefilledBill(job, 'N-2', { vendorId: 2147483000 })),
      400,
      'vendorId',
    );
    expectFieldError(
      await as.post(billsUrl(job), await prefilledBill(job, 'N-3', { billNumber: '' })),
      400,
      'billNumber',
    );
    expectFieldError(
      await as.post(billsUrl(job), await prefilledBill(job, 'N-4', { lines: [] })),
      400,
      'lines',
    );
    expectFieldError(
      await as.post(billsUrl(job), await prefilledBill(job, 'N-5', { dueDate: '2026-11-01' })),
      400,
      'dueDate',
    );
    expectFieldError(
      await as.post(billsUrl(job), await prefilledBill(job, 'N-6', { exchangeRate: '1.2' })),
      400,
      'exchangeRate',
    );
    expectFieldError(
      await as.post(
        billsUrl(job),
        await prefilledBill(job, 'N-7', { lines: [{ label: 'x', amount: '1.00', sourceLineKey: 'nope' }] }),
      ),
      400,
      'lines.0.sourceLineKey',
    );
    expect(await countRows(t.db)).toEqual(before);
    // The same number from another vendor is another bill.
    await createBill(job, await prefilledBill(job, 'DUP-1', { vendorId: otherVendorId }));
  }, 120_000);
});

describe('the job line and the money paid out', () => {
  it('holds CLOS while a vendor bill is a draft, and the last payment moves a job at PREC to PRTV', async () => {
    const job = await createJobScene(t, scene);
    expect((await moveJob(job, 'ADPL')).statusCode).toBe(200);
    const draftInvoice = expectItem<Invoice>(
      await t.as(job.accounts.token).post(enquiryPath(JOB_PATHS.jobInvoices, { id: job.job.id }), {}),
      201,
    );
    const invoice = expectItem<Invoice>(
      await t.as(job.accounts.token).post(enquiryPath(INVOICE_PATHS.invoiceIssue, { id: draftInvoice.id }), {
        version: draftInvoice.version,
      }),
    );
    expectItem(
      await t.as(job.accounts.token).post(enquiryPath(INVOICE_PATHS.invoicePayments, { id: invoice.id }), {
        paidOn: '2026-11-24',
        amount: invoice.total,
        reference: 'TT-1',
      }),
      201,
    );
    expect((await jobState(t, job.job.id)).status).toBe('PREC');

    const bill = await createBill(job, await prefilledBill(job, 'CLOS-1'));
    const before = await countRows(t.db);
    const refused = expectFieldError(await moveJob(job, 'CLOS'), 409, 'status');
    expect(refused.defaultMessage).toMatch(/vendor bill.*draft.*CLOS-1/);
    expect(await countRows(t.db)).toEqual(before);

    const approved = await approve(job, bill);
    expect(expectItem<VendorBill>(await pay(job, approved, approved.total), 201).status).toBe('paid');
    expect((await jobState(t, job.job.id)).status).toBe('PRTV');
    expect((await moveJob(job, 'CLOS')).statusCode).toBe(200);
  }, 180_000);

  it('leaves a job before PREC where it stands when its bills are paid', async () => {
    const job = await createJobScene(t, scene);
    const bill = await approve(job, await createBill(job, await prefilledBill(job, 'EARLY-1')));
    expectItem(await pay(job, bill, bill.total), 201);
    expect((await jobState(t, job.job.id)).status).toBe('QUED');
  }, 120_000);
});

describe('payables lists', () => {
  it('filters by status, vendor, job, due and overdue, searches, and ages what is left to pay', async () => {
    const owner = await createCompany(t);
    const accounts = await createUser(t, { company: owner, permissions: JOB_ACCOUNTS_PERMISSIONS });
    const job = await createJobScene(t, scene);
    // Due long ago, partly paid: overdue, 31–60 days.
    const late = await approve(
      job,
      await createBill(
        job,
        await prefilledBill(job, 'LATE-1', { billDate: '2026-10-01', dueDate: '2026-10-10' }),
      ),
    );
    expectItem(await pay(job, late, '100.00'), 201);
    await createBill(job, await prefilledBill(job, 'DRAFT-9', { vendorId: otherVendorId }));

    const as = t.as(job.accounts.token);
    const list = async (query: string) =>
      expectList<VendorBillListItem>(await as.get(`${VENDOR_BILL_PATHS.vendorBills}?${query}`));
    const overdue = await list(`overdue=true&jobId=${job.job.id}`);
    expect(overdue.items.map((b) => [b.billNumber, b.balance, b.daysOverdue])).toEqual([
      ['LATE-1', '800.00', 45],
    ]);
    expect((await list(`status=draft&jobId=${job.job.id}`)).items.map((b) => b.billNumber)).toEqual([
      'DRAFT-9',
    ]);
    expect((await list(`vendorId=${otherVendorId}&jobId=${job.job.id}`)).total).toBe(1);
    expect((await list(`search=late-1`)).items.map((b) => b.billNumber)).toEqual(['LATE-1']);
    expect((await list(`search=${job.job.reference}&pageSize=1`)).total).toBe(2);
    expectFieldError(await as.get(`${VENDOR_BILL_PATHS.vendorBills}?status=lost`), 400, 'status');

    const ageing = expectItem<PayablesAgeing>(await as.get(VENDOR_BILL_PATHS.payablesAgeing));
    const row = ageing.rows.find((r) => r.vendor.id === vendorId);
    expect(Number(row?.buckets.days31to60)).toBeGreaterThanOrEqual(800);
    expect(ageing.asOf).toBe('2026-11-24');

    const profit = expectList<unknown>(
      await as.get(`${INVOICE_PATHS.profit}?search=${job.job.reference}`),
    ) as unknown as JobProfitPage;
    expect(profit.totals[0]).toMatchObject({
      jobCount: 1,
      profit: '100.00',
      actualCost: '900.00',
      actualProfit: '100.00',
    });

    const dashboard = expectItem<AccountsDashboard>(await as.get(DASHBOARD_PATHS.accounts));
    const bucket = dashboard.payablesAgeing.buckets.find((b) => b.bucket === 'days31to60');
    expect(Number(bucket?.amount)).toBeGreaterThanOrEqual(800);
    expect(bucket?.link).toContain('/dashboard/accounts/payables?status=approved');
    const month = dashboard.months.find((m) => m.jobCount > 0);
    expect(Number(month?.actualCost)).toBeGreaterThan(0);

    // Another company's staff see none of it.
    const outsider = t.as(accounts.token);
    expect((await outsider.get(billUrl(late.id))).statusCode).toBe(404);
    expect(
      (await outsider.put(billUrl(late.id), { ...(await prefilledBill(job, 'X')), version: 0 })).statusCode,
    ).toBe(404);
    expect(
      (await outsider.post(enquiryPath(VENDOR_BILL_PATHS.vendorBillApprove, { id: late.id }), { version: 0 }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await outsider.post(enquiryPath(VENDOR_BILL_PATHS.vendorBillPayments, { id: late.id }), {
          paidOn: '2026-11-24',
          amount: '1.00',
          reference: 'X',
        })
      ).statusCode,
    ).toBe(404);
    expect((await outsider.delete(billUrl(late.id))).statusCode).toBe(404);
    expect((await outsider.get(costingUrl(job))).statusCode).toBe(404);
    expect((await outsider.post(billsUrl(job), await prefilledBill(job, 'X'))).statusCode).toBe(404);
    expect(expectList(await outsider.get(VENDOR_BILL_PATHS.vendorBills)).total).toBe(0);
    expect(expectItem<PayablesAgeing>(await outsider.get(VENDOR_BILL_PATHS.payablesAgeing)).rows).toEqual([]);
  }, 180_000);
});
