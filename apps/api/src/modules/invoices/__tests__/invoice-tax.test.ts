import {
  enquiryPath,
  INVOICE_PATHS,
  type Invoice,
  type InvoiceSettings,
  JOB_PATHS,
  type Job,
  restateToPrice,
  TAX_CODE_PATHS,
  type TaxCode,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyBankAccounts,
  companySettings,
  companyTaxCodes,
  jobContainers,
  quoteOptions,
} from '../../../db/schema';
import {
  createJobScene,
  JOB_OPTION_LINES,
  type JobScene,
  setInvoiceSettings,
} from '../../../test/job-factories';
import { ensureCurrencies } from '../../../test/masters';
import { pdfText } from '../../../test/pdf-text';
import { setCurrencies } from '../../../test/rate-factories';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const paths = {
  jobInvoices: (id: number) => enquiryPath(JOB_PATHS.jobInvoices, { id }),
  invoice: (id: number) => enquiryPath(INVOICE_PATHS.invoice, { id }),
  issue: (id: number) => enquiryPath(INVOICE_PATHS.invoiceIssue, { id }),
  creditNote: (id: number) => enquiryPath(INVOICE_PATHS.invoiceCreditNote, { id }),
  debitNote: (id: number) => enquiryPath(INVOICE_PATHS.invoiceDebitNote, { id }),
  pdf: (id: number) => enquiryPath(INVOICE_PATHS.invoicePdf, { id }),
  taxCode: (id: number) => enquiryPath(TAX_CODE_PATHS.taxCode, { id }),
};

let t: TestApp;
let scene: JobScene;
let other: JobScene;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-24T10:00:00Z');
  await ensureCurrencies(t.db);
  scene = await createJobScene(t);
  other = await createJobScene(t);
  await setInvoiceSettings(t, scene.forwarder.id, 5001);
  await setInvoiceSettings(t, other.forwarder.id, 9001);
}, 120_000);
afterAll(() => t.close());

const draftOf = async (job: JobScene, body: Record<string, unknown> = {}) =>
  expectItem<Invoice>(await t.as(job.accounts.token).post(paths.jobInvoices(job.job.id), body), 201);

const issue = async (job: JobScene, invoice: Pick<Invoice, 'id' | 'version'>) =>
  expectItem<Invoice>(
    await t.as(job.accounts.token).post(paths.issue(invoice.id), { version: invoice.version }),
  );

const pdfOf = async (token: string, id: number) => {
  const res = await t.as(token).get(paths.pdf(id));
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
};

/** The scene's booked option restated to `price`: its lines plus one Negotiated discount line. */
async function agreePrice(job: JobScene, price: string) {
  const lines = restateToPrice(JOB_OPTION_LINES, price, 'USD');
  await t.db
    .update(quoteOptions)
    .set({ lines, offeredSell: price })
    .where(eq(quoteOptions.id, job.option.id));
}

describe('tax per line and per rate', () => {
  it('splits a negotiated discount across zero-rated freight and standard locals, to the cent', async () => {
    const job = await createJobScene(t, scene);
    // Lines sell 1000.00 (900.00 freight, 100.00 THC); agreed at 933.33: a discount of 66.67.
    await agreePrice(job, '933.33');
    const draft = await draftOf(job);
    expect(draft.lines.map((l) => [l.label, l.amount, l.taxCode, l.taxRate])).toEqual([
      ['Ocean freight', '900.00', 'ZR', '0.00'],
      ['Terminal handling (origin)', '100.00', 'SR', '5.00'],
      // 66.67 × 900/1000 = 60.003 → 60.00; × 100/1000 = 6.667 → 6.67 (largest remainder).
      ['Negotiated discount (zero-rated)', '-60.00', 'ZR', '0.00'],
      ['Negotiated discount (standard)', '-6.67', 'SR', '5.00'],
    ]);
    expect(draft.taxPerRate).toEqual([
      { taxCode: 'ZR', taxRate: '0.00', net: '840.00', tax: '0.00' },
      // 5 % × 93.33 = 4.6665 → 4.67, rounded once.
      { taxCode: 'SR', taxRate: '5.00', net: '93.33', tax: '4.67' },
    ]);
    expect(draft).toMatchObject({ subtotal: '933.33', taxTotal: '4.67', total: '938.00' });

    // Sent back as they are (codes named), the lines keep their split and their totals.
    const saved = expectItem<Invoice>(
      await t.as(job.accounts.token).put(paths.invoice(draft.id), {
        version: draft.version,
        lines: draft.lines.map(({ label, quantity, unitPrice, sourceLineKey, taxCode }) => ({
          label,
          quantity,
          unitPrice,
          sourceLineKey,
          taxCode,
        })),
      }),
    );
    expect(saved).toMatchObject({ subtotal: '933.33', taxTotal: '4.67', total: '938.00' });

    // A line may be moved to another of the company's codes; an unknown code is refused on the line.
    const exempt = expectItem<Invoice>(
      await t.as(job.accounts.token).put(paths.invoice(draft.id), {
        version: saved.version,
        lines: [
          { label: 'Ocean freight', quantity: '1', unitPrice: '100.00', sourceLineKey: 'freight' },
          { label: 'Insurance', quantity: '1', unitPrice: '10.00', taxCode: 'ex' },
          { label: 'Courier', quantity: '1', unitPrice: '10.00' },
        ],
      }),
    );
    expect(exempt.lines.map((l) => l.taxCode)).toEqual(['ZR', 'EX', 'SR']);
    expect(exempt).toMatchObject({ subtotal: '120.00', taxTotal: '0.50', total: '120.50' });
    const before = await countRows(t.db);
    expectFieldError(
      await t.as(job.accounts.token).put(paths.invoice(draft.id), {
        version: exempt.version,
        lines: [{ label: 'X', quantity: '1', unitPrice: '1.00', taxCode: 'NOPE' }],
      }),
      400,
      'lines.0.taxCode',
    );
    expect(await countRows(t.db)).toEqual(before);
    await t.as(job.accounts.token).delete(paths.invoice(draft.id));
  });

  it('credit and debit notes work on the restated lines; the issued invoice never changes', async () => {
    const job = await createJobScene(t, scene);
    await agreePrice(job, '933.33');
    const invoice = await issue(job, await draftOf(job));
    const whole = expectItem<Invoice>(
      await t.as(job.accounts.token).post(paths.creditNote(invoice.id), { reason: 'Cancelled' }),
      201,
    );
    // All that is left, per rate: exactly the invoice's nets and taxes.
    expect(whole).toMatchObject({ total: '938.00', subtotal: '933.33', taxTotal: '4.67' });
    expect(whole.taxPerRate).toEqual(invoice.taxPerRate);
    const after = expectItem<Invoice>(await t.as(job.accounts.token).get(paths.invoice(invoice.id)));
    expect(after).toMatchObject({ status: 'cancelled', balance: '0.00', lines: invoice.lines });

    const second = createJobScene(t, scene);
    const job2 = await second;
    const invoice2 = await issue(job2, await draftOf(job2));
    const debit = expectItem<Invoice>(
      await t.as(job2.accounts.token).post(paths.debitNote(invoice2.id), {
        lines: [
          { label: 'Demurrage', quantity: '2', unitPrice: '50.00' },
          { label: 'Extra freight', quantity: '1', unitPrice: '30.00', taxCode: 'ZR' },
        ],
        reason: 'Late pick-up',
      }),
      201,
    );
    expect(debit.lines.map((l) => l.taxCode)).toEqual(['SR', 'ZR']);
    expect(debit).toMatchObject({ subtotal: '130.00', taxTotal: '5.00', total: '135.00' });
  });
});

describe('the invoice currency', () => {
  it("drafts in the quote's currency with the rate recorded, or converts to the base currency", async () => {
    const job = await createJobScene(t, other);
    await setCurrencies(t, other.forwarder, 'AED', { USD: '3.6725' }, '2026-11-20');
    // The job offers the two to choose from when drafting, the quote's first; the customer none.
    const staffJob = expectItem<Job>(
      await t.as(job.ops.token).get(enquiryPath(JOB_PATHS.job, { id: job.job.id })),
    );
    expect(staffJob.invoiceCurrencies).toEqual(['USD', 'AED']);
    const customerJob = expectItem<Job>(
      await t.as(job.customerUser.token).get(enquiryPath(JOB_PATHS.myJob, { id: job.job.id })),
    );
    expect(customerJob.invoiceCurrencies).toEqual([]);

    const inQuote = await draftOf(job);
    expect(inQuote).toMatchObject({
      currency: 'USD',
      total: '1005.00',
      exchangeRate: '3.6725',
      exchangeRateOn: '2026-11-20',
      convertedFrom: null,
    });
    const issued = await issue(job, inQuote);
    const text = await pdfOf(job.accounts.token, issued.id);
    expect(text).toContain('1 USD = 3.6725 AED');
    expect(text).toContain('2026-11-20');

    const inBase = await draftOf(job, { currency: 'AED' });
    // 450.00 × 3.6725 = 1652.625 → 1652.63 a unit, × 2; 50.00 × 3.6725 = 183.63 (183.625), × 2.
    expect(inBase.lines.map((l) => [l.unitPrice, l.amount, l.taxCode])).toEqual([
      ['1652.63', '3305.26', 'ZR'],
      ['183.63', '367.26', 'SR'],
    ]);
    expect(inBase).toMatchObject({
      currency: 'AED',
      subtotal: '3672.52',
      taxTotal: '18.36',
      total: '3690.88',
      exchangeRate: '3.6725',
      exchangeRateOn: '2026-11-20',
      convertedFrom: 'USD',
    });
    const issuedBase = await issue(job, inBase);
    const baseText = await pdfOf(job.accounts.token, issuedBase.id);
    expect(baseText).toContain('Converted from USD at 1 USD = 3.6725 AED');
    expect(baseText).toContain('3,690.88');

    const before = await countRows(t.db);
    expectFieldError(
      await t.as(job.accounts.token).post(paths.jobInvoices(job.job.id), { currency: 'EUR' }),
      400,
      'currency',
    );
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('the PDF a customer’s accounts team needs', () => {
  it('prints both tax registrations, the bank, terms and due date, the shipment, tax per rate and total', async () => {
    const job = await createJobScene(t, scene);
    await t.db
      .insert(companySettings)
      .values({ companyId: scene.forwarder.id, taxRegistrationNumber: 'TRN-FWD-100' })
      .onConflictDoUpdate({
        target: companySettings.companyId,
        set: { taxRegistrationNumber: 'TRN-FWD-100' },
      });
    await t.db
      .insert(companySettings)
      .values({ companyId: scene.customerCompany.id, taxRegistrationNumber: 'TRN-CUST-200' })
      .onConflictDoUpdate({
        target: companySettings.companyId,
        set: { taxRegistrationNumber: 'TRN-CUST-200' },
      });
    await t.db.delete(companyBankAccounts).where(eq(companyBankAccounts.companyId, scene.forwarder.id));
    await t.db.insert(companyBankAccounts).values({
      companyId: scene.forwarder.id,
      bankName: 'Harbour Bank',
      accountName: 'Forwarder LLC',
      accountNumber: '0012345',
      iban: 'AE070331234567890123456',
      swiftCode: 'HARBAEAD',
      currency: 'USD',
      isDefault: true,
    });
    await t.db.insert(jobContainers).values({
      companyId: scene.forwarder.id,
      jobId: job.job.id,
      containerNumber: 'MSCU1234565',
    });
    const invoice = await issue(job, await draftOf(job));
    const text = await pdfOf(job.accounts.token, invoice.id);
    for (const expected of [
      'TRN-FWD-100',
      'TRN-CUST-200',
      'Harbour Bank',
      'AE070331234567890123456',
      'HARBAEAD',
      'PAYMENT TERMS',
      '30 days',
      'DUE DATE',
      '2026-12-24',
      'Shipment',
      job.job.reference,
      'MSCU1234565',
      'PORT OF LOADING',
      'Tax ZR 0% on 900.00',
      'Tax SR 5% on 100.00',
      'Tax total',
      '1,005.00',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('tax codes under company settings', () => {
  it('lists the defaults once needed, takes new codes, and sets the freight and local defaults', async () => {
    const admin = scene.admin.token;
    const list = expectList<TaxCode>(await t.as(admin).get(`${TAX_CODE_PATHS.taxCodes}?sort=code`));
    expect(list.items.map((c) => [c.code, c.category, c.rate])).toEqual([
      ['EX', 'exempt', '0'],
      ['OS', 'out_of_scope', '0'],
      ['SR', 'standard', '5'],
      ['ZR', 'zero_rated', '0'],
    ]);
    const reduced = expectItem<TaxCode>(
      await t
        .as(admin)
        .post(TAX_CODE_PATHS.taxCodes, { code: 'rr', name: 'Reduced', category: 'standard', rate: '2.5' }),
      201,
    );
    expect(reduced).toMatchObject({ code: 'RR', rate: '2.5', isActive: true });
    expectFieldError(
      await t
        .as(admin)
        .post(TAX_CODE_PATHS.taxCodes, { code: 'RR', name: 'Again', category: 'standard', rate: '1' }),
      409,
      'code',
    );
    expectFieldError(
      await t
        .as(admin)
        .post(TAX_CODE_PATHS.taxCodes, { code: 'Z2', name: 'Zero', category: 'zero_rated', rate: '3' }),
      400,
      'rate',
    );

    const settings = expectItem<InvoiceSettings>(
      await t.as(admin).put('/api/v1/company-settings/invoice-settings', {
        prefix: 'INV-',
        nextNumber: 6001,
        taxRate: '5',
        paymentTermsDays: 30,
        footerText: 'Thank you.',
        localTaxCodeId: reduced.id,
      }),
    );
    expect(settings).toMatchObject({ localTaxCodeId: reduced.id, freightTaxCodeId: null });
    const job = await createJobScene(t, scene);
    const draft = await draftOf(job);
    expect(draft.lines.map((l) => l.taxCode)).toEqual(['ZR', 'RR']);
    expect(draft).toMatchObject({ taxTotal: '2.50', total: '1002.50' });
    await t.as(job.accounts.token).delete(paths.invoice(draft.id));

    // Named by the invoice settings, the code cannot be deleted.
    expect((await t.as(admin).delete(paths.taxCode(reduced.id))).statusCode).toBe(409);
    await t.as(admin).put('/api/v1/company-settings/invoice-settings', {
      prefix: 'INV-',
      nextNumber: 6001,
      taxRate: '5',
      paymentTermsDays: 30,
      footerText: 'Thank you.',
    });
  });

  it("answers another company's tax codes 404 and refuses them in its invoice settings", async () => {
    const [theirs] = await t.db
      .select()
      .from(companyTaxCodes)
      .where(eq(companyTaxCodes.companyId, scene.forwarder.id));
    if (!theirs) throw new Error('the scene has no tax codes');
    const outsider = t.as(other.admin.token);
    const before = await countRows(t.db);
    expect((await outsider.get(paths.taxCode(theirs.id))).statusCode).toBe(404);
    expect(
      (await outsider.put(paths.taxCode(theirs.id), { code: 'X', name: 'X', category: 'exempt', rate: '0' }))
        .statusCode,
    ).toBe(404);
    expect((await outsider.delete(paths.taxCode(theirs.id))).statusCode).toBe(404);
    expectFieldError(
      await outsider.put('/api/v1/company-settings/invoice-settings', {
        prefix: 'INV-',
        nextNumber: 1,
        taxRate: '5',
        paymentTermsDays: 30,
        footerText: '',
        freightTaxCodeId: theirs.id,
      }),
      400,
      'freightTaxCodeId',
    );
    expect(await countRows(t.db)).toEqual(before);
    const mine = expectList<TaxCode>(await outsider.get(TAX_CODE_PATHS.taxCodes));
    expect(mine.items.map((c) => c.id)).not.toContain(theirs.id);
  });
});
