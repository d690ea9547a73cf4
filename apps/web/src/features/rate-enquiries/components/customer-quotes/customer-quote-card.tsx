import { type CustomerQuote, type CustomerQuoteOption, QUOTE_STATUS } from '@fastforward/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { downloadMyQuotePdf } from '../../api/negotiation-my-quotes';
import { money } from '../negotiations/negotiation-rounds';
import { QuoteLinesTable } from '../quotes/quote-lines-table';

export type OptionActions = {
  /** Why the customer cannot counter or select now (a round is open, the enquiry moved on); null: it can. */
  blockedReason: string | null;
  onCounter: (option: CustomerQuoteOption) => void;
  onSelect: (option: CustomerQuoteOption) => void;
};

/** One option: its sell lines, the total in the base currency and the price on the table now. */
function OptionCard({
  option,
  currency,
  actions,
}: {
  option: CustomerQuoteOption;
  currency: string;
  actions: OptionActions | null;
}) {
  const moved = option.offeredSell !== option.sellTotal;
  return (
    <Card withBorder component="section" aria-label={option.title}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{option.title}</Text>
          <Text size="sm" c="dimmed">
            {[
              option.shippingLine?.name,
              option.transitDays === null ? null : `${option.transitDays} days transit`,
              option.freeDays === null ? null : `${option.freeDays} free days`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {option.isSelected ? <Badge color="green">Selected</Badge> : null}
      </Group>
      <QuoteLinesTable
        lines={option.lines}
        // A line has no id; a sent quote's lines never change.
        lineKey={(_, index) => index}
        columns={[
          { header: 'Sell', cell: (line) => money(line.sell, line.currency) },
          { header: `Sell (${currency})`, cell: (line) => line.baseSell },
        ]}
      />
      <Group justify="space-between" mt="sm">
        <Stack gap={0}>
          <Text size="sm">Total {money(option.sellTotal, currency)}</Text>
          <Text fw={700}>
            {moved ? 'Price after negotiation' : 'Offered price'} {money(option.offeredSell, currency)}
          </Text>
        </Stack>
        {actions ? (
          <Group>
            <Button
              variant="default"
              disabled={actions.blockedReason !== null}
              onClick={() => actions.onCounter(option)}
            >
              Counter-offer
            </Button>
            <Button disabled={actions.blockedReason !== null} onClick={() => actions.onSelect(option)}>
              Select this option
            </Button>
          </Group>
        ) : null}
      </Group>
    </Card>
  );
}

/**
 * A quote sent to the customer: its validity, PDF and options. Only the current quote's options
 * take a counter-offer or a selection (`actions`); a superseded one is shown for the record.
 */
export function CustomerQuoteCard({
  quote,
  actions,
}: {
  quote: CustomerQuote;
  actions: OptionActions | null;
}) {
  return (
    <Card withBorder padding="md" component="article" aria-label={`Quote ${quote.reference}`}>
      <Group justify="space-between" mb="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={4}>{quote.reference}</Title>
            <Badge color={quote.status === 'sent' ? 'blue' : 'gray'}>{QUOTE_STATUS[quote.status]}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Valid till {quote.validTill}
            {quote.sentAt ? ` · sent ${new Date(quote.sentAt).toLocaleString()}` : ''} · prices in{' '}
            {quote.baseCurrency}
          </Text>
        </Stack>
        {quote.hasPdf ? (
          <Button variant="light" onClick={() => void downloadMyQuotePdf(quote).catch(() => undefined)}>
            Download PDF
          </Button>
        ) : null}
      </Group>
      {actions?.blockedReason ? (
        <Text size="sm" c="dimmed" mb="sm">
          {actions.blockedReason}
        </Text>
      ) : null}
      <Stack>
        {quote.options.map((option) => (
          <OptionCard key={option.id} option={option} currency={quote.baseCurrency} actions={actions} />
        ))}
      </Stack>
      {quote.terms ? (
        <Text size="xs" c="dimmed" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {quote.terms}
        </Text>
      ) : null}
    </Card>
  );
}
