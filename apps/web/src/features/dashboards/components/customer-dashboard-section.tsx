import { ENQUIRY_STATUS, JOB_STATUS_GROUP } from '@fastforward/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { useDashboard } from '../api/get-dashboard';
import { ChartCard, DashboardSection, FigureCard } from './dashboard-card';
import { LinkedBarChart, LinkedDonutChart } from './linked-charts';

/** The customer's own: its enquiries by status, its jobs by stage, its invoices left to pay. */
export function CustomerDashboardSection() {
  const query = useDashboard('customer');
  const d = query.data;
  return (
    <DashboardSection title="My shipments" query={query}>
      {d ? (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <ChartCard title="My enquiries by status">
            <LinkedDonutChart
              label="My enquiries by status"
              rows={d.enquiriesByStatus.map((r) => ({
                label: ENQUIRY_STATUS[r.status],
                count: r.count,
                link: r.link,
              }))}
            />
          </ChartCard>
          <ChartCard title="My jobs">
            <LinkedBarChart
              label="My jobs"
              unit="Jobs"
              rows={d.jobsByGroup.map((r) => ({
                label: JOB_STATUS_GROUP[r.group],
                count: r.count,
                link: r.link,
              }))}
            />
          </ChartCard>
          <FigureCard title="Invoices due" value={d.invoicesDue.count} link={d.invoicesDue.link}>
            <Text size="sm" c="dimmed">
              {d.invoicesDue.overdue} overdue
            </Text>
          </FigureCard>
        </SimpleGrid>
      ) : null}
    </DashboardSection>
  );
}
