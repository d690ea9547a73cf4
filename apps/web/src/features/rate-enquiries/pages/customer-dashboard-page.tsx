import { ENQUIRY_ROUTES, enquiryPath } from '@fastforward/domain';
import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CustomerJobsSummary } from '../../jobs/components/customer/customer-jobs-summary';
import { enquiriesApi } from '../api/get-enquiries';
import { CustomerOnly } from '../components/enquiry/customer-only';
import { formatDate, laneLabel, modeLabel } from '../components/enquiry/enquiry-labels';
import { EnquiryStatusBadge } from '../components/enquiry/enquiry-status-badge';
import { StatusCounts } from '../components/enquiry/status-counts';

const RECENT = 5;

/** ENQUIRY_ROUTES.customerDashboard: the customer's enquiries by status, the latest ones, a new one, its jobs. */
export function CustomerDashboardPage() {
  return (
    <CustomerOnly title="Dashboard">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>Dashboard</Title>
          <Button component={Link} to={ENQUIRY_ROUTES.newMyQuery}>
            New enquiry
          </Button>
        </Group>
        <StatusCounts door="customer" linkOf={(status) => `${ENQUIRY_ROUTES.myQueries}?status=${status}`} />
        <RecentEnquiries />
        <CustomerJobsSummary />
      </Stack>
    </CustomerOnly>
  );
}

function RecentEnquiries() {
  const recent = enquiriesApi.customer.useList({ page: 1, pageSize: RECENT });
  const items = recent.data?.items ?? [];
  return (
    <Card withBorder component="section" aria-label="Recent enquiries">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Recent enquiries
        </Title>
        <Anchor component={Link} to={ENQUIRY_ROUTES.myQueries} size="sm">
          All my queries
        </Anchor>
      </Group>
      {recent.isError ? (
        <Text c="red" size="sm">
          Your enquiries could not be loaded. Try again later.
        </Text>
      ) : recent.isLoading ? (
        <Text c="dimmed" size="sm">
          Loading…
        </Text>
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No enquiries yet. Ask for a rate with New enquiry.
        </Text>
      ) : (
        <Table aria-label="Recent enquiries">
          <Table.Tbody>
            {items.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>
                  <Anchor component={Link} to={enquiryPath(ENQUIRY_ROUTES.myQuery, { id: e.id })} fw={600}>
                    {e.reference}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <EnquiryStatusBadge status={e.status} stage={e.stage} door="customer" />
                </Table.Td>
                <Table.Td>{modeLabel(e)}</Table.Td>
                <Table.Td>{laneLabel(e)}</Table.Td>
                <Table.Td>{formatDate(e.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
