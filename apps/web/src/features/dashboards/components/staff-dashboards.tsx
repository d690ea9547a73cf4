import {
  AGEING_BUCKETS,
  DASHBOARD_PERIOD_DAYS,
  ENQUIRY_STATUS,
  type SalesDashboard,
} from '@fastforward/domain';
import { LineChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import { formatAmount, money } from '../../../lib/money';
import { useDashboard } from '../api/get-dashboard';
import { ChartCard, DashboardSection, FigureCard, FigureLinks } from './dashboard-card';
import { LinkedBarChart, LinkedDonutChart, labelledRows } from './linked-charts';

const compactAmount = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const hoursLabel = (hours: number | null) => (hours === null ? '—' : `${hours} h`);
const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

function EnquiriesByStatus({ rows }: { rows: NonNullable<SalesDashboard['enquiriesByStatus']> }) {
  return (
    <ChartCard title="Enquiries by status">
      <LinkedBarChart
        label="Enquiries by status"
        unit="Enquiries"
        rows={labelledRows(rows, (r) => ENQUIRY_STATUS[r.status])}
      />
    </ChartCard>
  );
}

/** Sales: enquiries by status, conversion to bookings, overdue follow-ups, this month's visits. */
export function SalesDashboardSection() {
  const query = useDashboard('sales');
  const d = query.data;
  return (
    <DashboardSection title="Sales" query={query}>
      {d ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {d.enquiriesByStatus ? <EnquiriesByStatus rows={d.enquiriesByStatus} /> : null}
          {d.conversion ? (
            <ChartCard title={`Conversion, last ${DASHBOARD_PERIOD_DAYS} days`}>
              <Text size="xl" fw={700}>
                {d.conversion.ratePercent === null ? '—' : `${d.conversion.ratePercent} %`}
              </Text>
              <Text size="sm" c="dimmed">
                Enquiries booked of those received
              </Text>
              <FigureLinks
                label="Conversion"
                figures={[
                  {
                    label: 'Enquiries',
                    value: d.conversion.enquiries.count,
                    link: d.conversion.enquiries.link,
                  },
                  { label: 'Booked', value: d.conversion.booked.count, link: d.conversion.booked.link },
                ]}
              />
            </ChartCard>
          ) : null}
          {d.overdueFollowUps ? (
            <FigureCard
              title="Overdue follow-ups"
              value={d.overdueFollowUps.count}
              link={d.overdueFollowUps.link}
            />
          ) : null}
          {d.visitsThisMonth ? (
            <FigureCard
              title="Visits this month"
              value={d.visitsThisMonth.count}
              link={d.visitsThisMonth.link}
            />
          ) : null}
        </SimpleGrid>
      ) : null}
    </DashboardSection>
  );
}

/** Pricing: forwards waiting for vendors, how fast vendors answer and quotes go out. */
export function PricingDashboardSection() {
  const query = useDashboard('pricing');
  const d = query.data;
  return (
    <DashboardSection title="Pricing" query={query}>
      {d ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <FigureCard title="Waiting on vendors" value={d.openForwards.count} link={d.openForwards.link}>
            <Text size="sm" c="dimmed">
              {d.openForwards.overdue} past their deadline
            </Text>
          </FigureCard>
          <FigureCard
            title="Vendor response time"
            value={hoursLabel(d.vendorResponse.medianHours)}
            link={d.vendorResponse.link}
          >
            <Text size="sm" c="dimmed">
              Median of {d.vendorResponse.answered} answers · average{' '}
              {hoursLabel(d.vendorResponse.averageHours)}
            </Text>
          </FigureCard>
          <FigureCard
            title="Quote turnaround"
            value={hoursLabel(d.quoteTurnaround.medianHours)}
            link={d.quoteTurnaround.link}
          >
            <Text size="sm" c="dimmed">
              Median of {d.quoteTurnaround.quoted} enquiries quoted · average{' '}
              {hoursLabel(d.quoteTurnaround.averageHours)}
            </Text>
          </FigureCard>
          <FigureCard title="Awaiting a quote" value={d.awaitingQuote.count} link={d.awaitingQuote.link} />
        </SimpleGrid>
      ) : null}
    </DashboardSection>
  );
}

/** Operations: jobs by status and the milestones running late. */
export function OperationsDashboardSection() {
  const query = useDashboard('operations');
  const d = query.data;
  return (
    <DashboardSection title="Operations" query={query}>
      {d ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ChartCard title="Jobs by status">
            <LinkedBarChart
              label="Jobs by status"
              unit="Jobs"
              rows={labelledRows(d.jobsByStatus, (r) => capitalised(r.label))}
            />
          </ChartCard>
          <FigureCard title="Late milestones" value={d.lateMilestones.count} link={d.lateMilestones.link}>
            <Text size="sm" c="dimmed">
              {d.lateMilestones.departures} not loaded after their ETD · {d.lateMilestones.arrivals} not
              arrived after their ETA
            </Text>
          </FigureCard>
        </SimpleGrid>
      ) : null}
    </DashboardSection>
  );
}

/** Accounts: revenue and margin by month, and the receivables by age. */
export function AccountsDashboardSection() {
  const query = useDashboard('accounts');
  const d = query.data;
  const currency = d?.currency ?? '';
  return (
    <DashboardSection title="Accounts" query={query}>
      {d ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ChartCard title={`Revenue and profit by month${currency ? ` (${currency})` : ''}`}>
            <LineChart
              h={220}
              data={d.months.map((m) => ({
                month: monthLabel(m.month),
                revenue: Number(m.revenue),
                profit: Number(m.profit),
              }))}
              dataKey="month"
              series={[
                { name: 'revenue', label: 'Revenue', color: 'blue.6' },
                { name: 'profit', label: 'Profit', color: 'teal.6' },
              ]}
              valueFormatter={(value) => formatAmount(String(value))}
              // Whole amounts in short form on the axis: "40,000.00" did not fit its width.
              yAxisProps={{ width: 56, tickFormatter: (value: number) => compactAmount.format(value) }}
              withLegend
              aria-hidden
            />
            <FigureLinks
              label="Revenue by month"
              figures={d.months
                .filter((m) => m.jobCount > 0)
                .map((m) => ({
                  label: monthLabel(m.month),
                  value: `${money(m.revenue, currency)}, margin ${m.marginPercent === null ? '—' : `${m.marginPercent} %`}`,
                  link: m.link,
                }))}
            />
          </ChartCard>
          <ChartCard title={`Receivables ageing${currency ? ` (${currency})` : ''}`}>
            <LinkedDonutChart
              label="Receivables ageing"
              rows={d.ageing.buckets.map((b) => ({
                label: AGEING_BUCKETS.find((x) => x.key === b.bucket)?.label ?? b.bucket,
                count: Number(b.amount),
                link: b.link,
              }))}
              format={(value) => money(value.toFixed(2), currency)}
            />
          </ChartCard>
        </SimpleGrid>
      ) : null}
    </DashboardSection>
  );
}
