import { z } from 'zod';
import { JOB_STATUS, type JobStatusCode } from '../codes/job-status';
import { COMPANY_APPROVAL_ROUTES, COMPANY_STATUSES } from '../company-approvals/paths';
import { ACCOUNTS_ACCESS, JOB_VIEW_ACCESS } from '../jobs/access';
import { AGEING_BUCKET_KEYS, type AgeingBucket, ageingBucketDueRange } from '../jobs/accounts-schemas';
import { JOB_STATUS_GROUPS, type JobStatusGroup } from '../jobs/my-job-schemas';
import { JOB_ROUTES } from '../jobs/paths';
import { PERMISSIONS } from '../permissions/catalogue';
import { ENQUIRY_VIEW_ACCESS } from '../rate-enquiries/access';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../rate-enquiries/codes';
import { ENQUIRY_ROUTES } from '../rate-enquiries/paths';
import { SALES_ACCESS } from '../sales/access';
import { FOLLOW_UP_STATUS } from '../sales/codes';
import { SALES_ROUTES } from '../sales/paths';

/**
 * The role dashboards (PRODUCT §3 "Dashboards", SPEC §7 "summaries"): one call per dashboard, each
 * figure carrying the address of the filtered list behind it. The links are built here, once, so
 * the web draws them and the API tests open the same list with the same query to check the figure.
 */

export const DASHBOARD_PATHS = {
  sales: '/api/v1/summaries/sales',
  pricing: '/api/v1/summaries/pricing',
  operations: '/api/v1/summaries/operations',
  accounts: '/api/v1/summaries/accounts',
  /** The customer's own: its enquiries, jobs and invoices. */
  customer: '/api/v1/summaries/customer',
  /** The platform's charts beside its figures (API_PATHS.superAdminSummary). */
  platform: '/api/v1/summaries/platform/charts',
} as const;

const PRICING_PERMISSIONS = [
  PERMISSIONS.viewSeaQueryPricing,
  PERMISSIONS.viewAirQueryPricing,
  PERMISSIONS.responseSeaQueryPricing,
  PERMISSIONS.responseAirQueryPricing,
  PERMISSIONS.bothPricing,
  PERMISSIONS.pricingSuperUser,
  PERMISSIONS.businessAdmin,
] as const;

/**
 * Who opens each staff dashboard: the holders of a permission of a list it summarises. The sales
 * one shows only the sections the caller's permissions reach (enquiries; follow-ups and visits).
 */
export const DASHBOARD_ACCESS = {
  sales: [...new Set([...ENQUIRY_VIEW_ACCESS, ...SALES_ACCESS.view])],
  /** Sales' enquiry sections. */
  salesEnquiries: ENQUIRY_VIEW_ACCESS,
  /** Sales' follow-up and visit sections (the Sales module's lists). */
  salesActivities: SALES_ACCESS.view,
  pricing: PRICING_PERMISSIONS,
  operations: JOB_VIEW_ACCESS,
  accounts: ACCOUNTS_ACCESS.view,
} as const;

/** How many days back the conversion, response and turnaround figures look. */
export const DASHBOARD_PERIOD_DAYS = 90;
/** Months of revenue and weeks of sign-ups charted. */
export const DASHBOARD_MONTHS = 12;
export const DASHBOARD_WEEKS = 12;

/**
 * Late milestones: an open job whose ETD has passed while it is not loaded yet, or whose ETA has
 * passed while it is still loaded or in transit. A paused job (QERY, SEUN …) shows under its own
 * status instead; one without the date is never late.
 */
export const JOB_LATE_DEPARTURE_STATUSES = [
  'QUED',
  'SPBO',
  'CAPI',
] as const satisfies readonly JobStatusCode[];
export const JOB_LATE_ARRIVAL_STATUSES = ['CGLD', 'TRNT'] as const satisfies readonly JobStatusCode[];

// ---------------------------------------------------------------------------------------------
// Dates

const DAY_MS = 86_400_000;
/** The day `days` after a YYYY-MM-DD day. */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first and last day of the month of a YYYY-MM-DD day. */
export function monthRange(day: string): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The `count` months ending with the month of `day`, oldest first, as their first and last days. */
export function lastMonths(day: string, count: number): { month: string; from: string; to: string }[] {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1)).toISOString().slice(0, 10);
    return { month: first.slice(0, 7), ...monthRange(first) };
  });
}

/** The Monday of the week of a YYYY-MM-DD day (weeks run Monday to Sunday, ISO 8601). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

// ---------------------------------------------------------------------------------------------
// The links: a list's route with the query its filters read (empty values left out)

type QueryValue = string | number | boolean | undefined;

/** `route?query`, without the empty values, in the order given. */
export function listLink(route: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${route}?${text}` : route;
}

/** The query of a link built by `listLink`, as an object (what a test sends to the list API). */
export function linkQuery(link: string): Record<string, string> {
  const at = link.indexOf('?');
  return at < 0 ? {} : Object.fromEntries(new URLSearchParams(link.slice(at + 1)));
}

export const DASHBOARD_LINKS = {
  enquiries: (query: { status?: EnquiryStatus; createdFrom?: string; createdTo?: string } = {}) =>
    listLink(ENQUIRY_ROUTES.enquiries, query),
  overdueFollowUps: () => listLink(SALES_ROUTES.followUps, { status: FOLLOW_UP_STATUS.open, overdue: true }),
  visits: (range: { from: string; to: string }) =>
    listLink(SALES_ROUTES.visits, { plannedFrom: range.from, plannedTo: range.to }),
  /** The pricing desk's enquiries: those accepted and waiting for their prices. */
  pricingEnquiries: (
    query: { status?: EnquiryStatus; createdFrom?: string; createdTo?: string; awaitingVendor?: 'true' } = {},
  ) => listLink(ENQUIRY_ROUTES.enquiries, query),
  jobs: (query: { status?: JobStatusCode; late?: boolean } = {}) => listLink(JOB_ROUTES.jobs, query),
  jobProfit: (range: { from: string; to: string }) => listLink(JOB_ROUTES.profit, range),
  /** The invoices making up an ageing bucket: issued, due within its days, overdue past the current one. */
  ageingBucket: (bucket: AgeingBucket, asOf: string) =>
    listLink(JOB_ROUTES.invoices, {
      status: 'issued',
      ...ageingBucketDueRange(bucket, asOf),
      overdue: bucket !== 'current',
    }),
  myQueries: (query: { status?: EnquiryStatus } = {}) => listLink(ENQUIRY_ROUTES.myQueries, query),
  myJobs: (query: { group?: JobStatusGroup } = {}) => listLink(JOB_ROUTES.myJobs, query),
  myInvoices: () => listLink(JOB_ROUTES.myInvoices),
  companies: (status: string) => listLink(COMPANY_APPROVAL_ROUTES.companies, { status }),
} as const;

// ---------------------------------------------------------------------------------------------
// The answers

const count = z.number().int();
const link = z.string();
const day = z.string();
const hours = z.number().nullable();
const amount = z.string();
/** A counted figure and the list that shows the rows counted. */
const figure = z.object({ count, link });
const period = z.object({ from: day, to: day });

const enquiriesByStatus = z.array(z.object({ status: z.enum(ENQUIRY_STATUSES), count, link }));

export const salesDashboardSchema = z.object({
  /** Null when the caller holds no enquiry permission (likewise below for the Sales module). */
  enquiriesByStatus: enquiriesByStatus.nullable(),
  /** Enquiries created in the period (UTC days, as the list filters them) and how many are booked. */
  conversion: z
    .object({
      period,
      enquiries: figure,
      booked: figure,
      /** booked ÷ enquiries × 100, one decimal; null without enquiries. */
      ratePercent: z.number().nullable(),
    })
    .nullable(),
  /** Open follow-ups due before now. */
  overdueFollowUps: figure.nullable(),
  /** Visits planned in the current month of the company's time zone. */
  visitsThisMonth: figure.extend({ period }).nullable(),
});
export type SalesDashboard = z.infer<typeof salesDashboardSchema>;

export const pricingDashboardSchema = z.object({
  period,
  /** Forwards still waiting for the vendor's answer; `overdue`: past their deadline. */
  openForwards: z.object({ count, overdue: count, link }),
  /** Hours from the forward to the vendor's answer, of the forwards answered in the period. */
  vendorResponse: z.object({ answered: count, medianHours: hours, averageHours: hours, link }),
  /** Hours from the enquiry received to its first quote sent, of enquiries created in the period. */
  quoteTurnaround: z.object({ quoted: count, medianHours: hours, averageHours: hours, link }),
  /** Enquiries accepted and waiting for their prices. */
  awaitingQuote: figure,
});
export type PricingDashboard = z.infer<typeof pricingDashboardSchema>;

const JOB_STATUS_CODES = Object.keys(JOB_STATUS) as [JobStatusCode, ...JobStatusCode[]];

export const operationsDashboardSchema = z.object({
  /** The company's today, which the late milestones are judged by. */
  today: day,
  jobsByStatus: z.array(z.object({ status: z.enum(JOB_STATUS_CODES), label: z.string(), count, link })),
  lateMilestones: z.object({ departures: count, arrivals: count, count, link }),
});
export type OperationsDashboard = z.infer<typeof operationsDashboardSchema>;

export const accountsDashboardSchema = z.object({
  /** The currency charted: the company's base currency, else the one most of its jobs are in. */
  currency: z.string().nullable(),
  /** Jobs opened each month (UTC days, as the profit list filters them): sell, profit and margin in `currency`. */
  months: z.array(
    z.object({
      month: z.string(),
      period,
      jobCount: count,
      revenue: amount,
      profit: amount,
      marginPercent: z.string().nullable(),
      /** Approved and paid vendor bills of those jobs, and sell − that cost of the jobs costed. */
      actualCost: amount,
      actualProfit: amount.nullable(),
      link,
    }),
  ),
  /** The payables ageing of `currency`: approved vendor bills with something left to pay. */
  payablesAgeing: z.object({
    asOf: day,
    buckets: z.array(z.object({ bucket: z.enum(AGEING_BUCKET_KEYS), amount, link })),
  }),
  /** The receivables ageing of `currency` as the ageing report gives it. */
  ageing: z.object({
    asOf: day,
    buckets: z.array(z.object({ bucket: z.enum(AGEING_BUCKET_KEYS), amount, link })),
  }),
});
export type AccountsDashboard = z.infer<typeof accountsDashboardSchema>;

export const customerDashboardSchema = z.object({
  enquiriesByStatus,
  jobsByGroup: z.array(z.object({ group: z.enum(JOB_STATUS_GROUPS), count, link })),
  /** Issued invoices with something left to pay; `overdue`: past their due date. */
  invoicesDue: z.object({ count, overdue: count, link }),
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;

export const platformDashboardSchema = z.object({
  companiesByStatus: z.array(z.object({ status: z.enum(COMPANY_STATUSES), count, link })),
  /** Companies registered each week (Monday to Sunday, UTC), oldest first. */
  signUpsByWeek: z.array(z.object({ weekStart: day, count })),
  /** Every company, oldest registration first: where the sign-ups are. */
  companiesLink: link,
});
export type PlatformDashboard = z.infer<typeof platformDashboardSchema>;
