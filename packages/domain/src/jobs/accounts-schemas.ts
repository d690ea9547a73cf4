import { z } from 'zod';
import { queryIdSchema, sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { JOB_STATUS, type JobStatusCode } from '../codes/job-status';
import { INVOICE_KIND_CODES, INVOICE_STATUS_CODES } from './codes';
import { invoiceListItemSchema } from './invoice-schemas';

/**
 * The Accounts module's lists (PRODUCT §2.9): every invoice and note of the company, the
 * receivables ageing, and each job's profit (sell − buy of its option's lines). Amounts are
 * decimal strings with two places, as everywhere money is.
 */

/** The Accounts module's own lookups beside INVOICE_PATHS. */
export const ACCOUNTS_PATHS = {
  /** GET the customers the company has jobs for, by name (the lists' customer filter). */
  customers: '/api/v1/accounts/customers',
} as const;

const JOB_STATUS_CODES = Object.keys(JOB_STATUS) as [JobStatusCode, ...JobStatusCode[]];
const named = z.object({ id: z.number().int(), name: z.string() });
const amount = z.string();
const dateField = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });
/** A switch in the query string: 'true' or 'false' (also 1/0, yes/no). */
const querySwitch = (label: string) => z.stringbool({ error: `${label} must be true or false` }).optional();

// ── The invoices list

/**
 * A row of the Accounts invoices list: the shared invoice list item (what is left to pay, whether
 * it is overdue) and how many days past its due date an overdue one is (0 otherwise).
 */
export const accountsInvoiceListItemSchema = invoiceListItemSchema.extend({
  daysOverdue: z.number().int(),
});
export type AccountsInvoiceListItem = z.infer<typeof accountsInvoiceListItemSchema>;

export const ACCOUNTS_INVOICE_SORTS = ['dueDate', 'issueDate', 'number', 'total'] as const;
export type AccountsInvoiceSort = (typeof ACCOUNTS_INVOICE_SORTS)[number];

/** The invoices list's filters: status, kind, customer, job, due between, overdue only, search. */
export const accountsInvoiceListQuerySchema = sortedPageQuerySchema(ACCOUNTS_INVOICE_SORTS, 'asc').extend({
  status: z.enum(INVOICE_STATUS_CODES, { error: 'Choose an invoice status' }).optional(),
  kind: z.enum(INVOICE_KIND_CODES, { error: 'Choose invoice, credit note or debit note' }).optional(),
  customerCompanyId: queryIdSchema,
  jobId: queryIdSchema,
  dueFrom: dateField('Due from').optional(),
  dueTo: dateField('Due to').optional(),
  overdue: querySwitch('Overdue'),
});
export type AccountsInvoiceListQuery = z.infer<typeof accountsInvoiceListQuerySchema>;

// ── Receivables ageing

/**
 * The ageing buckets by days past the due date (0 = due today, still current). `min`/`max` are
 * inclusive; the last bucket has no end.
 */
export const AGEING_BUCKETS = [
  { key: 'current', label: 'Current', min: null, max: 0 },
  { key: 'days1to30', label: '1–30 days', min: 1, max: 30 },
  { key: 'days31to60', label: '31–60 days', min: 31, max: 60 },
  { key: 'days61to90', label: '61–90 days', min: 61, max: 90 },
  { key: 'over90', label: 'Over 90 days', min: 91, max: null },
] as const satisfies readonly { key: string; label: string; min: number | null; max: number | null }[];
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]['key'];
export const AGEING_BUCKET_KEYS = AGEING_BUCKETS.map((b) => b.key) as [AgeingBucket, ...AgeingBucket[]];

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `dueDate` to `today` (both 'YYYY-MM-DD'): negative before it is due. */
export const daysPastDue = (dueDate: string, today: string) => dayNumber(today) - dayNumber(dueDate);

/** The bucket a receivable `days` past its due date falls in. */
export function ageingBucketOf(days: number): AgeingBucket {
  const found = AGEING_BUCKETS.find(
    (b) => (b.min === null || days >= b.min) && (b.max === null || days <= b.max),
  );
  return found?.key ?? 'over90';
}

/**
 * The due dates of a bucket as of `today`, for the invoices list's due filter: a bucket's oldest
 * day is its `dueFrom`, its newest its `dueTo` (open ends left out).
 */
export function ageingBucketDueRange(
  bucket: AgeingBucket,
  today: string,
): { dueFrom?: string; dueTo?: string } {
  const b = AGEING_BUCKETS.find((x) => x.key === bucket);
  if (!b) return {};
  const t = dayNumber(today);
  return {
    ...(b.max === null ? {} : { dueFrom: dayString(t - b.max) }),
    ...(b.min === null ? {} : { dueTo: dayString(t - b.min) }),
  };
}

const bucketAmounts = z.object(
  Object.fromEntries(AGEING_BUCKET_KEYS.map((k) => [k, amount])) as Record<AgeingBucket, typeof amount>,
);
export type AgeingBucketAmounts = z.infer<typeof bucketAmounts>;

/** One customer's open receivables in one currency, by bucket. */
export const ageingRowSchema = z.object({
  customer: named,
  currency: z.string(),
  buckets: bucketAmounts,
  total: amount,
  /** Invoices and debit notes with something left to collect. */
  documentCount: z.number().int(),
});
export type AgeingRow = z.infer<typeof ageingRowSchema>;

/**
 * The receivables ageing as of `asOf` (the app's today): issued invoices and debit notes, less
 * paid and the issued credit notes against them, per customer and currency, and totals per currency.
 */
export const ageingReportSchema = z.object({
  asOf: z.string(),
  /** The company's base currency (company settings), null when unset. */
  baseCurrency: z.string().nullable(),
  rows: z.array(ageingRowSchema),
  totals: z.array(z.object({ currency: z.string(), buckets: bucketAmounts, total: amount })),
});
export type AgeingReport = z.infer<typeof ageingReportSchema>;

// ── Job profit

/** The money of a job's profit, or of a currency's total: sell, buy, profit, margin, invoiced, paid. */
const profitFigures = {
  sell: amount,
  buy: amount,
  profit: amount,
  /** profit ÷ sell × 100 to two places; null when nothing is sold. */
  marginPercent: z.string().nullable(),
  /** Issued and paid invoices and debit notes, less credit notes against invoices not cancelled. */
  invoiced: amount,
  paid: amount,
  /** Approved and paid vendor bills (tax aside) in the base currency at each bill's rate. */
  actualCost: amount,
  /** sell − actual cost of the jobs with an approved bill; null when none has one. */
  actualProfit: amount.nullable(),
};

/** A job's profit: sell − buy of its option's lines (base currency), and what is invoiced and paid of it. */
export const jobProfitSchema = z.object({
  jobId: z.number().int(),
  reference: z.string(),
  status: z.enum(JOB_STATUS_CODES),
  customer: named,
  /** The quote's base currency, which the lines' base amounts are in. */
  currency: z.string(),
  createdAt: timestampSchema,
  ...profitFigures,
});
export type JobProfit = z.infer<typeof jobProfitSchema>;

/** The sums of a profit list's rows in one currency. */
export const jobProfitTotalsSchema = z.object({
  currency: z.string(),
  jobCount: z.number().int(),
  ...profitFigures,
});
export type JobProfitTotals = z.infer<typeof jobProfitTotalsSchema>;

/** A page of job profits with the totals of every matching job (not only the page's), per currency. */
export const jobProfitPageSchema = z.object({
  items: z.array(jobProfitSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: z.array(jobProfitTotalsSchema),
});
export type JobProfitPage = z.infer<typeof jobProfitPageSchema>;

export const JOB_PROFIT_SORTS = ['createdAt', 'reference', 'sell', 'profit', 'margin'] as const;

/** The profit list's filters: job status, customer, opened between, search on reference or customer. */
export const jobProfitQuerySchema = sortedPageQuerySchema(JOB_PROFIT_SORTS, 'desc').extend({
  status: z.enum(JOB_STATUS_CODES, { error: 'Choose a job status' }).optional(),
  customerCompanyId: queryIdSchema,
  from: dateField('From').optional(),
  to: dateField('To').optional(),
});
export type JobProfitQuery = z.infer<typeof jobProfitQuerySchema>;

/** A customer the company has jobs for (the lists' customer filter). */
export const accountsCustomerSchema = named;
export type AccountsCustomer = z.infer<typeof accountsCustomerSchema>;
