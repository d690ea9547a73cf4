import {
  type AccountsDashboard,
  API_PATHS,
  COMPANY_CATEGORY,
  type CustomerDashboard,
  DASHBOARD_LINKS,
  DASHBOARD_PATHS,
  NEWS_FEED_PATH,
  type OperationsDashboard,
  PERMISSIONS,
  type PlatformDashboard,
  type PricingDashboard,
  type SalesDashboard,
} from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { seedSession } from '../../../test/session';
import { DashboardHomePage } from '../../dashboard/pages/dashboard-home-page';
import { PlatformDashboardSection } from '../components/platform-dashboard-section';

const period = { from: '2026-08-28', to: '2026-11-25' };

const sales: SalesDashboard = {
  enquiriesByStatus: [
    { status: 'received', count: 3, link: DASHBOARD_LINKS.enquiries({ status: 'received' }) },
    { status: 'booked', count: 2, link: DASHBOARD_LINKS.enquiries({ status: 'booked' }) },
    { status: 'cancelled', count: 0, link: DASHBOARD_LINKS.enquiries({ status: 'cancelled' }) },
  ],
  conversion: {
    period,
    enquiries: {
      count: 4,
      link: DASHBOARD_LINKS.enquiries({ createdFrom: period.from, createdTo: period.to }),
    },
    booked: {
      count: 1,
      link: DASHBOARD_LINKS.enquiries({ status: 'booked', createdFrom: period.from, createdTo: period.to }),
    },
    ratePercent: 25,
  },
  overdueFollowUps: { count: 2, link: DASHBOARD_LINKS.overdueFollowUps() },
  visitsThisMonth: {
    count: 5,
    period: { from: '2026-11-01', to: '2026-11-30' },
    link: DASHBOARD_LINKS.visits({ from: '2026-11-01', to: '2026-11-30' }),
  },
};

const pricing: PricingDashboard = {
  period,
  openForwards: {
    count: 4,
    overdue: 1,
    link: DASHBOARD_LINKS.pricingEnquiries({ awaitingVendor: 'true' }),
  },
  vendorResponse: { answered: 6, medianHours: 5.5, averageHours: 7, link: '/dashboard/customer-enquiries' },
  quoteTurnaround: { quoted: 3, medianHours: 20, averageHours: 26.4, link: '/dashboard/customer-enquiries' },
  awaitingQuote: { count: 2, link: DASHBOARD_LINKS.pricingEnquiries({ status: 'accepted' }) },
};

const operations: OperationsDashboard = {
  today: '2026-11-25',
  jobsByStatus: [
    { status: 'QUED', label: 'queued', count: 1, link: DASHBOARD_LINKS.jobs({ status: 'QUED' }) },
    { status: 'TRNT', label: 'in transit', count: 3, link: DASHBOARD_LINKS.jobs({ status: 'TRNT' }) },
  ],
  lateMilestones: { departures: 1, arrivals: 1, count: 2, link: DASHBOARD_LINKS.jobs({ late: true }) },
};

const accounts: AccountsDashboard = {
  currency: 'USD',
  months: [
    {
      month: '2026-11',
      period: { from: '2026-11-01', to: '2026-11-30' },
      jobCount: 2,
      revenue: '12500.00',
      profit: '2500.00',
      marginPercent: '20.00',
      actualCost: '0.00',
      actualProfit: null,
      link: DASHBOARD_LINKS.jobProfit({ from: '2026-11-01', to: '2026-11-30' }),
    },
  ],
  ageing: {
    asOf: '2026-11-25',
    buckets: [
      { bucket: 'current', amount: '100.00', link: DASHBOARD_LINKS.ageingBucket('current', '2026-11-25') },
      {
        bucket: 'days1to30',
        amount: '250.50',
        link: DASHBOARD_LINKS.ageingBucket('days1to30', '2026-11-25'),
      },
      { bucket: 'over90', amount: '0.00', link: DASHBOARD_LINKS.ageingBucket('over90', '2026-11-25') },
    ],
  },
  payablesAgeing: { asOf: '2026-11-25', buckets: [] },
};

const customer: CustomerDashboard = {
  enquiriesByStatus: [
    { status: 'negotiating', count: 2, link: DASHBOARD_LINKS.myQueries({ status: 'negotiating' }) },
  ],
  jobsByGroup: [{ group: 'inTransit', count: 1, link: DASHBOARD_LINKS.myJobs({ group: 'inTransit' }) }],
  invoicesDue: { count: 3, overdue: 1, link: DASHBOARD_LINKS.myInvoices() },
};

const platform: PlatformDashboard = {
  companiesByStatus: [
    { status: 'pending', count: 2, link: DASHBOARD_LINKS.companies('pending') },
    { status: 'approved', count: 5, link: DASHBOARD_LINKS.companies('approved') },
    { status: 'rejected', count: 0, link: DASHBOARD_LINKS.companies('rejected') },
  ],
  signUpsByWeek: [
    { weekStart: '2026-11-16', count: 1 },
    { weekStart: '2026-11-23', count: 6 },
  ],
  companiesLink: DASHBOARD_LINKS.companies('all'),
};

const ANSWERS: Record<string, unknown> = {
  [DASHBOARD_PATHS.sales]: sales,
  [DASHBOARD_PATHS.pricing]: pricing,
  [DASHBOARD_PATHS.operations]: operations,
  [DASHBOARD_PATHS.accounts]: accounts,
  [DASHBOARD_PATHS.customer]: customer,
  [DASHBOARD_PATHS.platform]: platform,
};

function server() {
  const calls: string[] = [];
  mockFetch((call: MockCall) => {
    const path = call.url.split('?')[0] ?? '';
    calls.push(path);
    if (path === API_PATHS.myProfile) return json({ success: false }, 500);
    if (path === NEWS_FEED_PATH) return json({ success: true, data: { items: [] } });
    if (path in ANSWERS) return json({ success: true, data: { item: ANSWERS[path] } });
    return json({ success: false }, 500);
  });
  return calls;
}

const linkIn = (region: HTMLElement, name: string | RegExp) => within(region).getByRole('link', { name });

afterEach(() => localStorage.clear());

describe('the role dashboards on the home page', () => {
  it("shows a business administrator every staff role's charts, each figure linking to its list", async () => {
    server();
    renderDashboardPage(<DashboardHomePage />, [PERMISSIONS.businessAdmin]);

    const salesSection = await screen.findByRole('region', { name: 'Sales' });
    const byStatus = await within(salesSection).findByRole('figure', { name: 'Enquiries by status' });
    expect(linkIn(byStatus, 'Received: 3').getAttribute('href')).toBe(
      '/dashboard/customer-enquiries?status=received',
    );
    expect(linkIn(byStatus, 'Booked: 2').getAttribute('href')).toBe(
      '/dashboard/customer-enquiries?status=booked',
    );
    // A status with nothing in it has no list to open.
    expect(within(byStatus).queryByRole('link', { name: /Cancelled/ })).toBeNull();
    const conversion = within(salesSection).getByRole('figure', { name: 'Conversion, last 90 days' });
    expect(within(conversion).getByText('25 %')).toBeTruthy();
    expect(linkIn(conversion, 'Booked: 1').getAttribute('href')).toBe(
      '/dashboard/customer-enquiries?status=booked&createdFrom=2026-08-28&createdTo=2026-11-25',
    );
    expect(linkIn(salesSection, 'View list: Overdue follow-ups').getAttribute('href')).toBe(
      '/dashboard/sales/follow-ups?status=open&overdue=true',
    );
    expect(linkIn(salesSection, 'View list: Visits this month').getAttribute('href')).toBe(
      '/dashboard/sales/visits?plannedFrom=2026-11-01&plannedTo=2026-11-30',
    );

    const pricingSection = await screen.findByRole('region', { name: 'Pricing' });
    expect(await within(pricingSection).findByText('5.5 h')).toBeTruthy();
    expect(linkIn(pricingSection, 'View list: Awaiting a quote').getAttribute('href')).toBe(
      '/dashboard/customer-enquiries?status=accepted',
    );

    const opsSection = await screen.findByRole('region', { name: 'Operations' });
    const jobs = await within(opsSection).findByRole('figure', { name: 'Jobs by status' });
    expect(linkIn(jobs, 'In transit: 3').getAttribute('href')).toBe('/dashboard/operations?status=TRNT');
    expect(linkIn(opsSection, 'View list: Late milestones').getAttribute('href')).toBe(
      '/dashboard/operations?late=true',
    );

    const accountsSection = await screen.findByRole('region', { name: 'Accounts' });
    const revenue = await within(accountsSection).findByRole('figure', {
      name: 'Revenue and profit by month (USD)',
    });
    expect(linkIn(revenue, /Nov 2026: USD 12,500.00, margin 20.00 %/).getAttribute('href')).toBe(
      '/dashboard/accounts/profit?from=2026-11-01&to=2026-11-30',
    );
    const ageing = within(accountsSection).getByRole('figure', { name: 'Receivables ageing (USD)' });
    expect(linkIn(ageing, '1–30 days: USD 250.50').getAttribute('href')).toBe(
      '/dashboard/accounts/invoices?status=issued&dueFrom=2026-10-26&dueTo=2026-11-24&overdue=true',
    );
    expect(linkIn(ageing, 'Current: USD 100.00').getAttribute('href')).toBe(
      '/dashboard/accounts/invoices?status=issued&dueFrom=2026-11-25',
    );
  });

  it('shows a sales executive only the sales dashboard', async () => {
    const calls = server();
    renderDashboardPage(<DashboardHomePage />, [PERMISSIONS.viewCustomerQuerySales, 'view-sales|Sales']);
    expect(await screen.findByRole('region', { name: 'Sales' })).toBeTruthy();
    await screen.findByRole('figure', { name: 'Enquiries by status' });
    expect(screen.queryByRole('region', { name: 'Operations' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Accounts' })).toBeNull();
    expect(calls).not.toContain(DASHBOARD_PATHS.operations);
  });

  it('shows a customer its own dashboard, linking to My Queries, My Jobs and My Invoices', async () => {
    const calls = server();
    seedSession({ categoryCode: COMPANY_CATEGORY.customer });
    render(
      <MantineProvider>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <DashboardHomePage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const section = await screen.findByRole('region', { name: 'My shipments' });
    const enquiries = await within(section).findByRole('figure', { name: 'My enquiries by status' });
    expect(linkIn(enquiries, 'Negotiating: 2').getAttribute('href')).toBe('/myQuery?status=negotiating');
    expect(linkIn(section, 'In transit: 1').getAttribute('href')).toBe('/dashboard/my-jobs?group=inTransit');
    expect(linkIn(section, 'View list: Invoices due').getAttribute('href')).toBe('/dashboard/my-invoices');
    expect(calls).not.toContain(DASHBOARD_PATHS.sales);
  });

  it('says when the figures could not be loaded', async () => {
    mockFetch(() => json({ success: false }, 500));
    renderDashboardPage(<DashboardHomePage />, [PERMISSIONS.businessAdmin]);
    const section = await screen.findByRole('region', { name: 'Accounts' });
    expect(
      await within(section).findByText('These figures could not be loaded. Try again later.'),
    ).toBeTruthy();
  });
});

describe("the platform's charts", () => {
  it('links each company status to the companies list of that status', async () => {
    server();
    renderDashboardPage(<PlatformDashboardSection />);
    const byStatus = await screen.findByRole('figure', { name: 'Companies by status' });
    expect(linkIn(byStatus, 'Pending: 2').getAttribute('href')).toBe(
      '/super-user-dashboard/companies?status=pending',
    );
    expect(linkIn(byStatus, 'Approved: 5').getAttribute('href')).toBe(
      '/super-user-dashboard/companies?status=approved',
    );
    const signUps = screen.getByRole('figure', { name: 'Sign-ups, last 2 weeks' });
    expect(within(signUps).getByText('7')).toBeTruthy();
    expect(linkIn(signUps, 'View companies: Sign-ups, last 2 weeks').getAttribute('href')).toBe(
      '/super-user-dashboard/companies?status=all',
    );
  });
});
