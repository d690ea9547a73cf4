import { ENQUIRY_HANDLE_ACCESS, type Enquiry, type NegotiationRound, PERMISSIONS } from '@fastforward/domain';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../../../lib/permissions';
import { useStaffNegotiations } from '../../api/negotiation-staff-rounds';
import { AnswerNegotiationModal } from './answer-negotiation-modal';
import { NegotiationRounds } from './negotiation-rounds';

/**
 * Pricing's side of the negotiation (PRODUCT §2.5): the customer's counter-offers with the answers
 * given, and the answer to the open one.
 */
export function NegotiationsPanel({ enquiry }: { enquiry: Enquiry }) {
  const rounds = useStaffNegotiations(enquiry.id);
  const canHandle = useCan(ENQUIRY_HANDLE_ACCESS);
  const canApprove = useCan(PERMISSIONS.approveNegotiation);
  const [answering, setAnswering] = useState<NegotiationRound | null>(null);

  if (rounds.isPending) return <Loader size="sm" aria-label="Loading the negotiation" />;
  if (rounds.isError) return <Text c="red">{rounds.error.message}</Text>;
  const { items, approvers } = rounds.data;
  const open = items.find((round) => round.decision === null) ?? null;

  return (
    <Stack component="section" aria-label="Negotiation">
      <Group justify="space-between">
        <Title order={3}>Negotiation</Title>
        {open && canHandle && enquiry.status === 'negotiating' ? (
          <Button onClick={() => setAnswering(open)}>Answer counter-offer</Button>
        ) : null}
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">No counter-offers yet.</Text>
      ) : (
        <NegotiationRounds rounds={items} />
      )}
      <AnswerNegotiationModal
        round={answering}
        enquiryId={enquiry.id}
        enquiryVersion={enquiry.version}
        approvers={approvers}
        canApprove={canApprove}
        onClose={() => setAnswering(null)}
      />
    </Stack>
  );
}
