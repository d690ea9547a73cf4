import { QUOTE_STATUS, type Quote } from '@fastforward/domain';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { downloadQuotePdf } from '../../api/quote-list';
import { money } from './quote-format';

const STATUS_COLOR = { draft: 'gray', sent: 'blue', superseded: 'dark' } as const;

/**
 * The enquiry's quotes, newest first: status, validity, each option's sell (and buy and floor, the
 * forwarder's own), the PDF of a sent one; a draft can be changed or sent by who handles the enquiry.
 */
export function QuoteList({
  quotes,
  canHandle,
  canSend,
  onEdit,
  onSend,
}: {
  quotes: Quote[];
  canHandle: boolean;
  /** Why no quote can be sent now (the enquiry's status); null: it can. */
  canSend: string | null;
  onEdit: (quote: Quote) => void;
  onSend: (quote: Quote) => void;
}) {
  if (quotes.length === 0) return <Text c="dimmed">No quotes yet.</Text>;
  return (
    <Stack>
      {quotes.map((quote) => (
        <Card key={quote.id} withBorder component="article" aria-label={`Quote ${quote.reference}`}>
          <Group justify="space-between">
            <Group gap="sm">
              <Text fw={600}>{quote.reference}</Text>
              <Badge color={STATUS_COLOR[quote.status]}>{QUOTE_STATUS[quote.status]}</Badge>
              <Text size="sm" c="dimmed">
                Valid till {quote.validTill}
                {quote.sentAt ? ` · sent ${new Date(quote.sentAt).toLocaleString()}` : ''}
              </Text>
            </Group>
            <Group gap="xs">
              {quote.hasPdf ? (
                <Button variant="light" onClick={() => void downloadQuotePdf(quote).catch(() => undefined)}>
                  Download PDF
                </Button>
              ) : null}
              {quote.status === 'draft' && canHandle ? (
                <>
                  <Button variant="default" onClick={() => onEdit(quote)}>
                    Edit draft
                  </Button>
                  <Button
                    disabled={canSend !== null}
                    title={canSend ?? undefined}
                    onClick={() => onSend(quote)}
                  >
                    Send to customer
                  </Button>
                </>
              ) : null}
            </Group>
          </Group>
          <Table mt="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Option</Table.Th>
                <Table.Th>Buy</Table.Th>
                <Table.Th>Sell</Table.Th>
                <Table.Th>Floor</Table.Th>
                <Table.Th>Offered now</Table.Th>
                <Table.Th>Approved by</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quote.options.map((option) => (
                <Table.Tr key={option.id}>
                  <Table.Td>
                    {option.title}
                    {option.isSelected ? (
                      <Badge ml="xs" color="green">
                        Selected
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{option.buyTotal ? money(option.buyTotal, quote.baseCurrency) : '–'}</Table.Td>
                  <Table.Td>{money(option.sellTotal, quote.baseCurrency)}</Table.Td>
                  <Table.Td>{option.floorSell ? money(option.floorSell, quote.baseCurrency) : '–'}</Table.Td>
                  <Table.Td>{money(option.offeredSell, quote.baseCurrency)}</Table.Td>
                  <Table.Td>{option.approvedBy?.fullName ?? '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ))}
    </Stack>
  );
}
