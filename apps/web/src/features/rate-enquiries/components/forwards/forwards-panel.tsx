import { ENQUIRY_HANDLE_ACCESS, type Enquiry } from '@fastforward/domain';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../../../lib/permissions';
import { useComparison } from '../../api/comparison-answers';
import { useForwards } from '../../api/forwards-list';
import { ComparisonTable } from './comparison-table';
import { ForwardDialog } from './forward-dialog';
import { ForwardsTable } from './forwards-table';

/** The enquiry statuses that take forwards (as the server checks). */
const FORWARDABLE = new Set<Enquiry['status']>(['accepted', 'negotiating']);

/**
 * The forwarder's side of forwarding (PRODUCT §2.2–2.3): forward the enquiry to vendors, follow
 * each forward, and compare the answers in the base currency.
 */
export function ForwardsPanel({ enquiry }: { enquiry: Enquiry }) {
  const forwards = useForwards(enquiry.id);
  const comparison = useComparison(enquiry.id);
  const canHandle = useCan(ENQUIRY_HANDLE_ACCESS);
  const [forwarding, setForwarding] = useState(false);

  return (
    <Stack component="section" aria-label="Vendors">
      <Group justify="space-between">
        <Title order={3}>Vendors</Title>
        {canHandle && FORWARDABLE.has(enquiry.status) ? (
          <Button onClick={() => setForwarding(true)}>Forward to vendors</Button>
        ) : null}
      </Group>
      {forwards.isPending ? (
        <Loader size="sm" aria-label="Loading the forwards" />
      ) : forwards.isError ? (
        <Text c="red">{forwards.error.message}</Text>
      ) : (
        <ForwardsTable enquiry={enquiry} forwards={forwards.data.items} />
      )}
      <Title order={4}>Comparison of answers</Title>
      {comparison.isPending ? (
        <Loader size="sm" aria-label="Loading the comparison" />
      ) : comparison.isError ? (
        <Text c="red">{comparison.error.message}</Text>
      ) : (
        <ComparisonTable comparison={comparison.data} />
      )}
      <ForwardDialog enquiry={enquiry} opened={forwarding} onClose={() => setForwarding(false)} />
    </Stack>
  );
}
