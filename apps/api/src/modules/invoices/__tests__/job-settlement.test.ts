import { enquiryPath, INVOICE_PATHS, type Invoice, JOB_PATHS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories';
import {
  createShippedJobScene,
  type JobScene,
  jobState,
  setInvoiceSettings,
} from '../../../test/job-factories';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * How the money moves a job: the last payment moves it to PREC only from the payment steps (ADPL,
 * PREL), so a prepaid job keeps operations' remaining steps; and the guards of PREC and CLOS read
 * the same documents the payment does, invoices and debit notes, so an open debit note holds both.
 */

type JobItem = { status: string; version: number; allowedMoves: { status: string }[] };

let t: TestApp;
let scene: JobScene;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-24T10:00:00Z');
  scene = await createShippedJobScene(t);
  await setInvoiceSettings(t, scene.forwarder.id, 5001);
}, 120_000);
afterAll(() => t.close());

const statusUrl = (job: JobScene) => enquiryPath(JOB_PATHS.jobStatus, { id: job.job.id });

const move = async (job: JobScene, status: string) =>
  t.as(job.ops.token).post(statusUrl(job), { status, version: (await jobState(t, job.job.id)).version });

const moved = async (job: JobScene, status: string) =>
  expect(expectItem<JobItem>(await move(job, status)).status).toBe(status);

/** The move is refused with a 409 on `status` naming the money, and nothing changes. */
async function refusedByMoney(job: JobScene, status: string) {
  const before = await countRows(t.db);
  const error = expectFieldError(await move(job, status), 409, 'status');
  expect(error.defaultMessage).toMatch(/paid/);
  expect(await countRows(t.db)).toEqual(before);
}

const accounts = (user: TestUser) => t.as(user.token);

async function issuedInvoice(job: JobScene): Promise<Invoice> {
  const draft = expectItem<Invoice>(
    await accounts(job.accounts).post(enquiryPath(JOB_PATHS.jobInvoices, { id: job.job.id }), {}),
    201,
  );
  return expectItem<Invoice>(
    await accounts(job.accounts).post(enquiryPath(INVOICE_PATHS.invoiceIssue, { id: draft.id }), {
      version: draft.version,
    }),
  );
}

const pay = async (job: JobScene, invoice: Pick<Invoice, 'id'>, amount: string) =>
  expectItem<Invoice>(
    await accounts(job.accounts).post(enquiryPath(INVOICE_PATHS.invoicePayments, { id: invoice.id }), {
      paidOn: '2026-11-24',
      amount,
      reference: `TT-${amount}`,
    }),
    201,
  );

const debitNote = async (job: JobScene, invoice: Pick<Invoice, 'id'>) =>
  expectItem<Invoice>(
    await accounts(job.accounts).post(enquiryPath(INVOICE_PATHS.invoiceDebitNote, { id: invoice.id }), {
      amount: '100.00',
      reason: 'Demurrage',
    }),
    201,
  );

const allowedMoves = async (job: JobScene) =>
  expectItem<JobItem>(
    await t.as(job.ops.token).get(enquiryPath(JOB_PATHS.job, { id: job.job.id })),
  ).allowedMoves.map((m) => m.status);

describe('the last payment and the job line', () => {
  it('leaves a prepaid job where it stands, so operations still runs its steps, then PREC by hand', async () => {
    const job = await createShippedJobScene(t, scene);
    await moved(job, 'CGLD');
    const invoice = await issuedInvoice(job);
    expect((await pay(job, invoice, invoice.total)).status).toBe('paid');
    expect((await jobState(t, job.job.id)).status).toBe('CGLD');
    for (const status of ['TRNT', 'AADP', 'DORE', 'CGRE', 'ADPL']) await moved(job, status);
    expect(await allowedMoves(job)).toContain('PREC');
    await moved(job, 'PREC');
  }, 120_000);

  it('moves the job to PREC by itself once paid at ADPL or after the customer released payment', async () => {
    const atAdpl = await createShippedJobScene(t, scene);
    await moved(atAdpl, 'ADPL');
    const first = await issuedInvoice(atAdpl);
    await pay(atAdpl, first, first.total);
    expect((await jobState(t, atAdpl.job.id)).status).toBe('PREC');

    const released = await createShippedJobScene(t, scene);
    await moved(released, 'ADPL');
    const second = await issuedInvoice(released);
    const state = await jobState(t, released.job.id);
    expectItem(
      await t
        .as(released.customerUser.token)
        .post(enquiryPath(JOB_PATHS.myJobPaymentReleased, { id: released.job.id }), {
          version: state.version,
        }),
    );
    expect((await jobState(t, released.job.id)).status).toBe('PREL');
    // Part paid, the rest credited: the invoice is settled (paid) and the job moves on.
    await pay(released, second, '500.00');
    const credited = await accounts(released.accounts).post(
      enquiryPath(INVOICE_PATHS.invoiceCreditNote, { id: second.id }),
      { reason: 'Goodwill' },
    );
    expect(credited.statusCode, credited.body).toBe(201);
    expect((await jobState(t, released.job.id)).status).toBe('PREC');
  }, 120_000);
});

describe('an open debit note holds PREC and CLOS', () => {
  it('refuses PREC by hand while a debit note is unpaid, and the last payment of it moves the job', async () => {
    const job = await createShippedJobScene(t, scene);
    await moved(job, 'ADPL');
    const invoice = await issuedInvoice(job);
    const note = await debitNote(job, invoice);
    await pay(job, invoice, invoice.total);
    expect((await jobState(t, job.job.id)).status).toBe('ADPL');
    expect(await allowedMoves(job)).not.toContain('PREC');
    await refusedByMoney(job, 'PREC');
    await refusedByMoney(job, 'CLOS');
    expect((await pay(job, note, note.total)).status).toBe('paid');
    expect((await jobState(t, job.job.id)).status).toBe('PREC');
  }, 120_000);

  it('refuses CLOS while a debit note raised after payment is unpaid', async () => {
    const job = await createShippedJobScene(t, scene);
    await moved(job, 'ADPL');
    const invoice = await issuedInvoice(job);
    await pay(job, invoice, invoice.total);
    await moved(job, 'PRTV');
    const note = await debitNote(job, invoice);
    await refusedByMoney(job, 'CLOS');
    await pay(job, note, note.total);
    // Past PREC: the payment leaves the line alone, and the job may close.
    expect((await jobState(t, job.job.id)).status).toBe('PRTV');
    await moved(job, 'CLOS');
  }, 120_000);
});
