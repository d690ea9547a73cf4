import {
  type AccountsCustomer,
  type AccountsInvoiceListQuery,
  AGEING_BUCKETS,
  type AgeingBucketAmounts,
  type AgeingReport,
  type accountsInvoiceListItemSchema,
  daysPastDue,
  type InvoiceKind,
  type InvoiceStatus,
  type JobProfitQuery,
  type JobProfitTotals,
  type JobStatusCode,
  type jobProfitPageSchema,
  type jobProfitSchema,
  type PageQuery,
  VENDOR_BILL_COST_STATUSES,
} from '@fastforward/domain';
import { and, count, eq, gte, ilike, inArray, lt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { bookings, companies, companySettings, invoices, jobs, quoteOptions, quotes } from '../../db/schema';
import { findPage, optionalEq, type Page, searchPattern } from '../../lib/list-query';
import type { AuthContext } from '../../plugins/auth';
import {
  companyTimeZone,
  dayIn,
  type InvoiceListRow,
  invoiceListColumns,
  joinInvoiceListTables,
  toInvoiceListItem,
} from '../invoices/invoice-records';
import { loadStaffJob } from '../jobs/job-records';

/**
 * The Accounts module's lists (PRODUCT §2.9): the company's invoices and notes with what is left
 * to collect, the receivables ageing by days past due, and each job's profit from its option's
 * lines beside its actual cost (approved and paid vendor bills). Money is summed in SQL numeric, so every figure is exact to the cent. "Today" is the
 * app clock's day in the company's time zone, the day its invoices are issued and fall due by.
 */

type Caller = Pick<AuthContext, 'companyId'>;
/** As the API hands them to the serializer (instants as Dates). */
type JobProfit = z.input<typeof jobProfitSchema>;
type AccountsInvoiceListItem = z.input<typeof accountsInvoiceListItemSchema>;
type JobProfitPage = z.input<typeof jobProfitPageSchema>;

const KIND = {
  invoice: 'invoice',
  creditNote: 'credit_note',
  debitNote: 'debit_note',
} as const satisfies Record<string, InvoiceKind>;
const STATUS = {
  draft: 'draft',
  issued: 'issued',
  paid: 'paid',
  cancelled: 'cancelled',
} as const satisfies Record<string, InvoiceStatus>;

/** Money as text with two places, whatever scale a sum came out with. */
const money = (value: SQL) => sql<string>`(${value})::numeric(16, 2)::text`;

/** The app clock's today in the company's time zone, the day invoices are issued and fall due by. */
async function todayOf(db: DbOrTx, auth: Caller, now: Date) {
  return dayIn(now, await companyTimeZone(db, auth.companyId));
}

// ---------------------------------------------------------------------------------------------
// What an invoice still asks for (the same rules as the invoice's own page: invoice-records.ts)

/** The credit notes against the invoice of the row read (a credit note is issued at once). */
const creditedOf = sql`coalesce((select sum(cn.total) from ${invoices} cn
  where cn.related_invoice_id = ${invoices.id} and cn.kind = ${KIND.creditNote}
    and cn.status <> ${STATUS.draft}), 0)`;

/** An issued invoice or debit note: something the customer owes until it is paid or cancelled. */
const isOpenReceivable = and(
  inArray(invoices.kind, [KIND.invoice, KIND.debitNote]),
  eq(invoices.status, STATUS.issued),
);

/** What an open one has left to collect: total − paid − credited, never below 0. */
const openBalanceOf = sql`greatest(${invoices.total} - ${invoices.paidTotal} - ${creditedOf}, 0)`;

/** Whole days past the due date (an invoice without one is due the day it was issued). */
const daysPastDueOf = (today: string) =>
  sql<number>`(${today}::date - coalesce(${invoices.dueDate}, ${invoices.issueDate}, ${today}::date))`;

/** As `toInvoiceListItem` says: issued, something left to pay, and the due date passed. */
const isOverdue = (today: string) =>
  and(
    eq(invoices.status, STATUS.issued),
    sql`${invoices.kind} <> ${KIND.creditNote}`,
    lt(invoices.dueDate, today),
    sql`${openBalanceOf} > 0`,
  ) as SQL;

// ---------------------------------------------------------------------------------------------
// The invoices list

/** A page of the company's invoices, credit and debit notes (drafts too) matching the list's filters. */
export async function listAccountsInvoices(
  db: DbOrTx,
  auth: Caller,
  query: AccountsInvoiceListQuery,
  now: Date,
): Promise<Page<AccountsInvoiceListItem>> {
  const today = await todayOf(db, auth, now);
  const overdue = isOverdue(today);
  const page = await findPage(
    db,
    {
      from: invoices,
      joins: joinInvoiceListTables,
      columns: invoiceListColumns,
      where: eq(invoices.companyId, auth.companyId),
      search: (pattern) =>
        or(ilike(invoices.number, pattern), ilike(jobs.reference, pattern), ilike(companies.name, pattern)),
      filters: [
        optionalEq(invoices.status, query.status),
        optionalEq(invoices.kind, query.kind),
        optionalEq(invoices.customerCompanyId, query.customerCompanyId),
        optionalEq(invoices.jobId, query.jobId),
        query.dueFrom ? gte(invoices.dueDate, query.dueFrom) : undefined,
        query.dueTo ? lte(invoices.dueDate, query.dueTo) : undefined,
        query.overdue === undefined ? undefined : query.overdue ? overdue : not(overdue),
      ],
      sorts: {
        dueDate: invoices.dueDate,
        issueDate: invoices.issueDate,
        number: invoices.number,
        total: invoices.total,
      },
    },
    query,
  );
  return {
    ...page,
    items: page.items.map((row) => {
      const item = toInvoiceListItem(row as InvoiceListRow, today);
      const daysOverdue = item.isOverdue && item.dueDate ? daysPastDue(item.dueDate, today) : 0;
      // The row's instant itself: the serializer writes it.
      return { ...item, createdAt: row.createdAt as Date, daysOverdue };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Receivables ageing

/** The sums of the open balances in each bucket, and their total. */
const bucketSums = (today: string) => {
  const days = daysPastDueOf(today);
  const sums = Object.fromEntries(
    AGEING_BUCKETS.map((b) => {
      const inBucket = and(
        b.min === null ? undefined : sql`${days} >= ${b.min}`,
        b.max === null ? undefined : sql`${days} <= ${b.max}`,
      );
      return [b.key, money(sql`coalesce(sum(case when ${inBucket} then ${openBalanceOf} end), 0)`)];
    }),
  ) as Record<keyof AgeingBucketAmounts, SQL<string>>;
  return { ...sums, total: money(sql`coalesce(sum(${openBalanceOf}), 0)`) };
};

const bucketsOf = (row: Record<string, unknown>): AgeingBucketAmounts =>
  Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, String(row[b.key])])) as AgeingBucketAmounts;

/**
 * The company's receivables as of today: per customer and currency, the open balances of issued
 * invoices and debit notes by days past due, and the totals per currency. Currencies are never
 * added together (docs/decisions.md, "Receivables ageing per currency").
 */
export async function ageReceivables(db: DbOrTx, auth: Caller, now: Date): Promise<AgeingReport> {
  const today = await todayOf(db, auth, now);
  const where = and(eq(invoices.companyId, auth.companyId), isOpenReceivable, sql`${openBalanceOf} > 0`);
  const sums = bucketSums(today);
  const [rows, totals, settings] = await Promise.all([
    db
      .select({
        customerId: invoices.customerCompanyId,
        customerName: companies.name,
        currency: invoices.currency,
        ...sums,
        documentCount: count(),
      })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.customerCompanyId))
      .where(where)
      .groupBy(invoices.customerCompanyId, companies.name, invoices.currency)
      .orderBy(sql`lower(${companies.name})`, invoices.customerCompanyId, invoices.currency),
    db
      .select({ currency: invoices.currency, ...sums })
      .from(invoices)
      .where(where)
      .groupBy(invoices.currency)
      .orderBy(invoices.currency),
    db
      .select({ baseCurrency: companySettings.baseCurrency })
      .from(companySettings)
      .where(eq(companySettings.companyId, auth.companyId)),
  ]);
  return {
    asOf: today,
    baseCurrency: settings[0]?.baseCurrency ?? null,
    rows: rows.map((row) => ({
      customer: { id: row.customerId, name: row.customerName },
      currency: row.currency,
      buckets: bucketsOf(row),
      total: row.total,
      documentCount: Number(row.documentCount),
    })),
    totals: totals.map((row) => ({ currency: row.currency, buckets: bucketsOf(row), total: row.total })),
  };
}

// ---------------------------------------------------------------------------------------------
// Job profit

/** Sum of one base amount of the job's option lines (the quote's base currency). */
const linesSum = (field: 'baseSell' | 'baseBuy') =>
  sql`(select coalesce(sum((line ->> ${field})::numeric), 0)
    from jsonb_array_elements(${quoteOptions.lines}) as option_lines(line))`;
const sellOf = linesSum('baseSell');
const buyOf = linesSum('baseBuy');
const profitOf = sql`(${sellOf} - ${buyOf})`;
const marginOf = (profit: SQL, sell: SQL) =>
  sql<string | null>`case when (${sell}) = 0 then null
    else round((${profit}) * 100 / (${sell}), 2)::text end`;

/**
 * What is invoiced of the job: issued and paid invoices and debit notes, less the credit notes
 * against invoices still standing (a credit note that cancelled its invoice removed it already).
 */
const invoicedOf = sql`(select coalesce(sum(case when i.kind = ${KIND.creditNote} then -i.total else i.total end), 0)
  from invoices i
  where i.job_id = ${jobs.id} and i.company_id = ${jobs.companyId}
    and (i.status in (${STATUS.issued}, ${STATUS.paid}) or (i.kind = ${KIND.creditNote} and i.status <> ${STATUS.draft}))
    and (i.kind <> ${KIND.creditNote} or not exists (select 1 from invoices r
      where r.id = i.related_invoice_id and r.status = ${STATUS.cancelled})))`;
const paidOf = sql`(select coalesce(sum(i.paid_total), 0) from invoices i
  where i.job_id = ${jobs.id} and i.company_id = ${jobs.companyId} and i.kind <> ${KIND.creditNote})`;

/** Approved and paid vendor bills of the job: its actual cost in the base currency. */
const costedBills = sql`from vendor_bills vb where vb.job_id = ${jobs.id} and vb.company_id = ${jobs.companyId}
    and vb.status in (${sql.join(
      VENDOR_BILL_COST_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )})`;
const actualCostOf = sql`(select coalesce(sum(vb.base_subtotal), 0) ${costedBills})`;
/** sell − actual cost once a bill of the job counts as cost; null before. */
const actualProfitOf = sql`(case when exists (select 1 ${costedBills}) then ${sellOf} - ${actualCostOf} end)`;
const moneyOrNull = (value: SQL) => sql<string | null>`(${value})::numeric(16, 2)::text`;

const withOption = (q: PgSelect) =>
  q
    .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
    .innerJoin(quoteOptions, eq(quoteOptions.id, bookings.quoteOptionId))
    .innerJoin(quotes, eq(quotes.id, quoteOptions.quoteId))
    .innerJoin(companies, eq(companies.id, jobs.customerCompanyId));

const profitColumns = {
  jobId: jobs.id,
  reference: jobs.reference,
  status: jobs.status,
  customerId: jobs.customerCompanyId,
  customerName: companies.name,
  currency: quotes.baseCurrency,
  createdAt: jobs.createdAt,
  sell: money(sellOf),
  buy: money(buyOf),
  profit: money(profitOf),
  marginPercent: marginOf(profitOf, sellOf),
  invoiced: money(invoicedOf),
  paid: money(paidOf),
  actualCost: money(actualCostOf),
  actualProfit: moneyOrNull(actualProfitOf),
};

type ProfitRow = SelectResultFields<typeof profitColumns>;

const toJobProfit = (row: ProfitRow): JobProfit => ({
  jobId: row.jobId,
  reference: row.reference,
  status: row.status as JobStatusCode,
  customer: { id: row.customerId, name: row.customerName },
  currency: row.currency,
  createdAt: row.createdAt,
  sell: row.sell,
  buy: row.buy,
  profit: row.profit,
  marginPercent: row.marginPercent,
  invoiced: row.invoiced,
  paid: row.paid,
  actualCost: row.actualCost,
  actualProfit: row.actualProfit,
});

const sumOf = (value: SQL) => sql`coalesce(sum(${value}), 0)`;
/** What the jobs sold, cost and earned, summed per currency. */
const profitSumColumns = {
  currency: quotes.baseCurrency,
  jobCount: count(),
  sell: money(sumOf(sellOf)),
  buy: money(sumOf(buyOf)),
  profit: money(sumOf(profitOf)),
  marginPercent: marginOf(sumOf(profitOf), sumOf(sellOf)),
  actualCost: money(sumOf(actualCostOf)),
  /** Null when none of the jobs has a bill counted as cost yet. */
  actualProfit: moneyOrNull(sql`sum(${actualProfitOf})`),
};
const profitTotalsColumns = {
  ...profitSumColumns,
  invoiced: money(sumOf(invoicedOf)),
  paid: money(sumOf(paidOf)),
};

const DAY_MS = 86_400_000;

/** The profit list's filters: on the job itself; its opening day in UTC, as the lists show it. */
const profitFilters = (query: Pick<JobProfitQuery, 'status' | 'customerCompanyId' | 'from' | 'to'>) => [
  optionalEq(jobs.status, query.status),
  optionalEq(jobs.customerCompanyId, query.customerCompanyId),
  query.from ? gte(jobs.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
  query.to ? lt(jobs.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)) : undefined,
];

const profitSearch = (pattern: string) => or(ilike(jobs.reference, pattern), ilike(companies.name, pattern));

/** A page of the company's jobs with their profit, and the totals per currency of every job matching. */
export async function listJobProfits(
  db: DbOrTx,
  auth: Caller,
  query: JobProfitQuery,
): Promise<JobProfitPage> {
  const where = eq(jobs.companyId, auth.companyId);
  const filters = profitFilters(query);
  const pattern = searchPattern(query.search);
  const [page, totals] = await Promise.all([
    findPage(
      db,
      {
        from: jobs,
        joins: withOption,
        columns: profitColumns,
        where,
        search: profitSearch,
        filters,
        sorts: {
          createdAt: jobs.createdAt,
          reference: jobs.reference,
          sell: sellOf,
          profit: profitOf,
          margin: sql`case when (${sellOf}) = 0 then null else (${profitOf}) / (${sellOf}) end`,
        },
      },
      query,
    ),
    withOption(db.select(profitTotalsColumns).from(jobs).$dynamic())
      .where(and(where, pattern ? profitSearch(pattern) : undefined, ...filters))
      .groupBy(quotes.baseCurrency)
      .orderBy(quotes.baseCurrency),
  ]);
  return {
    ...page,
    items: page.items.map((row) => toJobProfit(row)),
    totals: totals.map(
      (row): JobProfitTotals => ({
        currency: String(row.currency),
        jobCount: Number(row.jobCount),
        sell: String(row.sell),
        buy: String(row.buy),
        profit: String(row.profit),
        marginPercent: row.marginPercent === null ? null : String(row.marginPercent),
        invoiced: String(row.invoiced),
        paid: String(row.paid),
        actualCost: String(row.actualCost),
        actualProfit: row.actualProfit === null ? null : String(row.actualProfit),
      }),
    ),
  };
}

/** Each month's sums per currency: the totals the profit list gives filtered to the month's days. */
export type MonthlyJobProfit = Omit<JobProfitTotals, 'invoiced' | 'paid'> & { month: string };

/**
 * The company's jobs opened from `from` to `to` (UTC days, as the profit list filters them),
 * summed per UTC month (YYYY-MM) and currency in one query: the accounts dashboard's chart, whose
 * months each equal the profit list's totals for the month's days.
 */
export async function sumJobProfitsByMonth(
  db: DbOrTx,
  auth: Caller,
  range: { from: string; to: string },
): Promise<MonthlyJobProfit[]> {
  const month = sql<string>`to_char(${jobs.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await withOption(
    db
      .select({ month, ...profitSumColumns })
      .from(jobs)
      .$dynamic(),
  )
    .where(and(eq(jobs.companyId, auth.companyId), ...profitFilters(range)))
    .groupBy(month, quotes.baseCurrency)
    .orderBy(month, quotes.baseCurrency);
  return rows.map((row) => ({
    month: String(row.month),
    currency: String(row.currency),
    jobCount: Number(row.jobCount),
    sell: String(row.sell),
    buy: String(row.buy),
    profit: String(row.profit),
    marginPercent: row.marginPercent === null ? null : String(row.marginPercent),
    actualCost: String(row.actualCost),
    actualProfit: row.actualProfit === null ? null : String(row.actualProfit),
  }));
}

/** One job's profit (a job of the caller's company, else 404). */
export async function jobProfitOf(db: DbOrTx, auth: Caller, jobId: number): Promise<JobProfit> {
  const job = await loadStaffJob(db, auth, jobId);
  const [row] = await withOption(db.select(profitColumns).from(jobs).$dynamic()).where(
    and(eq(jobs.id, job.id), eq(jobs.companyId, job.companyId)),
  );
  if (!row) throw new Error(`job ${job.id} has no booked option`);
  return toJobProfit(row as ProfitRow);
}

// ---------------------------------------------------------------------------------------------
// Customers

/** The customers the company has jobs for, by name: the lists' customer filter. */
export async function listAccountsCustomers(
  db: DbOrTx,
  auth: Caller,
  query: PageQuery,
): Promise<Page<AccountsCustomer>> {
  return findPage(
    db,
    {
      from: companies,
      columns: { id: companies.id, name: companies.name },
      where: inArray(
        companies.id,
        db
          .selectDistinct({ id: jobs.customerCompanyId })
          .from(jobs)
          .where(eq(jobs.companyId, auth.companyId)),
      ),
      search: (pattern) => ilike(companies.name, pattern),
      sorts: { name: sql`lower(${companies.name})` },
    },
    { ...query, sort: 'name', order: 'asc' },
  );
}
