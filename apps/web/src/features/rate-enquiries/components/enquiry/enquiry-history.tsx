import { Alert, Card, Skeleton, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EnquiryDoor } from '../../api/enquiry-doors';
import { useEnquiryHistory } from '../../api/get-enquiry-history';
import { formatDateTime } from './enquiry-labels';

/**
 * The enquiry's history, oldest first, with who did what and when: its status moves, the quotes
 * sent, the negotiation rounds and, for the staff, the forwards to vendors and their answers.
 */
export function EnquiryHistory({ door, id }: { door: EnquiryDoor; id: number }) {
  const history = useEnquiryHistory(door, id);
  let body: ReactNode;
  if (history.isError) body = <Alert color="red">The history could not be loaded. Try again later.</Alert>;
  else if (!history.data) body = <Skeleton height={100} aria-label="Loading history" />;
  else if (history.data.length === 0) body = <Text c="dimmed">Nothing recorded yet.</Text>;
  else
    body = (
      <Timeline active={history.data.length - 1} bulletSize={14} lineWidth={2} aria-label="Enquiry history">
        {history.data.map((entry) => (
          <Timeline.Item key={entry.key} title={entry.title}>
            <Text size="sm" c="dimmed">
              {formatDateTime(entry.changedAt)} · {entry.changedBy?.fullName ?? 'The system'}
            </Text>
            {entry.remarks ? <Text size="sm">{entry.remarks}</Text> : null}
          </Timeline.Item>
        ))}
      </Timeline>
    );
  return (
    <Card withBorder component="section" aria-label="History">
      <Title order={2} size="h4" mb="sm">
        History
      </Title>
      {body}
    </Card>
  );
}
