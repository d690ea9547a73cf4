import { ANSWER_SOURCE, type ForwardComparison, REQUIRED_CHARGE } from '@fastforward/domain';
import { Alert, Badge, Group, Table, Text } from '@mantine/core';

/** Why an answer's total cannot be trusted as it stands: missing rates, charges or counts. */
function warningsOf(item: ForwardComparison['items'][number]) {
  const warnings: string[] = [];
  if (item.missingRates.length > 0) warnings.push(`No exchange rate for ${item.missingRates.join(', ')}`);
  if (item.missingCharges.length > 0) {
    warnings.push(`Missing: ${item.missingCharges.map((key) => REQUIRED_CHARGE[key]).join(', ')}`);
  }
  for (const line of item.lines) {
    if (line.warning && !item.missingRates.some((c) => line.warning?.includes(c)))
      warnings.push(line.warning);
  }
  return warnings;
}

/**
 * The answers side by side, each totalled for the enquiry's cargo in the base currency; the
 * cheapest complete answer and the fastest marked, what keeps an answer from comparing flagged.
 */
export function ComparisonTable({ comparison }: { comparison: ForwardComparison }) {
  const { baseCurrency, items } = comparison;
  if (items.length === 0) return <Text c="dimmed">No answers to compare yet.</Text>;
  return (
    <>
      {baseCurrency === null ? (
        <Alert color="yellow">Set the company's base currency to compare answers in one currency.</Alert>
      ) : null}
      <Table aria-label="Comparison of answers" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vendor</Table.Th>
            <Table.Th>Total{baseCurrency ? ` (${baseCurrency})` : ''}</Table.Th>
            <Table.Th>Transit days</Table.Th>
            <Table.Th>Valid</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Warnings</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.answerId} aria-label={item.vendor.name}>
              <Table.Td>
                <Group gap="xs">
                  <Text>{item.vendor.name}</Text>
                  {item.isCheapest ? <Badge color="green">Cheapest</Badge> : null}
                  {item.isFastest ? <Badge color="blue">Fastest</Badge> : null}
                </Group>
                {item.shippingLine ? (
                  <Text size="xs" c="dimmed">
                    {item.shippingLine.name}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{item.total ?? '—'}</Table.Td>
              <Table.Td>{item.transitDays ?? '—'}</Table.Td>
              <Table.Td>
                {item.validFrom} to {item.validTill}
              </Table.Td>
              <Table.Td>{ANSWER_SOURCE[item.source]}</Table.Td>
              <Table.Td>
                {warningsOf(item).map((w) => (
                  <Text key={w} size="sm" c="orange">
                    {w}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
