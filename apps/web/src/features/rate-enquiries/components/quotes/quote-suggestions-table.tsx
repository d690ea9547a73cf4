import type { QuoteSuggestion, QuoteSuggestions } from '@fastforward/domain';
import { Alert, Badge, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { money } from './quote-format';

const SOURCE_BADGE: Record<QuoteSuggestion['source'], { label: string; color: string }> = {
  validRate: { label: 'Valid rate', color: 'blue' },
  vendorAnswer: { label: 'Vendor answer', color: 'grape' },
  charges: { label: 'Charges only', color: 'gray' },
};

export const NO_SUGGESTIONS_TEXT = 'No valid rate or vendor answer prices this enquiry yet.';

/**
 * The candidate options, cheapest complete first: where each comes from, its total in the base
 * currency, and the legs nothing prices. Pricing ticks the ones to quote and builds a draft.
 * The vendor an option comes from shows beside its source, never in its title.
 */
export function QuoteSuggestionsTable({
  answer,
  onBuild,
}: {
  answer: QuoteSuggestions;
  onBuild: (chosen: QuoteSuggestion[]) => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const { suggestions } = answer;
  const toggle = (key: string, on: boolean) =>
    setChosen((keys) => (on ? [...keys, key] : keys.filter((k) => k !== key)));

  return (
    <Stack component="section" aria-label="Suggested options">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={4}>Suggested options</Title>
          <Text size="sm" c="dimmed">
            {`${answer.customer.name} · ${answer.customer.tier ? `Tier ${answer.customer.tier.name}` : 'No tier: sold at cost'}`}
            {answer.baseCurrency ? ` · Totals in ${answer.baseCurrency}` : ''}
          </Text>
        </div>
        <Button
          disabled={chosen.length === 0}
          onClick={() => onBuild(suggestions.filter((s) => chosen.includes(s.key)))}
        >
          Build quote from selected
        </Button>
      </Group>
      {answer.baseCurrency === null ? (
        <Alert color="yellow">Set the company's base currency in Company Settings before quoting.</Alert>
      ) : null}
      {suggestions.length === 0 ? (
        <Text c="dimmed">{NO_SUGGESTIONS_TEXT}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Quote</Table.Th>
              <Table.Th>Option</Table.Th>
              <Table.Th>Source</Table.Th>
              <Table.Th>Valid till</Table.Th>
              <Table.Th>Transit / free days</Table.Th>
              <Table.Th>Buy</Table.Th>
              <Table.Th>Sell</Table.Th>
              <Table.Th>Missing</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {suggestions.map((s) => (
              <Table.Tr key={s.key}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Quote ${s.title}${s.vendor ? ` from ${s.vendor.name}` : ''}`}
                    checked={chosen.includes(s.key)}
                    onChange={(event) => toggle(s.key, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm" fw={500}>
                      {s.title}
                    </Text>
                    {s.isCheapest ? <Badge color="green">Cheapest</Badge> : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge color={SOURCE_BADGE[s.source].color} variant="light">
                    {SOURCE_BADGE[s.source].label}
                  </Badge>
                  {/* Pricing's only: the title the customer reads never names the vendor. */}
                  {s.vendor ? (
                    <Text size="xs" c="dimmed">
                      from {s.vendor.name}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{s.validTill}</Table.Td>
                <Table.Td>{`${s.transitDays ?? '–'} / ${s.freeDays ?? '–'}`}</Table.Td>
                <Table.Td>
                  {s.baseTotal ? money(s.baseTotal.buy, s.baseTotal.currency) : 'Not converted'}
                </Table.Td>
                <Table.Td>
                  {s.baseTotal ? money(s.baseTotal.sell, s.baseTotal.currency) : 'Not converted'}
                </Table.Td>
                <Table.Td>
                  {s.flags.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      Nothing
                    </Text>
                  ) : (
                    <Stack gap={2}>
                      {s.flags.map((f) => (
                        <Text key={`${f.leg}-${f.message}`} size="sm" c="orange">
                          {f.message}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
