import { ANSWER_SOURCE, type Enquiry, FORWARD_STATUS, type Forward } from '@fastforward/domain';
import { Badge, Table, Text } from '@mantine/core';
import { ManualResponseButton } from './manual-response-button';

const STATUS_COLOR: Record<Forward['status'], string> = {
  received: 'blue',
  accepted: 'green',
  rejected: 'red',
};

const when = (iso: string) => new Date(iso).toLocaleString();

/** What became of the forward: the answer's source and validity, the decline's reason, or the wait. */
function outcomeOf(forward: Forward) {
  if (forward.answer) {
    return `${ANSWER_SOURCE[forward.answer.source]}, valid ${forward.answer.validFrom} to ${forward.answer.validTill}`;
  }
  if (forward.declineReason) return `Declined: ${forward.declineReason}`;
  return forward.remindedAt ? `Reminded ${when(forward.remindedAt)}` : 'Waiting for an answer';
}

/** The enquiry's forwards with SPEC §4's status labels; pricing enters a response by phone or e-mail here. */
export function ForwardsTable({ enquiry, forwards }: { enquiry: Enquiry; forwards: readonly Forward[] }) {
  if (forwards.length === 0) return <Text c="dimmed">Not forwarded to any vendor yet.</Text>;
  return (
    <Table aria-label="Forwards" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Vendor</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Answer by</Table.Th>
          <Table.Th>Outcome</Table.Th>
          <Table.Th>Action</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {forwards.map((forward) => (
          <Table.Tr key={forward.id}>
            <Table.Td>
              {forward.vendor.name}
              <Text size="xs" c="dimmed">
                {forward.vendor.isRegistered ? 'In the app' : (forward.vendor.email ?? 'By link')}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLOR[forward.status]} variant="light">
                {FORWARD_STATUS[forward.status]}
              </Badge>
            </Table.Td>
            <Table.Td>{when(forward.deadlineAt)}</Table.Td>
            <Table.Td>{outcomeOf(forward)}</Table.Td>
            <Table.Td>
              <ManualResponseButton enquiry={enquiry} forward={forward} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
