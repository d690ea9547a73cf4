import {
  type CustomerQuote,
  type CustomerQuoteLine,
  type CustomerQuoteOption,
  QUOTE_STATUS,
} from '@fastforward/domain';
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

/** '3.6725000000' → '3.6725'. */
const readableRate = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate);

const addCents = (values: string[]) =>
  (values.reduce((s, v) => s + Math.round(Number(v) * 100), 0) / 100).toFixed(2);

/**
 * What the PDF prints under an option's lines when one is in another currency than the base: each
 * currency's subtotal and the exchange rate its lines were converted at.
 */
function conversionsOf(option: CustomerQuoteOption, currency: string) {
  const currencies = [...new Set(option.lines.map((l) => l.currency))].sort();
  if (currencies.every((c) => c === currency)) return { subtotals: [], rates: [] };
  return {
    subtotals: currencies.map((c) => ({
      currency: c,
      sell: addCents(option.lines.filter((l) => l.currency === c).map((l) => l.sell)),
    })),
    rates: currencies
      .filter((c) => c !== currency)
      .map((c) => ({
        currency: c,
        rate: readableRate(option.lines.find((l) => l.currency === c)?.exchangeRate ?? ''),
      })),
  };
}

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
  const { subtotals, rates } = conversionsOf(option, currency);
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
          { header: 'Unit price', cell: (line) => money(line.unitSell, line.currency) },
          { header: 'Amount', cell: (line) => money(line.sell, line.currency) },
          ...(rates.length > 0
            ? [{ header: `Amount (${currency})`, cell: (line: CustomerQuoteLine) => line.baseSell }]
            : []),
        ]}
      />
      <Group justify="space-between" mt="sm">
        <Stack gap={0}>
          {subtotals.map((subtotal) => (
            <Text key={subtotal.currency} size="sm">
              Subtotal {money(subtotal.sell, subtotal.currency)}
            </Text>
          ))}
          {rates.map(({ currency: from, rate }) => (
            <Text key={from} size="xs" c="dimmed">
              Converted at 1 {from} = {rate} {currency}
            </Text>
          ))}
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
      {quote.remarks ? (
        <Stack gap={0} mt="sm" component="section" aria-label="Remarks">
          <Text size="sm" fw={600}>
            Remarks
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {quote.remarks}
          </Text>
        </Stack>
      ) : null}
      {quote.terms ? (
        <Text size="xs" c="dimmed" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {quote.terms}
        </Text>
      ) : null}
    </Card>
  );
}
