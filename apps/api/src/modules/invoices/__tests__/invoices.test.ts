import {
  enquiryPath,
  INVOICE_PATHS,
  type Invoice,
  type InvoiceListItem,
  JOB_PATHS,
} from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvoiceSettings, mailOutbox, notifications, statusHistory } from '../../../db/schema';
import { createAdmin, type TestUser } from '../../../test/factories';
import { createJobScene, type JobScene, jobState, setInvoiceSettings } from '../../../test/job-factories';
import { expectHostileRefused, LONG, NUL } from '../../../test/organisation';
import { pdfText } from '../../../test/pdf-text';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createRegisteredVendor } from '../../../test/vendor-forward-factories';
import { renderInvoicePdf } from '../invoice-pdf';

const paths = {
  jobInvoices: (id: number) => enquiryPath(JOB_PATHS.jobInvoices, { id }),
  myJobInvoices: (id: number) => enquiryPath(JOB_PATHS.myJobInvoices, { id }),
  invoice: (id: number) => enquiryPath(INVOICE_PATHS.invoice, { id }),
  issue: (id: number) => enquiryPath(INVOICE_PATHS.invoiceIssue, { id }),
  payments: (id: number) => enquiryPath(INVOICE_PATHS.invoicePayments, { id }),
  creditNote: (id: number) => enquiryPath(INVOICE_PATHS.invoiceCreditNote, { id }),
  debitNote: (id: number) => enquiryPath(INVOICE_PATHS.invoiceDebitNote, { id }),
  pdf: (id: number) => enquiryPath(INVOICE_PATHS.invoicePdf, { id }),
  myInvoicePdf: (id: number) => enquiryPath(INVOICE_PATHS.myInvoicePdf, { id }),
};

let t: TestApp;
let scene: JobScene;
/** Another forwarder with its own job and customer. */
let other: JobScene;
let vendorAdmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-24T10:00:00Z');
  scene = await createJobScene(t);
  other = await createJobScene(t);
  await setInvoiceSettings(t, scene.forwarder.id, 1001);
  const vendor = await createRegisteredVendor(t, scene.forwarder);
  vendorAdmin = await createAdmin(t, { company: vendor.company });
}, 120_000);
afterAll(() => t.close());

const draftOf = async (user: TestUser, jobId: number) =>
  expectItem<Invoice>(await t.as(user.token).post(paths.jobInvoices(jobId), {}), 201);

const issue = async (user: TestUser, invoice: Pick<Invoice, 'id' | 'version'>) =>
  expectItem<Invoice>(await t.as(user.token).post(paths.issue(invoice.id), { version: invoice.version }));

const pay = (user: TestUser, id: number, amount: string, paidOn = '2026-11-24') =>
  t.as(user.token).post(paths.payments(id), { paidOn, amount, reference: `TT-${amount}` });

/** Operations moves the job to ADPL, where the last payment moves it on to PREC. */
const atDeliveryPlace = async (job: JobScene) =>
  expectItem(
    await t
      .as(job.ops.token)
      .post(enquiryPath(JOB_PATHS.jobStatus, { id: job.job.id }), { status: 'ADPL', version: 0 }),
  );

const pdfOf = async (token: string, url: string) => {
  const res = await t.as(token).get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
};

describe('drafts from the sell lines', () => {
  it('refuses a draft without invoice settings (409), and creates nothing', async () => {
    const before = await countRows(t.db);
    const res = await t.as(other.accounts.token).post(paths.jobInvoices(other.job.id), {});
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/Invoice Settings/);
    expect(await countRows(t.db)).toEqual(before);
  });

  it("drafts the option's sell lines: freight zero-rated, local charges standard, tax per rate", async () => {
    const draft = await draftOf(scene.accounts, scene.job.id);
    expect(draft).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      number: null,
      customer: { id: scene.customerCompany.id },
      job: { id: scene.job.id, reference: scene.job.reference },
      subtotal: '1000.00',
      taxRate: '5.00',
      taxTotal: '5.00',
      total: '1005.00',
      balance: '1005.00',
      exchangeRate: null,
      hasPdf: false,
    });
    expect(draft.taxPerRate).toEqual([
      { taxCode: 'ZR', taxRate: '0.00', net: '900.00', tax: '0.00' },
      { taxCode: 'SR', taxRate: '5.00', net: '100.00', tax: '5.00' },
    ]);
    expect(draft.lines).toEqual([
      {
        label: 'Ocean freight',
        quantity: '2',
        unitPrice: '450.00',
        amount: '900.00',
        sourceLineKey: 'freight',
        taxCode: 'ZR',
        taxRate: '0.00',
      },
      {
        label: 'Terminal handling (origin)',
        quantity: '2',
        unitPrice: '50.00',
        amount: '100.00',
        sourceLineKey: 'thc',
        taxCode: 'SR',
        taxRate: '5.00',
      },
    ]);
    expect(draft.history.map((h) => h.toStatus)).toEqual(['draft']);
    const list = expectList<InvoiceListItem>(
      await t.as(scene.ops.token).get(paths.jobInvoices(scene.job.id)),
    );
    expect(list.items.map((i) => i.id)).toContain(draft.id);
    await t.as(scene.accounts.token).delete(paths.invoice(draft.id));
  });

  it('edits a draft with exact cents: lines added, removed and changed, totals recomputed', async () => {
    const draft = await draftOf(scene.accounts, scene.job.id);
    const saved = expectItem<Invoice>(
      await t.as(scene.accounts.token).put(paths.invoice(draft.id), {
        version: draft.version,
        lines: [
          { label: 'Ocean freight', quantity: '3', unitPrice: '33.33', sourceLineKey: 'freight' },
          { label: 'Courier', quantity: '0.1', unitPrice: '0.20' },
          { label: 'Docs fee', quantity: '1.5', unitPrice: '0.07' },
        ],
        notes: 'Thank you for your business',
        dueDate: '2026-12-31',
      }),
    );
    // Freight 99.99 zero-rated; 0.02 + 0.105 → 0.11 standard: tax 5 % of 0.13 = 0.0065 → 0.01.
    expect(saved.lines.map((l) => l.amount)).toEqual(['99.99', '0.02', '0.11']);
    expect(saved.lines.map((l) => l.taxCode)).toEqual(['ZR', 'SR', 'SR']);
    expect(saved).toMatchObject({
      subtotal: '100.12',
      taxTotal: '0.01',
      total: '100.13',
      notes: 'Thank you for your business',
      dueDate: '2026-12-31',
      version: draft.version + 1,
    });

    const before = await countRows(t.db);
    const stale = await t.as(scene.accounts.token).put(paths.invoice(draft.id), {
      version: draft.version,
      lines: [{ label: 'X', quantity: '1', unitPrice: '1.00' }],
    });
    expectFieldError(stale, 409, 'version');
    expect(await countRows(t.db)).toEqual(before);

    const deleted = await t.as(scene.accounts.token).delete(paths.invoice(draft.id));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.as(scene.accounts.token).get(paths.invoice(draft.id))).statusCode).toBe(404);
    const history = await t.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.recordType, 'invoice'), eq(statusHistory.recordId, draft.id)));
    expect(history).toEqual([]);
  });

  it('refuses hostile draft bodies, naming the field and changing nothing', async () => {
    const draft = await draftOf(scene.accounts, scene.job.id);
    const line = { label: 'Freight', quantity: '1', unitPrice: '10.00' };
    const valid = { version: draft.version, lines: [line] };
    await expectHostileRefused(t, scene.accounts.token, 'PUT', paths.invoice(draft.id), [
      { name: 'no lines', body: { ...valid, lines: [] }, field: 'lines' },
      { name: 'lines not a list', body: { ...valid, lines: 'all' }, field: 'lines' },
      { name: 'NUL label', body: { ...valid, lines: [{ ...line, label: NUL }] }, field: 'lines.0.label' },
      { name: '10k label', body: { ...valid, lines: [{ ...line, label: LONG }] }, field: 'lines.0.label' },
      {
        name: 'negative quantity',
        body: { ...valid, lines: [{ ...line, quantity: '-1' }] },
        field: 'lines.0.quantity',
      },
      {
        name: 'zero quantity',
        body: { ...valid, lines: [{ ...line, quantity: '0' }] },
        field: 'lines.0.quantity',
      },
      {
        name: 'float price',
        body: { ...valid, lines: [{ ...line, unitPrice: 10.5 }] },
        field: 'lines.0.unitPrice',
      },
      {
        name: 'three decimals',
        body: { ...valid, lines: [{ ...line, unitPrice: '1.005' }] },
        field: 'lines.0.unitPrice',
      },
      {
        name: 'amount smuggled',
        body: { ...valid, lines: [{ ...line, amount: '0.01' }] },
        field: 'lines.0.amount',
      },
      { name: 'total smuggled', body: { ...valid, total: '1.00' }, field: 'total' },
      { name: 'status smuggled', body: { ...valid, status: 'paid' }, field: 'status' },
      { name: 'missing version', body: { lines: [line] }, field: 'version' },
      { name: 'bad due date', body: { ...valid, dueDate: '31/12/2026' }, field: 'dueDate' },
      { name: 'null body', body: null, field: 'body' },
    ]);
    await expectHostileRefused(t, scene.accounts.token, 'POST', paths.payments(draft.id), [
      { name: 'no amount', body: { paidOn: '2026-11-24', reference: 'R' }, field: 'amount' },
      {
        name: 'negative amount',
        body: { paidOn: '2026-11-24', amount: '-5', reference: 'R' },
        field: 'amount',
      },
      { name: 'bad date', body: { paidOn: 'yesterday', amount: '5', reference: 'R' }, field: 'paidOn' },
      { name: 'no reference', body: { paidOn: '2026-11-24', amount: '5' }, field: 'reference' },
    ]);
    await t.as(scene.accounts.token).delete(paths.invoice(draft.id));
  });
});

describe('issuing', () => {
  it('numbers, dates and files the PDF; the customer is told; an issued invoice is frozen', async () => {
    const draft = await draftOf(scene.accounts, scene.job.id);
    const mailsBefore = (await t.db.select().from(mailOutbox)).length;
    const issued = await issue(scene.accounts, draft);
    expect(issued).toMatchObject({
      status: 'issued',
      number: 'INV-1001',
      issueDate: '2026-11-24',
      dueDate: '2026-12-24',
      hasPdf: true,
      issuedBy: { id: scene.accounts.id },
    });
    expect(issued.history.map((h) => h.toStatus)).toEqual(['draft', 'issued']);

    const bytes = await pdfOf(scene.ops.token, paths.pdf(issued.id));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    const text = pdfText(bytes);
    expect(text).toContain('INV-1001');
    expect(text).toContain('1,005.00');
    expect(text).toContain(scene.job.reference);

    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, scene.customerUser.id));
    expect(told.some((n) => n.title === 'Invoice INV-1001')).toBe(true);
    expect((await t.db.select().from(mailOutbox)).length).toBeGreaterThan(mailsBefore);

    const before = await countRows(t.db);
    const edit = await t.as(scene.accounts.token).put(paths.invoice(issued.id), {
      version: issued.version,
      lines: [{ label: 'Cheaper', quantity: '1', unitPrice: '1.00' }],
    });
    expectFieldError(edit, 409, 'status');
    expectFieldError(await t.as(scene.accounts.token).delete(paths.invoice(issued.id)), 409, 'status');
    expectFieldError(
      await t.as(scene.accounts.token).post(paths.issue(issued.id), { version: issued.version }),
      409,
      'status',
    );
    expect(await countRows(t.db)).toEqual(before);
  });

  it('gives 50 drafts issued at once 50 distinct consecutive numbers', async () => {
    const job = await createJobScene(t, scene);
    const drafts: Invoice[] = [];
    for (let i = 0; i < 50; i += 1) drafts.push(await draftOf(scene.accounts, job.job.id));
    const [settings] = await t.db
      .select({ next: companyInvoiceSettings.nextNumber })
      .from(companyInvoiceSettings)
      .where(eq(companyInvoiceSettings.companyId, scene.forwarder.id));
    const first = settings?.next ?? 0;
    const answers = await Promise.all(
      drafts.map((d) =>
        t.app.inject({
          method: 'POST',
          url: paths.issue(d.id),
          headers: t.bearer(scene.accounts.token),
          payload: { version: d.version },
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const numbers = answers.map((res) => Number(res.json().data.item.number.replace('INV-', '')));
    expect(new Set(numbers).size).toBe(50);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
  }, 120_000);
});

describe('payments, credit and debit notes', () => {
  it('takes partial payments up to the balance, then marks the invoice paid and the job PREC', async () => {
    const job = await createJobScene(t, scene);
    await atDeliveryPlace(job);
    const invoice = await issue(scene.accounts, await draftOf(scene.accounts, job.job.id));
    const part = expectItem<Invoice>(await pay(scene.accounts, invoice.id, '1000.00'), 201);
    expect(part).toMatchObject({ status: 'issued', paidTotal: '1000.00', balance: '5.00' });

    const before = await countRows(t.db);
    expectFieldError(await pay(scene.accounts, invoice.id, '5.01'), 400, 'amount');
    expectFieldError(await pay(scene.accounts, invoice.id, '0'), 400, 'amount');
    expectFieldError(await pay(scene.accounts, invoice.id, '10.00', '2030-01-01'), 400, 'paidOn');
    expect(await countRows(t.db)).toEqual(before);

    const paid = expectItem<Invoice>(await pay(scene.accounts, invoice.id, '5.00'), 201);
    expect(paid).toMatchObject({ status: 'paid', paidTotal: '1005.00', balance: '0.00' });
    expect(paid.payments.map((p) => p.amount)).toEqual(['1000.00', '5.00']);
    expect(paid.history.map((h) => h.toStatus)).toEqual(['draft', 'issued', 'paid']);
    expect((await jobState(t, job.job.id)).status).toBe('PREC');

    expectFieldError(await pay(scene.accounts, invoice.id, '1.00'), 409, 'status');
  });

  it('a credit note for the whole balance cancels the invoice; a smaller one lowers the balance', async () => {
    const job = await createJobScene(t, scene);
    const invoice = await issue(scene.accounts, await draftOf(scene.accounts, job.job.id));

    const partial = expectItem<Invoice>(
      await t
        .as(scene.accounts.token)
        .post(paths.creditNote(invoice.id), { amount: '105.00', reason: 'Discount' }),
      201,
    );
    expect(partial).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      number: 'CN-2026-000001',
      relatedInvoice: { id: invoice.id, number: invoice.number },
      // 105.00 split by each rate's gross (900.00 ZR, 105.00 SR): 94.03 ZR, 10.97 SR = 10.45 + 0.52 tax.
      subtotal: '104.48',
      taxTotal: '0.52',
      total: '105.00',
      hasPdf: true,
    });
    expect(partial.taxPerRate).toEqual([
      { taxCode: 'ZR', taxRate: '0.00', net: '94.03', tax: '0.00' },
      { taxCode: 'SR', taxRate: '5.00', net: '10.45', tax: '0.52' },
    ]);
    const afterPartial = expectItem<Invoice>(await t.as(scene.accounts.token).get(paths.invoice(invoice.id)));
    expect(afterPartial).toMatchObject({ status: 'issued', balance: '900.00', creditedTotal: '105.00' });
    expect(pdfText(await pdfOf(scene.accounts.token, paths.pdf(partial.id)))).toContain('CN-2026-000001');

    expectFieldError(
      await t
        .as(scene.accounts.token)
        .post(paths.creditNote(invoice.id), { amount: '900.01', reason: 'Too much' }),
      400,
      'amount',
    );
    const whole = expectItem<Invoice>(
      await t.as(scene.accounts.token).post(paths.creditNote(invoice.id), { reason: 'Shipment cancelled' }),
      201,
    );
    expect(whole).toMatchObject({ number: 'CN-2026-000002', total: '900.00' });
    const cancelled = expectItem<Invoice>(await t.as(scene.accounts.token).get(paths.invoice(invoice.id)));
    expect(cancelled).toMatchObject({ status: 'cancelled', balance: '0.00' });
    expect(cancelled.history.map((h) => h.toStatus)).toEqual(['draft', 'issued', 'cancelled']);
    expect(cancelled.corrections.map((c) => c.number)).toEqual(['CN-2026-000001', 'CN-2026-000002']);
    expectFieldError(await pay(scene.accounts, invoice.id, '1.00'), 409, 'status');
  });

  it('a debit note adds a taxed charge that is paid like an invoice', async () => {
    const job = await createJobScene(t, scene);
    await atDeliveryPlace(job);
    const invoice = await issue(scene.accounts, await draftOf(scene.accounts, job.job.id));
    const note = expectItem<Invoice>(
      await t.as(scene.accounts.token).post(paths.debitNote(invoice.id), {
        amount: '200.00',
        reason: 'Demurrage 2 days',
      }),
      201,
    );
    expect(note).toMatchObject({
      kind: 'debit_note',
      status: 'issued',
      number: 'DN-2026-000001',
      subtotal: '200.00',
      taxTotal: '10.00',
      total: '210.00',
      dueDate: '2026-12-24',
    });
    expectFieldError(
      await t.as(scene.accounts.token).post(paths.debitNote(invoice.id), { reason: 'Neither' }),
      400,
      'amount',
    );
    expectItem(await pay(scene.accounts, invoice.id, '1005.00'), 201);
    // The debit note is still open: the job waits for it.
    expect((await jobState(t, job.job.id)).status).toBe('ADPL');
    expect(expectItem<Invoice>(await pay(scene.accounts, note.id, '210.00'), 201).status).toBe('paid');
    expect((await jobState(t, job.job.id)).status).toBe('PREC');
  });
});

describe('the customer and other tenants', () => {
  it('shows the customer its issued invoices only, never a draft, and serves their PDFs', async () => {
    const draft = await draftOf(scene.accounts, scene.job.id);
    const customer = scene.customerUser.token;
    const mine = expectList<InvoiceListItem>(await t.as(customer).get(paths.myJobInvoices(scene.job.id)));
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.status !== 'draft')).toBe(true);
    expect(mine.items.map((i) => i.id)).not.toContain(draft.id);
    const all = expectList<InvoiceListItem>(
      await t.as(customer).get(`${INVOICE_PATHS.myInvoices}?pageSize=100`),
    );
    expect(all.items.map((i) => i.id)).not.toContain(draft.id);
    expect(all.items.every((i) => i.customer.id === scene.customerCompany.id)).toBe(true);

    const issued = mine.items.find((i) => i.number === 'INV-1001');
    if (!issued) throw new Error('INV-1001 not listed for the customer');
    expect(pdfText(await pdfOf(customer, paths.myInvoicePdf(issued.id)))).toContain('INV-1001');
    expect((await t.as(customer).get(paths.myInvoicePdf(draft.id))).statusCode).toBe(404);
    await t.as(scene.accounts.token).delete(paths.invoice(draft.id));
  });

  it('answers another forwarder, another customer and a vendor 404, changing nothing', async () => {
    const draft = await draftOf(scene.accounts, scene.job.id);
    const [issued] = expectList<InvoiceListItem>(
      await t.as(scene.accounts.token).get(paths.jobInvoices(scene.job.id)),
    ).items.filter((i) => i.number === 'INV-1001');
    if (!issued) throw new Error('INV-1001 not listed');
    const before = await countRows(t.db);
    const line = [{ label: 'X', quantity: '1', unitPrice: '1.00' }];
    for (const outsider of [other.accounts, other.admin, vendorAdmin]) {
      const as = t.as(outsider.token);
      for (const id of [draft.id, issued.id]) {
        expect((await as.get(paths.invoice(id))).statusCode).toBe(404);
        expect((await as.put(paths.invoice(id), { version: 0, lines: line })).statusCode).toBe(404);
        expect((await as.delete(paths.invoice(id))).statusCode).toBe(404);
        expect((await as.post(paths.issue(id), { version: 0 })).statusCode).toBe(404);
        expect((await as.get(paths.payments(id))).statusCode).toBe(404);
        expect((await pay(outsider, id, '1.00')).statusCode).toBe(404);
        expect((await as.post(paths.creditNote(id), { reason: 'x' })).statusCode).toBe(404);
        expect((await as.post(paths.debitNote(id), { amount: '1.00', reason: 'x' })).statusCode).toBe(404);
        expect((await as.get(paths.pdf(id))).statusCode).toBe(404);
      }
      expect((await as.get(paths.jobInvoices(scene.job.id))).statusCode).toBe(404);
      expect((await as.post(paths.jobInvoices(scene.job.id), {})).statusCode).toBe(404);
    }
    const otherCustomer = t.as(other.customerUser.token);
    expect((await otherCustomer.get(paths.myJobInvoices(scene.job.id))).statusCode).toBe(404);
    expect((await otherCustomer.get(paths.myInvoicePdf(issued.id))).statusCode).toBe(404);
    const theirs = expectList<InvoiceListItem>(await otherCustomer.get(INVOICE_PATHS.myInvoices));
    expect(theirs.items).toEqual([]);
    // The customer's door is not the staff's: its own invoice through a staff route is refused.
    expect((await t.as(scene.customerUser.token).get(paths.invoice(issued.id))).statusCode).toBe(403);
    expect(await countRows(t.db)).toEqual(before);
    await t.as(scene.accounts.token).delete(paths.invoice(draft.id));
  });
});

describe('renderInvoicePdf', () => {
  it('prints the number, the totals, the bank details and the footer', async () => {
    const bytes = await renderInvoicePdf({
      kind: 'invoice',
      company: {
        name: 'Bench Forwarding',
        addressLines: ['1 Harbour Road'],
        contactLines: [],
        logo: null,
        taxRegistrationNumber: 'TRN-100200300',
      },
      customer: { name: 'Acme Exports', addressLines: ['Dubai'], taxRegistrationNumber: 'TRN-CUST-9' },
      number: 'INV-77',
      issueDate: '2026-11-24',
      dueDate: '2026-12-24',
      jobReference: 'JOB-2026-000001',
      enquiryReference: 'RE-2026-000001',
      shipment: {
        masterBillNumber: 'MEDUJA778812',
        houseBillNumber: 'HBL-2026-000042',
        vesselVoyage: 'MSC GULSUN / 451E',
        portOfLoading: 'Jebel Ali (AEJEA)',
        portOfDischarge: 'Mundra (INMUN)',
        etd: '2026-11-30',
        eta: null,
        containers: ['MSCU1234565 (40HC)'],
      },
      paymentTermsDays: 30,
      relatedNumber: null,
      currency: 'USD',
      lines: [
        {
          label: 'Ocean freight',
          quantity: '2',
          unitPrice: '450.00',
          amount: '900.00',
          taxCode: 'ZR',
          taxRate: '0.00',
        },
        {
          label: 'THC',
          quantity: '1',
          unitPrice: '100.00',
          amount: '100.00',
          taxCode: 'SR',
          taxRate: '5.00',
        },
      ],
      subtotal: '1000.00',
      taxRate: '5.00',
      taxPerRate: [
        { taxCode: 'ZR', taxRate: '0.00', net: '900.00', tax: '0.00' },
        { taxCode: 'SR', taxRate: '5.00', net: '100.00', tax: '5.00' },
      ],
      exchange: null,
      taxTotal: '5.00',
      total: '1005.00',
      paidTotal: '0.00',
      balance: '1005.00',
      notes: null,
      bankAccounts: [
        {
          bankName: 'Harbour Bank',
          accountName: 'Bench Forwarding',
          accountNumber: '0012345',
          iban: null,
          swiftCode: 'HARBAEAD',
          branch: null,
          currency: 'USD',
        },
      ],
      footerText: 'Thank you for shipping with us.',
    });
    const text = pdfText(Buffer.from(bytes));
    for (const expected of [
      'INV-77',
      '1,005.00',
      'TRN-100200300',
      'TRN-CUST-9',
      'PAYMENT TERMS',
      '30 days',
      'Jebel Ali (AEJEA)',
      'MSCU1234565',
      'MEDUJA778812',
      'HBL-2026-000042',
      'MSC GULSUN / 451E',
      'SR 5%',
      'Harbour Bank',
      'Thank you for shipping with us.',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
