import { NEGOTIATION_DECISION, type NegotiationDecision, type NegotiationRound } from '@fastforward/domain';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';

const DECISION_COLOR: Record<NegotiationDecision, string> = {
  accepted: 'green',
  countered: 'blue',
  rejected: 'red',
};

const when = (value: string) => new Date(value).toLocaleString();
export const money = (amount: string, currency: string) => `${amount} ${currency}`;

/** What pricing's answer put on the table, in words. */
function answerText(round: NegotiationRound) {
  const price = round.decidedAmount === null ? null : money(round.decidedAmount, round.currency);
  if (round.decision === 'accepted') return `Accepted ${price}`;
  if (round.decision === 'countered') return `Countered with ${price}`;
  return `Rejected: the price stays ${money(round.offeredSell, round.currency)}`;
}

/**
 * The rounds of an enquiry, oldest first: each counter-offer with who asked what and when, and
 * pricing's answer with who decided and when. The forwarder also sees the floor and any approval
 * below it.
 */
export function NegotiationRounds({ rounds }: { rounds: readonly NegotiationRound[] }) {
  return (
    <Stack gap="sm" aria-label="Negotiation rounds" role="list">
      {rounds.map((round) => (
        <Card key={round.id} withBorder padding="sm" role="listitem" aria-label={`Round ${round.round}`}>
          <Group justify="space-between" align="flex-start">
            <Text fw={600}>
              Round {round.round} · Q{round.quoteNumber} {round.optionTitle}
            </Text>
            {round.decision === null ? (
              <Badge color="yellow">Waiting for an answer</Badge>
            ) : (
              <Badge color={DECISION_COLOR[round.decision]}>{NEGOTIATION_DECISION[round.decision]}</Badge>
            )}
          </Group>
          <Text size="sm">
            Target {money(round.targetAmount, round.currency)} against{' '}
            {money(round.offeredSell, round.currency)} offered
            {round.floorSell === null ? '' : ` (floor ${money(round.floorSell, round.currency)})`}
          </Text>
          <Text size="sm" c="dimmed">
            Asked by {round.requestedBy.fullName} on {when(round.requestedAt)}
          </Text>
          {round.message ? <Text size="sm">“{round.message}”</Text> : null}
          {round.decision === null ? null : (
            <Stack gap={2} mt="xs">
              <Text size="sm" fw={500}>
                {answerText(round)}
              </Text>
              <Text size="sm" c="dimmed">
                Answered by {round.decidedBy?.fullName ?? '—'}
                {round.decidedAt ? ` on ${when(round.decidedAt)}` : ''}
              </Text>
              {round.decisionMessage ? <Text size="sm">“{round.decisionMessage}”</Text> : null}
              {round.isBelowFloor ? (
                <Badge color="orange" variant="light">
                  Below floor, approved by {round.approvedBy?.fullName ?? '—'}
                </Badge>
              ) : null}
            </Stack>
          )}
        </Card>
      ))}
    </Stack>
  );
}
