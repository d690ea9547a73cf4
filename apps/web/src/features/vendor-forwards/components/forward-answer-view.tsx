import { CHARGE_BASIS, type ForwardAnswer, REQUIRED_CHARGE } from '@fastforward/domain';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';

/** A stored answer, read-only: its charge lines and terms. */
export function ForwardAnswerView({ answer }: { answer: ForwardAnswer }) {
  return (
    <Stack gap="sm" aria-label="Answer given">
      <Table withTableBorder aria-label="Charge lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Charge</Table.Th>
            <Table.Th>Basis</Table.Th>
            <Table.Th>Buy amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are stored in order, without ids.
            <Table.Tr key={i}>
              <Table.Td>
                {line.chargeName}
                {line.chargeKey && line.chargeName !== REQUIRED_CHARGE[line.chargeKey]
                  ? ` (${REQUIRED_CHARGE[line.chargeKey]})`
                  : ''}
              </Table.Td>
              <Table.Td>{CHARGE_BASIS[line.basis]}</Table.Td>
              <Table.Td>
                {line.currency} {line.buyAmount.toFixed(2)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Text size="sm">
          Valid {answer.validFrom} to {answer.validTill}
        </Text>
        <Text size="sm">Shipping line: {answer.shippingLine?.name ?? 'any'}</Text>
        <Text size="sm">
          Transit days: {answer.transitDays ?? '—'} · Free days: {answer.freeDays ?? '—'}
        </Text>
      </SimpleGrid>
      {answer.remarks ? <Text size="sm">Remarks: {answer.remarks}</Text> : null}
    </Stack>
  );
}
