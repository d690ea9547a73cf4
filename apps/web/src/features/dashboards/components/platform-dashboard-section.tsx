import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { useDashboard } from '../api/get-dashboard';
import { ChartCard, DashboardSection, FigureCard } from './dashboard-card';
import { LinkedDonutChart, labelledRows } from './linked-charts';

const STATUS_LABEL = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;
const weekLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** The platform's charts: companies by review status, sign-ups per week. */
export function PlatformDashboardSection() {
  const query = useDashboard('platform');
  const d = query.data;
  const signUps = d?.signUpsByWeek.reduce((sum, w) => sum + w.count, 0) ?? 0;
  return (
    <DashboardSection title="Companies" query={query}>
      {d ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ChartCard title="Companies by status">
            <LinkedDonutChart
              label="Companies by status"
              rows={labelledRows(d.companiesByStatus, (r) => STATUS_LABEL[r.status])}
            />
          </ChartCard>
          <FigureCard
            title={`Sign-ups, last ${d.signUpsByWeek.length} weeks`}
            value={signUps}
            link={d.companiesLink}
            linkText="View companies"
          >
            <BarChart
              h={180}
              data={d.signUpsByWeek.map((w) => ({ week: weekLabel(w.weekStart), count: w.count }))}
              dataKey="week"
              yAxisProps={{ allowDecimals: false }}
              series={[{ name: 'count', label: 'Sign-ups', color: 'blue.6' }]}
              aria-hidden
            />
          </FigureCard>
        </SimpleGrid>
      ) : null}
    </DashboardSection>
  );
}
