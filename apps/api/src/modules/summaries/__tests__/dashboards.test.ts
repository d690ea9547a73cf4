import {
  type AccountsDashboard,
  COMPANY_APPROVAL_PATHS,
  type CustomerDashboard,
  DASHBOARD_PATHS,
  ENQUIRY_PATHS,
  INVOICE_PATHS,
  JOB_PATHS,
  linkQuery,
  type OperationsDashboard,
  type PlatformDashboard,
  type PricingDashboard,
  SALES_PATHS,
  SALES_ROUTES,
  type SalesDashboard,
} from '@fastforward/domain';
import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryForwards, followUps, jobs, salesVisits, users } from '../../../db/schema';
import { demoCompanyId } from '../../../test/demo-data';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Acceptance: over the demo data, every dashboard figure equals what the list it links to shows
 * when opened with the link's query; and no dashboard counts another company's rows.
 */

let t: TestApp;
let oceanicId: number;
let horizonId: number;
const tokens: Record<string, string> = {};

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  oceanicId = await demoCompanyId(t);
  horizonId = await demoCompanyId(t, 'horizon');
  for (const username of [
    'ffd.admin',
    'ffd.sales',
    'ffd.ops',
    'ffd.accounts',
    'ffd.pricing',
    'horizon.admin',
    'acme.buyer',
    'platform.admin',
  ]) {
    tokens[username] = (await t.login(username)).token;
  }
  await seedActivities();
});
afterAll(() => t.close());

async function dashboardOf<T>(username: string, path: string): Promise<T> {
  const res = await t.as(tokens[username]).get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.item as T;
}

/** The list API `path` opened with the query of a dashboard link. */
async function listFor(username: string, path: string, link: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...linkQuery(link), ...extra });
  const res = await t.as(tokens[username]).get(`${path}?${query}`);
  expect(res.statusCode, `${path}?${query}: ${res.body}`).toBe(200);
  return res.json().data as { total: number; items: Record<string, unknown>[] };
}

const totalOf = async (username: string, path: string, link: string) =>
  (await listFor(username, path, link)).total;

/** Every row of a list (the demo lists are short: one page of the largest size). */
async function allItems(username: string, path: string, link: string) {
  const data = await listFor(username, path, link, { pageSize: '100' });
  expect(data.total).toBeLessThanOrEqual(100);
  return data.items;
}

/** Follow-ups and visits, Oceanic's and Horizon's: the demo seed of those lists may not have any yet. */
async function seedActivities() {
  const now = t.clock.now.getTime();
  const userOf = async (username: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id as number;
  const sales = await userOf('ffd.sales');
  const hugo = await userOf('horizon.admin');
  const followUp = (companyId: number, assigneeId: number, dueIn: number, status: string) => ({
    companyId,
    assigneeId,
    title: 'Call back',
    dueAt: new Date(now + dueIn),
    status,
  });
  await t.db
    .insert(followUps)
    .values([
      followUp(oceanicId, sales, -2 * DAY, 'open'),
      followUp(oceanicId, sales, -60_000, 'open'),
      followUp(oceanicId, sales, 2 * DAY, 'open'),
      followUp(oceanicId, sales, -3 * DAY, 'done'),
      followUp(horizonId, hugo, -DAY, 'open'),
    ]);
  const visit = (companyId: number, salesPersonId: number, plannedAt: Date) => ({
    companyId,
    salesPersonId,
    purpose: 'Introduce the sea rates',
    plannedAt,
    status: 'planned',
  });
  await t.db
    .insert(salesVisits)
    .values([
      visit(oceanicId, sales, new Date(now)),
      visit(oceanicId, sales, new Date(now - 40 * DAY)),
      visit(horizonId, hugo, new Date(now)),
    ]);
}

describe('the sales dashboard', () => {
  it.each(['ffd.admin', 'ffd.sales'])(
    "counts %s's enquiries as the enquiry list shows them, by status and over the period",
    async (username) => {
      const d = await dashboardOf<SalesDashboard>(username, DASHBOARD_PATHS.sales);
      const byStatus = d.enquiriesByStatus ?? [];
      expect(byStatus.reduce((sum, s) => sum + s.count, 0)).toBeGreaterThan(0);
      for (const s of byStatus) {
        expect(s.link).toContain(`status=${s.status}`);
        expect(await totalOf(username, ENQUIRY_PATHS.enquiries, s.link), s.status).toBe(s.count);
      }
      const conversion = d.conversion;
      expect(conversion).not.toBeNull();
      if (!conversion) return;
      expect(await totalOf(username, ENQUIRY_PATHS.enquiries, conversion.enquiries.link)).toBe(
        conversion.enquiries.count,
      );
      expect(await totalOf(username, ENQUIRY_PATHS.enquiries, conversion.booked.link)).toBe(
        conversion.booked.count,
      );
      expect(conversion.enquiries.count).toBeGreaterThan(0);
      expect(conversion.ratePercent).toBe(
        Math.round((conversion.booked.count / conversion.enquiries.count) * 1000) / 10,
      );
    },
  );

  it("counts the company's overdue follow-ups and this month's visits, never Horizon's", async () => {
    const d = await dashboardOf<SalesDashboard>('ffd.sales', DASHBOARD_PATHS.sales);
    const overdue = d.overdueFollowUps;
    expect(overdue?.link).toBe(`${SALES_ROUTES.followUps}?status=open&overdue=true`);
    expect(await totalOf('ffd.sales', SALES_PATHS.followUps, overdue?.link ?? '')).toBe(overdue?.count);
    expect(overdue?.count).toBeGreaterThanOrEqual(2);
    const visits = d.visitsThisMonth;
    expect(visits?.link).toBe(
      `${SALES_ROUTES.visits}?plannedFrom=${visits?.period.from}&plannedTo=${visits?.period.to}`,
    );
    expect(await totalOf('ffd.sales', SALES_PATHS.salesVisits, visits?.link ?? '')).toBe(visits?.count);
    expect(visits?.count).toBeGreaterThanOrEqual(1);

    // Horizon sees its own one follow-up and one visit, and none of Oceanic's enquiries.
    const h = await dashboardOf<SalesDashboard>('horizon.admin', DASHBOARD_PATHS.sales);
    expect(h.overdueFollowUps?.count).toBe(1);
    expect(h.visitsThisMonth?.count).toBe(1);
    expect(h.enquiriesByStatus?.every((s) => s.count === 0)).toBe(true);
  });

  it('shows only the sections the caller may see, and is refused to operations', async () => {
    const accounts = await dashboardOf<SalesDashboard>('ffd.accounts', DASHBOARD_PATHS.sales);
    expect(accounts.enquiriesByStatus).not.toBeNull();
    expect(accounts.overdueFollowUps).toBeNull();
    expect(accounts.visitsThisMonth).toBeNull();
    expect((await t.as(tokens['ffd.ops']).get(DASHBOARD_PATHS.sales)).statusCode).toBe(403);
  });
});

describe('the pricing dashboard', () => {
  it('counts the enquiries awaiting a quote as their list does, and the open forwards of the company', async () => {
    const d = await dashboardOf<PricingDashboard>('ffd.pricing', DASHBOARD_PATHS.pricing);
    expect(await totalOf('ffd.pricing', ENQUIRY_PATHS.enquiries, d.awaitingQuote.link)).toBe(
      d.awaitingQuote.count,
    );
    expect(
      await totalOf('ffd.pricing', ENQUIRY_PATHS.enquiries, d.quoteTurnaround.link),
    ).toBeGreaterThanOrEqual(d.quoteTurnaround.quoted);
    // Enquiries with a forward still waiting for the vendor: the enquiry list's awaitingVendor filter.
    expect(await totalOf('ffd.pricing', ENQUIRY_PATHS.enquiries, d.openForwards.link)).toBe(
      d.openForwards.count,
    );
    expect(d.openForwards.count).toBeGreaterThan(0);
    const [answered] = await t.db
      .select({ n: count() })
      .from(enquiryForwards)
      .where(
        and(
          eq(enquiryForwards.companyId, oceanicId),
          gte(enquiryForwards.answeredAt, new Date(`${d.period.from}T00:00:00Z`)),
        ),
      );
    expect(d.vendorResponse.answered).toBe(answered?.n);
    if (d.vendorResponse.answered > 0) expect(d.vendorResponse.medianHours).not.toBeNull();
    if (d.quoteTurnaround.quoted > 0) expect(d.quoteTurnaround.averageHours).toBeGreaterThanOrEqual(0);

    const h = await dashboardOf<PricingDashboard>('horizon.admin', DASHBOARD_PATHS.pricing);
    expect(h).toMatchObject({
      openForwards: { count: 0 },
      vendorResponse: { answered: 0, medianHours: null },
      quoteTurnaround: { quoted: 0 },
      awaitingQuote: { count: 0 },
    });
  });
});

describe('the operations dashboard', () => {
  it('counts the jobs by status and the late milestones as the job board shows them', async () => {
    // One job sails late: loaded, its ETA passed yesterday.
    const [loaded] = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.companyId, oceanicId), eq(jobs.status, 'CGLD')));
    const yesterday = new Date(t.clock.now.getTime() - 2 * DAY).toISOString().slice(0, 10);
    await t.db
      .update(jobs)
      .set({ eta: yesterday })
      .where(eq(jobs.id, loaded?.id as number));

    const d = await dashboardOf<OperationsDashboard>('ffd.ops', DASHBOARD_PATHS.operations);
    expect(d.jobsByStatus.reduce((sum, s) => sum + s.count, 0)).toBeGreaterThan(0);
    for (const s of d.jobsByStatus) {
      expect(await totalOf('ffd.ops', JOB_PATHS.jobs, s.link), s.status).toBe(s.count);
    }
    expect(d.lateMilestones.link).toBe('/dashboard/operations?late=true');
    expect(d.lateMilestones.arrivals).toBeGreaterThanOrEqual(1);
    expect(await totalOf('ffd.ops', JOB_PATHS.jobs, d.lateMilestones.link)).toBe(d.lateMilestones.count);
    const notLate = await totalOf('ffd.ops', JOB_PATHS.jobs, `${JOB_PATHS.jobs}?late=false`);
    const all = await totalOf('ffd.ops', JOB_PATHS.jobs, JOB_PATHS.jobs);
    expect(notLate + d.lateMilestones.count).toBe(all);
    const refused = await t.as(tokens['ffd.ops']).get(`${JOB_PATHS.jobs}?late=soon`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ field: 'late' });

    const h = await dashboardOf<OperationsDashboard>('horizon.admin', DASHBOARD_PATHS.operations);
    expect(h.jobsByStatus.every((s) => s.count === 0)).toBe(true);
    expect(h.lateMilestones.count).toBe(0);
  });
});

describe('the accounts dashboard', () => {
  it("charts each month's revenue as the profit list totals it, and the ageing as the invoices list holds it", async () => {
    // One job opened last month-and-a-bit ago: the chart spans more than the current month.
    const [older] = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.companyId, oceanicId))
      .limit(1);
    await t.db
      .update(jobs)
      .set({ createdAt: new Date(t.clock.now.getTime() - 40 * DAY) })
      .where(eq(jobs.id, older?.id as number));

    const d = await dashboardOf<AccountsDashboard>('ffd.accounts', DASHBOARD_PATHS.accounts);
    expect(d.months).toHaveLength(12);
    expect(d.currency).not.toBeNull();
    let jobsCharted = 0;
    for (const m of d.months) {
      const res = await t
        .as(tokens['ffd.accounts'])
        .get(`${INVOICE_PATHS.profit}?${new URLSearchParams(linkQuery(m.link))}`);
      const page = res.json().data as {
        total: number;
        totals: {
          currency: string;
          sell: string;
          profit: string;
          marginPercent: string | null;
          jobCount: number;
        }[];
      };
      const inCurrency = page.totals.find((x) => x.currency === d.currency);
      expect(m.jobCount, m.month).toBe(inCurrency?.jobCount ?? 0);
      expect(m.revenue, m.month).toBe(inCurrency?.sell ?? '0.00');
      expect(m.profit, m.month).toBe(inCurrency?.profit ?? '0.00');
      expect(m.marginPercent, m.month).toBe(inCurrency?.marginPercent ?? null);
      jobsCharted += m.jobCount;
    }
    expect(jobsCharted).toBeGreaterThan(0);
    expect(d.months.filter((m) => m.jobCount > 0).length).toBeGreaterThanOrEqual(2);

    let owed = 0;
    for (const b of d.ageing.buckets) {
      const items = await allItems('ffd.accounts', INVOICE_PATHS.invoices, b.link);
      const cents = items
        .filter((i) => i.currency === d.currency && i.kind !== 'credit_note')
        .reduce((sum, i) => sum + Math.round(Number(i.balance) * 100), 0);
      expect(Math.round(Number(b.amount) * 100), b.bucket).toBe(cents);
      owed += cents;
    }
    expect(owed).toBeGreaterThan(0);

    const h = await dashboardOf<AccountsDashboard>('horizon.admin', DASHBOARD_PATHS.accounts);
    expect(h.months.every((m) => m.jobCount === 0)).toBe(true);
    expect(h.ageing.buckets.every((b) => Number(b.amount) === 0)).toBe(true);
  });
});

describe("the customer's dashboard", () => {
  it('counts its enquiries, jobs and invoices due as My Queries, My Jobs and My Invoices show them', async () => {
    const d = await dashboardOf<CustomerDashboard>('acme.buyer', DASHBOARD_PATHS.customer);
    expect(d.enquiriesByStatus.reduce((sum, s) => sum + s.count, 0)).toBeGreaterThan(0);
    for (const s of d.enquiriesByStatus) {
      expect(await totalOf('acme.buyer', ENQUIRY_PATHS.myQueries, s.link), s.status).toBe(s.count);
    }
    for (const g of d.jobsByGroup) {
      expect(g.link).toBe(`/dashboard/my-jobs?group=${g.group}`);
      expect(await totalOf('acme.buyer', JOB_PATHS.myJobs, g.link), g.group).toBe(g.count);
    }
    // My Invoices has no filter: the figure is the rows it shows with something left to pay.
    const items = await allItems('acme.buyer', INVOICE_PATHS.myInvoices, d.invoicesDue.link);
    const due = items.filter((i) => i.status === 'issued' && Number(i.balance) > 0);
    expect(d.invoicesDue.count).toBe(due.length);
    expect(d.invoicesDue.overdue).toBe(due.filter((i) => i.isOverdue).length);
    expect(d.invoicesDue.count).toBeGreaterThan(0);
  });

  it('is refused to the staff', async () => {
    expect((await t.as(tokens['ffd.admin']).get(DASHBOARD_PATHS.customer)).statusCode).toBe(403);
  });
});

describe('the platform dashboard', () => {
  it("counts the companies by status as the platform's company list does, and the week's sign-ups", async () => {
    const d = await dashboardOf<PlatformDashboard>('platform.admin', DASHBOARD_PATHS.platform);
    for (const s of d.companiesByStatus) {
      expect(await totalOf('platform.admin', COMPANY_APPROVAL_PATHS.companies, s.link), s.status).toBe(
        s.count,
      );
    }
    expect(d.signUpsByWeek).toHaveLength(12);
    const all = await totalOf('platform.admin', COMPANY_APPROVAL_PATHS.companies, d.companiesLink);
    // The demo companies all registered this week.
    expect(d.signUpsByWeek.at(-1)?.count).toBe(all);
    expect((await t.as(tokens['ffd.admin']).get(DASHBOARD_PATHS.platform)).statusCode).toBe(403);
  });
});
