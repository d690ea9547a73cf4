import {
  type AccountsDashboard,
  AGEING_BUCKET_KEYS,
  ageingBucketDueRange,
  COMPANY_STATUS_ALL,
  COMPANY_STATUSES,
  type CustomerDashboard,
  DASHBOARD_ACCESS,
  DASHBOARD_LINKS,
  DASHBOARD_MONTHS,
  DASHBOARD_PERIOD_DAYS,
  DASHBOARD_WEEKS,
  hasAnyPermission,
  JOB_STATUS,
  type JobStatusCode,
  lastMonths,
  listLink,
  monthRange,
  type OperationsDashboard,
  type PlatformDashboard,
  type PricingDashboard,
  type SalesDashboard,
  shiftDay,
  VENDOR_BILL_ROUTES,
  weekStart,
} from '@fastforward/domain';
import { and, count, eq, gte, lt, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/queries';
import {
  companies,
  enquiryForwards,
  followUps,
  invoices,
  jobs,
  quotes,
  rateEnquiries,
} from '../../db/schema';
import type { AuthContext } from '../../plugins/auth';
import { ageReceivables, sumJobProfitsByMonth } from '../accounts/accounts.service';
import { STATUS_WHERE } from '../company-approvals/company-approvals.service';
import { isOverdueAt } from '../follow-ups/follow-ups.service';
import {
  CREDIT_NOTE,
  companyTimeZone,
  creditedTotalOf,
  customerInvoicesWhere,
  dayIn,
  ISSUED,
} from '../invoices/invoice-records';
import { lateArrivalWhere, lateDepartureWhere } from '../jobs/job-view';
import { countJobsByStatus } from '../jobs/jobs.service';
import { countMyJobs } from '../my-jobs/my-jobs.service';
import { enquiryReachWhere } from '../rate-enquiries/enquiry-records';
import {
  awaitingVendor,
  countEnquiriesByStatus,
  countEnquiriesWhere,
  customerEnquiriesWhere,
} from '../rate-enquiries/rate-enquiries.service';
import { salesVisitReport } from '../sales-visits/sales-visits.service';
import { agePayables } from '../vendor-bills/vendor-bills.service';

/**
 * The role dashboards (PRODUCT §3 "Dashboards"): each figure counted by the rule of the list it
 * links to, through that list's own service or condition wherever one exists, so the figure and
 * the list's total agree. Every figure is of the caller's company (or, for a customer, its own).
 */

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
/** The instants of UTC days `from` to `to` inclusive, as the enquiry and profit lists filter them. */
const createdBetween = (column: typeof rateEnquiries.createdAt, from: string, to: string) =>
  and(
    gte(column, new Date(`${from}T00:00:00Z`)),
    lt(column, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)),
  );
/** The last DASHBOARD_PERIOD_DAYS UTC days up to today. */
const periodOf = (now: Date) => {
  const to = utcDay(now);
  return { from: shiftDay(to, -(DASHBOARD_PERIOD_DAYS - 1)), to };
};
const num = (value: unknown) => Number(value ?? 0);
const hoursOf = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Sales

export async function summarizeSales(db: DbOrTx, auth: AuthContext, now: Date): Promise<SalesDashboard> {
  const seesEnquiries = hasAnyPermission(auth.permissions, DASHBOARD_ACCESS.salesEnquiries);
  const seesActivities = hasAnyPermission(auth.permissions, DASHBOARD_ACCESS.salesActivities);
  const result: SalesDashboard = {
    enquiriesByStatus: null,
    conversion: null,
    overdueFollowUps: null,
    visitsThisMonth: null,
  };
  if (seesEnquiries) {
    const all = await countEnquiriesByStatus(db, auth);
    result.enquiriesByStatus = all.byStatus.map(({ status, count }) => ({
      status,
      count,
      link: DASHBOARD_LINKS.enquiries({ status }),
    }));
    const period = periodOf(now);
    const range = { createdFrom: period.from, createdTo: period.to };
    const recent = await countEnquiriesWhere(
      db,
      and(enquiryReachWhere(auth), createdBetween(rateEnquiries.createdAt, period.from, period.to)),
    );
    const booked = recent.byStatus.find((s) => s.status === 'booked')?.count ?? 0;
    result.conversion = {
      period,
      enquiries: { count: recent.total, link: DASHBOARD_LINKS.enquiries(range) },
      booked: { count: booked, link: DASHBOARD_LINKS.enquiries({ status: 'booked', ...range }) },
      ratePercent: recent.total === 0 ? null : Math.round((booked / recent.total) * 1000) / 10,
    };
  }
  if (seesActivities) {
    // Each figure by its list's own rule: the follow-ups' overdue filter, the visits' planned days.
    const [overdue] = await db
      .select({ n: count() })
      .from(followUps)
      .where(and(eq(followUps.companyId, auth.companyId), isOverdueAt(now)));
    result.overdueFollowUps = { count: num(overdue?.n), link: DASHBOARD_LINKS.overdueFollowUps() };
    // The month is the company's calendar's, as the visits list reads its planned days.
    const period = monthRange(dayIn(now, await companyTimeZone(db, auth.companyId)));
    const visits = await salesVisitReport(db, auth.companyId, period);
    result.visitsThisMonth = { count: visits.totals.total, period, link: DASHBOARD_LINKS.visits(period) };
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Pricing

type HourStats = { n: number; medianHours: number | null; averageHours: number | null };

/** How many rows of `sample` (a select of one column `h`, hours) have it, their median and average. */
async function hourStats(db: DbOrTx, sample: SQLWrapper): Promise<HourStats> {
  const result = await db.execute(sql`select count(h) as n,
      percentile_cont(0.5) within group (order by h) as median, avg(h) as average
    from (${sample}) as sample`);
  const row = rowsOf<Record<string, unknown>>(result)[0];
  return { n: num(row?.n), medianHours: hoursOf(row?.median), averageHours: hoursOf(row?.average) };
}

export async function summarizePricing(db: DbOrTx, auth: AuthContext, now: Date): Promise<PricingDashboard> {
  const period = periodOf(now);
  const reach = enquiryReachWhere(auth);
  // Counted as the enquiry list counts them (awaitingVendor), so the figure opens exactly its rows.
  const waiting = await countEnquiriesWhere(db, and(reach, awaitingVendor));
  const [late] = await db
    .select({ n: count() })
    .from(rateEnquiries)
    .where(
      and(
        reach,
        sql`exists (select 1 from ${enquiryForwards} f where f.enquiry_id = ${rateEnquiries.id}
          and f.status = 'received' and f.answered_at is null and f.deadline_at < ${now.toISOString()})`,
      ),
    );

  const response = await hourStats(
    db,
    db
      .select({
        h: sql`extract(epoch from (${enquiryForwards.answeredAt} - ${enquiryForwards.forwardedAt})) / 3600`.as(
          'h',
        ),
      })
      .from(enquiryForwards)
      .innerJoin(rateEnquiries, eq(rateEnquiries.id, enquiryForwards.enquiryId))
      .where(
        and(
          eq(enquiryForwards.companyId, auth.companyId),
          reach,
          gte(enquiryForwards.answeredAt, new Date(`${period.from}T00:00:00Z`)),
        ),
      ),
  );
  const firstSent = sql`(select min(q.sent_at) from ${quotes} q
    where q.enquiry_id = ${rateEnquiries.id} and q.sent_at is not null)`;
  const turnaround = await hourStats(
    db,
    db
      .select({ h: sql`extract(epoch from (${firstSent} - ${rateEnquiries.createdAt})) / 3600`.as('h') })
      .from(rateEnquiries)
      .where(and(reach, createdBetween(rateEnquiries.createdAt, period.from, period.to))),
  );

  const awaiting = await countEnquiriesWhere(db, and(reach, eq(rateEnquiries.status, 'accepted')));
  const awaitingLink = DASHBOARD_LINKS.pricingEnquiries({ status: 'accepted' });
  return {
    period,
    openForwards: {
      count: waiting.total,
      overdue: num(late?.n),
      link: DASHBOARD_LINKS.pricingEnquiries({ awaitingVendor: 'true' }),
    },
    vendorResponse: {
      answered: response.n,
      medianHours: response.medianHours,
      averageHours: response.averageHours,
      link: awaitingLink,
    },
    quoteTurnaround: {
      quoted: turnaround.n,
      medianHours: turnaround.medianHours,
      averageHours: turnaround.averageHours,
      link: DASHBOARD_LINKS.pricingEnquiries({ createdFrom: period.from, createdTo: period.to }),
    },
    awaitingQuote: { count: awaiting.total, link: awaitingLink },
  };
}

// ---------------------------------------------------------------------------------------------
// Operations

export async function summarizeOperations(
  db: DbOrTx,
  auth: AuthContext,
  now: Date,
): Promise<OperationsDashboard> {
  const today = dayIn(now, await companyTimeZone(db, auth.companyId));
  const board = await countJobsByStatus(db, auth);
  const [late] = await db
    .select({
      departures: sql<number>`count(*) filter (where ${lateDepartureWhere(today)})`,
      arrivals: sql<number>`count(*) filter (where ${lateArrivalWhere(today)})`,
    })
    .from(jobs)
    .where(eq(jobs.companyId, auth.companyId));
  const departures = num(late?.departures);
  const arrivals = num(late?.arrivals);
  return {
    today,
    jobsByStatus: board.byStatus.map(({ status, count }) => ({
      status,
      label: JOB_STATUS[status as JobStatusCode] ?? status,
      count,
      link: DASHBOARD_LINKS.jobs({ status }),
    })),
    // A job is late on one milestone at a time: its status says which.
    lateMilestones: {
      departures,
      arrivals,
      count: departures + arrivals,
      link: DASHBOARD_LINKS.jobs({ late: true }),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Accounts

export async function summarizeAccounts(
  db: DbOrTx,
  auth: AuthContext,
  now: Date,
): Promise<AccountsDashboard> {
  const [ageing, payables] = await Promise.all([
    ageReceivables(db, auth, now),
    agePayables({ db, clock: () => now }, auth),
  ]);
  // One grouped query over the months' days, each month summed as the profit list totals it.
  const range = lastMonths(utcDay(now), DASHBOARD_MONTHS);
  const sums = await sumJobProfitsByMonth(db, auth, {
    from: range[0]?.from ?? utcDay(now),
    to: range.at(-1)?.to ?? utcDay(now),
  });
  const jobsPerCurrency = new Map<string, number>();
  for (const s of sums) jobsPerCurrency.set(s.currency, (jobsPerCurrency.get(s.currency) ?? 0) + s.jobCount);
  const busiest = [...jobsPerCurrency].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const currency = ageing.baseCurrency ?? busiest ?? ageing.totals[0]?.currency ?? null;
  const ageingTotals = ageing.totals.find((t) => t.currency === currency);
  return {
    currency,
    months: range.map(({ month, from, to }) => {
      const t = sums.find((x) => x.month === month && x.currency === currency);
      return {
        month,
        period: { from, to },
        jobCount: t?.jobCount ?? 0,
        revenue: t?.sell ?? '0.00',
        profit: t?.profit ?? '0.00',
        marginPercent: t?.marginPercent ?? null,
        actualCost: t?.actualCost ?? '0.00',
        actualProfit: t?.actualProfit ?? null,
        link: DASHBOARD_LINKS.jobProfit({ from, to }),
      };
    }),
    ageing: {
      asOf: ageing.asOf,
      buckets: AGEING_BUCKET_KEYS.map((bucket) => ({
        bucket,
        amount: ageingTotals?.buckets[bucket] ?? '0.00',
        link: DASHBOARD_LINKS.ageingBucket(bucket, ageing.asOf),
      })),
    },
    payablesAgeing: {
      asOf: payables.asOf,
      buckets: AGEING_BUCKET_KEYS.map((bucket) => ({
        bucket,
        amount: payables.totals.find((t) => t.currency === currency)?.buckets[bucket] ?? '0.00',
        link: listLink(VENDOR_BILL_ROUTES.payables, {
          status: 'approved',
          ...ageingBucketDueRange(bucket, payables.asOf),
          overdue: bucket !== 'current',
        }),
      })),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Customer

export async function summarizeCustomer(
  db: DbOrTx,
  auth: AuthContext,
  now: Date,
): Promise<CustomerDashboard> {
  const enquiries = await countEnquiriesWhere(db, customerEnquiriesWhere(auth));
  const myJobs = await countMyJobs(db, auth);
  const today = dayIn(now, await companyTimeZone(db, auth.companyId));
  // As the invoice list item says: issued, not a credit note, total − paid − credited above 0.
  const due = and(
    customerInvoicesWhere(auth.companyId),
    eq(invoices.status, ISSUED),
    sql`${invoices.kind} <> ${CREDIT_NOTE}`,
    sql`${invoices.total} - ${invoices.paidTotal} - ${creditedTotalOf(invoices.id)}::numeric > 0`,
  );
  const [invoicesDue] = await db
    .select({
      n: count(),
      overdue: sql<number>`count(*) filter (where ${invoices.dueDate} < ${today}::date)`,
    })
    .from(invoices)
    .where(due);
  return {
    enquiriesByStatus: enquiries.byStatus.map(({ status, count }) => ({
      status,
      count,
      link: DASHBOARD_LINKS.myQueries({ status }),
    })),
    jobsByGroup: myJobs.byGroup.map(({ group, count }) => ({
      group,
      count,
      link: DASHBOARD_LINKS.myJobs({ group }),
    })),
    invoicesDue: {
      count: num(invoicesDue?.n),
      overdue: num(invoicesDue?.overdue),
      link: DASHBOARD_LINKS.myInvoices(),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Platform

export async function summarizePlatformCharts(db: DbOrTx, now: Date): Promise<PlatformDashboard> {
  const companiesByStatus = [];
  for (const status of COMPANY_STATUSES) {
    const [row] = await db.select({ n: count() }).from(companies).where(STATUS_WHERE[status]);
    companiesByStatus.push({ status, count: num(row?.n), link: DASHBOARD_LINKS.companies(status) });
  }
  const first = shiftDay(weekStart(utcDay(now)), -7 * (DASHBOARD_WEEKS - 1));
  const week = sql<string>`to_char(date_trunc('week', ${companies.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, n: count() })
    .from(companies)
    .where(gte(companies.createdAt, new Date(`${first}T00:00:00Z`)))
    .groupBy(week);
  const perWeek = new Map(rows.map((r) => [r.week, num(r.n)]));
  return {
    companiesByStatus,
    signUpsByWeek: Array.from({ length: DASHBOARD_WEEKS }, (_, i) => {
      const start = shiftDay(first, 7 * i);
      return { weekStart: start, count: perWeek.get(start) ?? 0 };
    }),
    companiesLink: DASHBOARD_LINKS.companies(COMPANY_STATUS_ALL),
  };
}
