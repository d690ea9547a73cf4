import { ENQUIRY_STATUSES, type EnquiryStatus } from '@fastforward/domain';
import { Alert, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EnquiryDoor } from '../../api/enquiry-doors';
import { useEnquiryDashboard } from '../../api/get-enquiry-dashboard';
import { STATUS_COLORS, statusLabel } from './enquiry-labels';

/** The enquiries the caller sees, counted per status; each count opens the list filtered to it. */
export function StatusCounts({
  door,
  linkOf,
}: {
  door: EnquiryDoor;
  linkOf: (status: EnquiryStatus) => string;
}) {
  const dashboard = useEnquiryDashboard(door);
  if (dashboard.isError) return <Alert color="red">The counts could not be loaded. Try again later.</Alert>;
  if (!dashboard.data) return <Skeleton height={72} aria-label="Loading counts" />;
  const countOf = (status: EnquiryStatus) =>
    dashboard.data.byStatus.find((entry) => entry.status === status)?.count ?? 0;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} component="nav" aria-label="Enquiries by status">
      {ENQUIRY_STATUSES.map((status) => (
        <Card
          key={status}
          withBorder
          padding="sm"
          component={Link}
          to={linkOf(status)}
          aria-label={`${statusLabel(status)}: ${countOf(status)}`}
        >
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {statusLabel(status)}
          </Text>
          <Text size="xl" fw={700} c={STATUS_COLORS[status]}>
            {countOf(status)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
