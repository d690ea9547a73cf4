import { type CustomerQuoteOption, ENQUIRY_STATUS, type Enquiry } from '@fastforward/domain';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../../components/confirm-dialog';
import { useCustomerNegotiations } from '../../api/negotiation-customer-rounds';
import { useMyQuotes } from '../../api/negotiation-my-quotes';
import { useSelectQuoteOption } from '../../api/select-quote-option';
import { money, NegotiationRounds } from '../negotiations/negotiation-rounds';
import { CounterOfferModal } from './counter-offer-modal';
import { CustomerQuoteCard, type OptionActions } from './customer-quote-card';

/** Why the customer cannot counter or select on its current quote now; null when it can. */
function blockedReasonOf(enquiry: Enquiry, hasOpenRound: boolean): string | null {
  if (hasOpenRound) return 'Your counter-offer is waiting for the forwarder’s answer.';
  if (enquiry.status !== 'accepted' && enquiry.status !== 'negotiating') {
    return `The enquiry is ${ENQUIRY_STATUS[enquiry.status]}.`;
  }
  return null;
}

/**
 * The customer's quotes on its enquiry page (PRODUCT §2.4–2.6): every quote sent, newest first,
 * with its options, PDF and validity; on the current one a counter-offer or the selection of an
 * option; and the negotiation rounds with the forwarder's answers.
 */
export function CustomerQuotesPanel({ enquiry }: { enquiry: Enquiry }) {
  const quotes = useMyQuotes(enquiry.id);
  const rounds = useCustomerNegotiations(enquiry.id);
  const select = useSelectQuoteOption();
  const { confirm, dialog } = useConfirmDialog();
  const [countering, setCountering] = useState<CustomerQuoteOption | null>(null);

  if (quotes.isPending || rounds.isPending) return <Loader size="sm" aria-label="Loading the quotes" />;
  if (quotes.isError) return <Text c="red">{quotes.error.message}</Text>;
  if (rounds.isError) return <Text c="red">{rounds.error.message}</Text>;

  const sent = [...quotes.data].sort((a, b) => b.number - a.number);
  const current = sent.find((quote) => quote.status === 'sent') ?? null;
  const hasOpenRound = rounds.data.items.some((round) => round.decision === null);
  const currency = current?.baseCurrency ?? '';

  const actions: OptionActions = {
    blockedReason: blockedReasonOf(enquiry, hasOpenRound),
    onCounter: setCountering,
    onSelect: async (option) => {
      const yes = await confirm({
        title: 'Select this option',
        message: `Select “${option.title}” at ${money(option.offeredSell, currency)}? The forwarder is told and you go on to the booking.`,
        confirmLabel: 'Select',
        color: 'blue',
      });
      if (!yes) return;
      // A refusal has shown in the default dialog.
      await select
        .mutateAsync({ id: enquiry.id, body: { quoteOptionId: option.id, version: enquiry.version } })
        .catch(() => undefined);
    },
  };

  return (
    <Stack component="section" aria-label="Quotes">
      <Title order={3}>Quotes</Title>
      {sent.length === 0 ? (
        <Text c="dimmed">
          No quote yet: the forwarder’s quote will show here, and you are told when it comes.
        </Text>
      ) : (
        sent.map((quote) => (
          <CustomerQuoteCard
            key={quote.id}
            quote={quote}
            actions={quote.id === current?.id ? actions : null}
          />
        ))
      )}
      {rounds.data.items.length > 0 ? (
        <Stack gap="xs">
          <Title order={4}>Negotiation</Title>
          <NegotiationRounds rounds={rounds.data.items} />
        </Stack>
      ) : null}
      <CounterOfferModal
        enquiryId={enquiry.id}
        option={countering}
        currency={currency}
        onClose={() => setCountering(null)}
      />
      {dialog}
    </Stack>
  );
}
