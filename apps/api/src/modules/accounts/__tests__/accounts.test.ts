import {
  ACCOUNTS_PATHS,
  COMPANY_CATEGORY,
  enquiryPath,
  INVOICE_PATHS,
  type InvoiceKind,
  type InvoiceStatus,
  JOB_PATHS,
  type QuoteLine,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, invoices, jobs, quoteOptions } from '../../../db/schema';
import { dayOf } from '../../../lib/validity';
import { createCompany, createUser, signIn, type TestCompany } from '../../../test/factories';
import { createJobScene, type JobScene, quoteLine, setInvoiceSettings } from '../../../test/job-factories';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createVendorCompany } from '../../../test/vendor-factories';

type ListedInvoice = {
  id: number;
  number: string | null;
  kind: InvoiceKind;
  status: InvoiceStatus;
  customer: { id: number; name: string };
  job: { id: number; reference: string };
  dueDate: string | null;
  total: string;
  paidTotal: string;
  balance: string;
  isOverdue: boolean;
  daysOverdue: number;
};
type Buckets = { current: string; days1to30: string; days31to60: string; days61to90: string; over90: string };
type Ageing = {
  asOf: string;
  baseCurrency: string | null;
  rows: {
    customer: { id: number; name: string };
    currency: string;
    buckets: Buckets;
    total: string;
    documentCount: number;
  }[];
  totals: { currency: string; buckets: Buckets; total: string }[];
};
type Profit = {
  jobId: number;
  reference: string;
  customer: { id: number; name: string };
  currency: string;
  sell: string;
  buy: string;
  profit: string;
  marginPercent: string | null;
  invoiced: string;
  paid: string;
};
type ProfitPage = {
  items: Profit[];
  total: number;
  page: number;
  pageSize: number;
  totals: {
    currency: string;
    jobCount: number;
    sell: string;
    buy: string;
    profit: string;
    marginPercent: string | null;
    invoiced: string;
    paid: string;
  }[];
};

/** The app's today for every test: a fixed instant, so due dates and buckets are exact. */
const NOW = new Date('2026-11-24T09:30:00Z');
const TODAY = '2026-11-24';

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
});
afterAll(() => t.close());

type InvoiceSpec = {
  scene: JobScene;
  total: string;
  kind?: InvoiceKind;
  status?: InvoiceStatus;
  number?: string | null;
  /** Days past due as of TODAY (negative: not yet due); no due date when null. */
  daysPastDue?: number | null;
  paidTotal?: string;
  currency?: string;
  relatedInvoiceId?: number;
  jobId?: number;
  customer?: TestCompany;
};

/**
 * An invoice or note straight into the database, as the invoice module would have left it (the
 * lists read what is stored; issuing is another module's).
 */
async function insertInvoice(spec: InvoiceSpec): Promise<{ id: number; number: string | null }> {
  n += 1;
  const status = spec.status ?? 'issued';
  const days = spec.daysPastDue === undefined ? -10 : spec.daysPastDue;
  const dueDate = days === null ? null : dayOf(NOW, -days);
  const [row] = await t.db
    .insert(invoices)
    .values({
      companyId: spec.scene.forwarder.id,
      jobId: spec.jobId ?? spec.scene.job.id,
      customerCompanyId: (spec.customer ?? spec.scene.customerCompany).id,
      kind: spec.kind ?? 'invoice',
      relatedInvoiceId: spec.relatedInvoiceId ?? null,
      number: spec.number !== undefined ? spec.number : status === 'draft' ? null : `INV-${1000 + n}`,
      status,
      currency: spec.currency ?? 'USD',
      issueDate: status === 'draft' ? null : dayOf(NOW, -40),
      dueDate: status === 'draft' ? null : dueDate,
      lines: [],
      subtotal: spec.total,
      taxRate: '0',
      taxTotal: '0',
      total: spec.total,
      paidTotal: spec.paidTotal ?? '0',
    })
    .returning({ id: invoices.id, number: invoices.number });
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}

const ageingOf = async (token: string) => expectItem<Ageing>(await t.as(token).get(INVOICE_PATHS.ageing));
const listOf = async (token: string, query = '') =>
  expectList<ListedInvoice>(await t.as(token).get(`${INVOICE_PATHS.invoices}${query}`));

describe('receivables ageing', () => {
  let scene: JobScene;
  let other: TestCompany;

  beforeAll(async () => {
    scene = await createJobScene(t);
    await setInvoiceSettings(t, scene.forwarder.id);
    other = await createCompany(t, { category: COMPANY_CATEGORY.customer, name: 'Zenith Traders' });
  });

  it('puts each open balance in its bucket by days past due, at every boundary', async () => {
    // Days past due → amount: each bucket's sum names which days fell in it.
    const cases: [number, string][] = [
      [-5, '1.00'],
      [0, '2.00'],
      [1, '4.00'],
      [30, '8.00'],
      [31, '16.00'],
      [60, '32.00'],
      [61, '64.00'],
      [90, '128.00'],
      [91, '256.00'],
      [400, '512.00'],
    ];
    for (const [daysPastDue, total] of cases) await insertInvoice({ scene, total, daysPastDue });

    const ageing = await ageingOf(scene.accounts.token);
    expect(ageing.asOf).toBe(TODAY);
    expect(ageing.rows).toEqual([
      {
        customer: { id: scene.customerCompany.id, name: scene.customerCompany.name },
        currency: 'USD',
        buckets: {
          current: '3.00',
          days1to30: '12.00',
          days31to60: '48.00',
          days61to90: '192.00',
          over90: '768.00',
        },
        total: '1023.00',
        documentCount: 10,
      },
    ]);
    expect(ageing.totals).toEqual([
      {
        currency: 'USD',
        buckets: {
          current: '3.00',
          days1to30: '12.00',
          days31to60: '48.00',
          days61to90: '192.00',
          over90: '768.00',
        },
        total: '1023.00',
      },
    ]);
  });

  it('counts what is left to collect: less payments and credit notes; drafts, paid and cancelled left out; currencies apart', async () => {
    // Part paid, 10 days late: 300.00 − 100.00 paid − 50.00 credited = 150.00 in 1–30.
    const partPaid = await insertInvoice({ scene, total: '300.00', paidTotal: '100.00', daysPastDue: 10 });
    await insertInvoice({
      scene,
      kind: 'credit_note',
      total: '50.00',
      relatedInvoiceId: partPaid.id,
      daysPastDue: 10,
    });
    // A debit note is owed too, in its own bucket.
    await insertInvoice({ scene, kind: 'debit_note', total: '20.00', daysPastDue: 45 });
    // None of these is owed.
    await insertInvoice({ scene, status: 'draft', total: '999.00' });
    await insertInvoice({ scene, status: 'paid', total: '777.00', paidTotal: '777.00', daysPastDue: 70 });
    await insertInvoice({ scene, status: 'cancelled', total: '555.00', daysPastDue: 70 });
    // Another customer, and a second currency, each a row of their own.
    await insertInvoice({ scene, total: '40.00', daysPastDue: 0, customer: other });
    await insertInvoice({ scene, total: '70.00', daysPastDue: 95, currency: 'EUR' });

    const ageing = await ageingOf(scene.accounts.token);
    const rowOf = (customerId: number, currency: string) =>
      ageing.rows.find((r) => r.customer.id === customerId && r.currency === currency);
    expect(rowOf(scene.customerCompany.id, 'USD')).toMatchObject({
      buckets: {
        current: '3.00',
        days1to30: '162.00',
        days31to60: '68.00',
        days61to90: '192.00',
        over90: '768.00',
      },
      total: '1193.00',
      documentCount: 12,
    });
    expect(rowOf(scene.customerCompany.id, 'EUR')).toMatchObject({
      buckets: {
        current: '0.00',
        days1to30: '0.00',
        days31to60: '0.00',
        days61to90: '0.00',
        over90: '70.00',
      },
      total: '70.00',
    });
    expect(rowOf(other.id, 'USD')).toMatchObject({
      customer: { id: other.id, name: 'Zenith Traders' },
      buckets: { current: '40.00' },
      total: '40.00',
      documentCount: 1,
    });
    expect(ageing.totals).toEqual([
      {
        currency: 'EUR',
        buckets: {
          current: '0.00',
          days1to30: '0.00',
          days31to60: '0.00',
          days61to90: '0.00',
          over90: '70.00',
        },
        total: '70.00',
      },
      {
        currency: 'USD',
        buckets: {
          current: '43.00',
          days1to30: '162.00',
          days31to60: '68.00',
          days61to90: '192.00',
          over90: '768.00',
        },
        total: '1233.00',
      },
    ]);
    expect(ageing.rows).toHaveLength(3);
  });

  it('moves a receivable to the next bucket as the app clock passes its boundary', async () => {
    const fresh = await createJobScene(t);
    await insertInvoice({ scene: fresh, total: '10.00', daysPastDue: 30 });
    expect((await ageingOf(fresh.accounts.token)).rows[0]?.buckets.days1to30).toBe('10.00');
    t.clock.advance(86_400_000);
    try {
      // A day later the morning's token has expired: sign in again.
      const later = await ageingOf((await signIn(t, fresh.accounts)).token);
      expect(later.rows[0]?.buckets).toMatchObject({ days1to30: '0.00', days31to60: '10.00' });
    } finally {
      t.clock.now = NOW;
    }
  });
});

describe('the invoices list', () => {
  let scene: JobScene;
  let other: TestCompany;
  let ids: Record<'late' | 'due' | 'draft' | 'paid' | 'credit' | 'zenith' | 'veryLate', number>;

  beforeAll(async () => {
    scene = await createJobScene(t);
    other = await createCompany(t, { category: COMPANY_CATEGORY.customer, name: 'Quasar Imports' });
    const late = await insertInvoice({
      scene,
      total: '500.00',
      paidTotal: '100.00',
      daysPastDue: 12,
      number: 'INV-2001',
    });
    const due = await insertInvoice({ scene, total: '250.00', daysPastDue: 0, number: 'INV-2002' });
    const draft = await insertInvoice({ scene, status: 'draft', total: '80.00' });
    const paid = await insertInvoice({
      scene,
      status: 'paid',
      total: '300.00',
      paidTotal: '300.00',
      daysPastDue: 40,
      number: 'INV-2003',
    });
    const credit = await insertInvoice({
      scene,
      kind: 'credit_note',
      total: '400.00',
      relatedInvoiceId: late.id,
      number: 'CN-0001',
    });
    const zenith = await insertInvoice({
      scene,
      total: '60.00',
      daysPastDue: -3,
      customer: other,
      number: 'INV-2004',
    });
    const veryLate = await insertInvoice({ scene, total: '75.00', daysPastDue: 91, number: 'INV-2005' });
    ids = {
      late: late.id,
      due: due.id,
      draft: draft.id,
      paid: paid.id,
      credit: credit.id,
      zenith: zenith.id,
      veryLate: veryLate.id,
    };
  });

  it('lists every invoice and note of the company, drafts too, by due date', async () => {
    const list = await listOf(scene.accounts.token);
    expect(list.total).toBe(7);
    // Due date ascending, the draft (no due date) last.
    expect(list.items.map((i) => i.id)).toEqual([
      ids.veryLate,
      ids.paid,
      ids.late,
      ids.due,
      ids.zenith,
      ids.credit,
      ids.draft,
    ]);
    const late = list.items.find((i) => i.id === ids.late);
    // 500.00 − 100.00 paid − 400.00 credited: nothing left, so no longer overdue.
    expect(late).toMatchObject({ balance: '0.00', isOverdue: false, daysOverdue: 0 });
    expect(list.items.find((i) => i.id === ids.veryLate)).toMatchObject({
      number: 'INV-2005',
      kind: 'invoice',
      status: 'issued',
      customer: { id: scene.customerCompany.id, name: scene.customerCompany.name },
      job: { id: scene.job.id, reference: scene.job.reference },
      total: '75.00',
      balance: '75.00',
      isOverdue: true,
      daysOverdue: 91,
    });
    expect(list.items.find((i) => i.id === ids.due)).toMatchObject({ isOverdue: false, daysOverdue: 0 });
    expect(list.items.find((i) => i.id === ids.draft)).toMatchObject({ number: null, status: 'draft' });
  });

  it('filters by status, kind, customer, job, due dates and overdue, and searches number, job and customer', async () => {
    const token = scene.accounts.token;
    const idsOf = async (query: string) =>
      (await listOf(token, query)).items.map((i) => i.id).sort((a, b) => a - b);
    const sorted = (...values: number[]) => values.sort((a, b) => a - b);
    expect(await idsOf('?status=draft')).toEqual([ids.draft]);
    expect(await idsOf('?kind=credit_note')).toEqual([ids.credit]);
    expect(await idsOf(`?customerCompanyId=${other.id}`)).toEqual([ids.zenith]);
    expect(await idsOf(`?jobId=${scene.job.id}&status=paid`)).toEqual([ids.paid]);
    expect(await idsOf(`?dueFrom=${dayOf(NOW, -12)}&dueTo=${TODAY}`)).toEqual(sorted(ids.late, ids.due));
    expect(await idsOf('?overdue=true')).toEqual([ids.veryLate]);
    expect(await idsOf('?overdue=false')).toHaveLength(6);
    expect(await idsOf('?search=inv-2002')).toEqual([ids.due]);
    expect(await idsOf('?search=quasar')).toEqual([ids.zenith]);
    expect(await idsOf(`?search=${encodeURIComponent(scene.job.reference)}`)).toHaveLength(7);
    expect(await idsOf('?search=100%25')).toEqual([]);
  });

  it('sorts by total, number and issue date, and pages', async () => {
    const token = scene.accounts.token;
    const byTotal = await listOf(token, '?sort=total&order=desc');
    expect(byTotal.items.map((i) => i.total)).toEqual([
      '500.00',
      '400.00',
      '300.00',
      '250.00',
      '80.00',
      '75.00',
      '60.00',
    ]);
    const byNumber = await listOf(token, '?sort=number&order=asc&status=issued&kind=invoice');
    expect(byNumber.items.map((i) => i.number)).toEqual(['INV-2001', 'INV-2002', 'INV-2004', 'INV-2005']);
    const first = await listOf(token, '?sort=total&order=desc&pageSize=3&page=1');
    const third = await listOf(token, '?sort=total&order=desc&pageSize=3&page=3');
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(first.items.map((i) => i.total)).toEqual(['500.00', '400.00', '300.00']);
    expect(third.items.map((i) => i.total)).toEqual(['60.00']);
    // Newest issue first: a draft (not issued yet) before every issued one.
    expect((await listOf(token, '?sort=issueDate&order=desc')).items[0]?.id).toBe(ids.draft);
  });

  it('refuses a bad filter naming it, and changes nothing', async () => {
    const before = await countRows(t.db);
    const token = scene.accounts.token;
    const get = (query: string) => t.as(token).get(`${INVOICE_PATHS.invoices}${query}`);
    expectFieldError(await get('?status=overdue'), 400, 'status');
    expectFieldError(await get('?kind=receipt'), 400, 'kind');
    expectFieldError(await get('?overdue=perhaps'), 400, 'overdue');
    expectFieldError(await get('?dueFrom=24-11-2026'), 400, 'dueFrom');
    expectFieldError(await get('?customerCompanyId=abc'), 400, 'customerCompanyId');
    expectFieldError(await get('?sort=balance'), 400, 'sort');
    expectFieldError(await get('?search=a%00b'), 400, 'search');
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('job profit', () => {
  let scene: JobScene;
  let second: JobScene;

  /** The second job's option: sell 500.00, buy 600.00 (a loss). */
  const LOSS_LINES: QuoteLine[] = [
    quoteLine({ key: 'freight', label: 'Air freight', unitBuy: '600.00', unitSell: '500.00' }),
  ];

  beforeAll(async () => {
    scene = await createJobScene(t);
    second = await createJobScene(t, scene);
    const [booking] = await t.db
      .select({ optionId: bookings.quoteOptionId })
      .from(jobs)
      .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
      .where(eq(jobs.id, second.job.id));
    await t.db
      .update(quoteOptions)
      .set({ lines: LOSS_LINES })
      .where(eq(quoteOptions.id, booking?.optionId ?? 0));
    // The first job: 1050.00 invoiced, 500.00 of it paid, 50.00 credited; a cancelled invoice with its credit note counts for nothing.
    const invoice = await insertInvoice({ scene, total: '1050.00', paidTotal: '500.00' });
    await insertInvoice({ scene, kind: 'credit_note', total: '50.00', relatedInvoiceId: invoice.id });
    const cancelled = await insertInvoice({ scene, status: 'cancelled', total: '200.00' });
    await insertInvoice({ scene, kind: 'credit_note', total: '200.00', relatedInvoiceId: cancelled.id });
    await insertInvoice({ scene, status: 'draft', total: '300.00' });
  });

  const first = (): Profit => ({
    jobId: scene.job.id,
    reference: scene.job.reference,
    customer: { id: scene.customerCompany.id, name: scene.customerCompany.name },
    currency: 'USD',
    sell: '1000.00',
    buy: '900.00',
    profit: '100.00',
    marginPercent: '10.00',
    invoiced: '1000.00',
    paid: '500.00',
  });

  it("reckons each job's sell − buy from its lines, its margin, what is invoiced and paid, and the totals", async () => {
    const res = await t.as(scene.accounts.token).get(`${INVOICE_PATHS.profit}?sort=profit&order=desc`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: ProfitPage }>().data;
    expect(data.total).toBe(2);
    expect(data.items[0]).toMatchObject(first());
    expect(data.items[1]).toMatchObject({
      jobId: second.job.id,
      sell: '500.00',
      buy: '600.00',
      profit: '-100.00',
      marginPercent: '-20.00',
      invoiced: '0.00',
      paid: '0.00',
    });
    expect(data.totals).toEqual([
      {
        currency: 'USD',
        jobCount: 2,
        sell: '1500.00',
        buy: '1500.00',
        profit: '0.00',
        marginPercent: '0.00',
        invoiced: '1000.00',
        paid: '500.00',
        actualCost: '0.00',
        actualProfit: null,
      },
    ]);
  });

  it('filters by status, customer, dates and search, the totals following the filter, and pages', async () => {
    const get = async (query: string) => {
      const res = await t.as(scene.accounts.token).get(`${INVOICE_PATHS.profit}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: ProfitPage }>().data;
    };
    const bySearch = await get(`?search=${encodeURIComponent(second.job.reference)}`);
    expect(bySearch.items.map((i) => i.jobId)).toEqual([second.job.id]);
    expect(bySearch.totals[0]).toMatchObject({ jobCount: 1, profit: '-100.00' });
    expect((await get('?status=CLOS')).items).toEqual([]);
    expect((await get('?status=CLOS')).totals).toEqual([]);
    expect((await get(`?status=QUED&customerCompanyId=${scene.customerCompany.id}`)).total).toBe(2);
    // The jobs were opened today (the app clock's).
    expect((await get(`?from=${TODAY}&to=${TODAY}`)).total).toBe(2);
    expect((await get(`?from=${dayOf(NOW, 1)}`)).total).toBe(0);
    expect((await get(`?to=${dayOf(NOW, -1)}`)).total).toBe(0);
    const paged = await get('?sort=reference&order=asc&pageSize=1&page=2');
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    // The totals are of every matching job, not of the page.
    expect(paged.totals[0]).toMatchObject({ jobCount: 2, sell: '1500.00' });
  });

  it("answers one job's profit to accounts and operations, and 404 for another company's job", async () => {
    const url = enquiryPath(JOB_PATHS.jobProfit, { id: scene.job.id });
    for (const user of [scene.accounts, scene.ops, scene.admin]) {
      expect(expectItem<Profit>(await t.as(user.token).get(url))).toMatchObject(first());
    }
    expect((await t.as(scene.docs.token).get(url)).statusCode).toBe(403);
    const stranger = await createJobScene(t);
    expect((await t.as(stranger.accounts.token).get(url)).statusCode).toBe(404);
    expect((await t.as(stranger.ops.token).get(url)).statusCode).toBe(404);
    expect(
      (await t.as(scene.accounts.token).get(enquiryPath(JOB_PATHS.jobProfit, { id: 2_000_000 }))).statusCode,
    ).toBe(404);
  });
});

describe('who reads the accounts lists', () => {
  let scene: JobScene;
  let stranger: JobScene;

  beforeAll(async () => {
    scene = await createJobScene(t);
    stranger = await createJobScene(t);
    await insertInvoice({ scene, total: '100.00', daysPastDue: 5 });
  });

  it("shows another forwarder none of the company's invoices, receivables, profits or customers", async () => {
    const token = stranger.accounts.token;
    expect((await listOf(token)).items).toEqual([]);
    expect((await listOf(token, `?jobId=${scene.job.id}`)).total).toBe(0);
    expect(await ageingOf(token)).toMatchObject({ rows: [], totals: [] });
    const profit = await t.as(token).get(INVOICE_PATHS.profit);
    expect(profit.json<{ data: ProfitPage }>().data.items.map((i) => i.jobId)).toEqual([stranger.job.id]);
    const customers = expectList<{ id: number; name: string }>(
      await t.as(token).get(ACCOUNTS_PATHS.customers),
    );
    expect(customers.items.map((c) => c.id)).toEqual([stranger.customerCompany.id]);
    // The company's own see theirs.
    expect((await listOf(scene.accounts.token)).total).toBe(1);
    expect((await listOf(scene.admin.token)).total).toBe(1);
  });

  it('refuses the customer, a vendor and staff without Accounts, changing nothing', async () => {
    const vendorCompany = await createVendorCompany(t);
    const vendor = await createUser(t, { company: vendorCompany });
    const before = await countRows(t.db);
    const urls = [
      INVOICE_PATHS.invoices,
      INVOICE_PATHS.ageing,
      INVOICE_PATHS.profit,
      ACCOUNTS_PATHS.customers,
    ];
    for (const url of urls) {
      for (const user of [scene.customerUser, vendor, scene.ops, scene.docs, scene.sales]) {
        expect((await t.as(user.token).get(url)).statusCode, `${user.username} ${url}`).toBe(403);
      }
      expect((await t.as().get(url)).statusCode).toBe(401);
    }
    const profitUrl = enquiryPath(JOB_PATHS.jobProfit, { id: scene.job.id });
    for (const user of [scene.customerUser, vendor, scene.docs]) {
      expect((await t.as(user.token).get(profitUrl)).statusCode).toBe(403);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('lists the customers the company has jobs for, by name, searched', async () => {
    const list = expectList<{ id: number; name: string }>(
      await t
        .as(scene.accounts.token)
        .get(`${ACCOUNTS_PATHS.customers}?search=${encodeURIComponent(scene.customerCompany.name)}`),
    );
    expect(list.items).toEqual([{ id: scene.customerCompany.id, name: scene.customerCompany.name }]);
  });
});
