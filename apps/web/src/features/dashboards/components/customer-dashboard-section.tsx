import { ENQUIRY_STATUS, JOB_STATUS_GROUP } from '@fastforward/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { useDashboard } from '../api/get-dashboard';
import { ChartCard, DashboardSection, FigureCard } from './dashboard-card';
import { LinkedBarChart, LinkedDonutChart, labelledRows } from './linked-charts';

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
              rows={labelledRows(d.enquiriesByStatus, (r) => ENQUIRY_STATUS[r.status])}
            />
          </ChartCard>
          <ChartCard title="My jobs">
            <LinkedBarChart
              label="My jobs"
              unit="Jobs"
              rows={labelledRows(d.jobsByGroup, (r) => JOB_STATUS_GROUP[r.group])}
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
