import { AGEING_BUCKETS, type PayablesAgeing } from '@fastforward/domain';
import { Table, Text } from '@mantine/core';
import { formatAmount } from '../../../../lib/money';

/** What the company owes its vendors: approved bills with a balance, per vendor and currency, by days past due. */
export function PayablesAgeingTable({ report }: { report: PayablesAgeing }) {
  if (report.rows.length === 0) {
    return <Text c="dimmed">Nothing is owed to vendors: no approved bill has a balance left to pay.</Text>;
  }
  return (
    <Table aria-label="Payables ageing">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Vendor</Table.Th>
          <Table.Th>Currency</Table.Th>
          {AGEING_BUCKETS.map((b) => (
            <Table.Th key={b.key} ta="right">
              {b.label}
            </Table.Th>
          ))}
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.rows.map((row) => (
          <Table.Tr key={`${row.vendor.id}-${row.currency}`}>
            <Table.Td>{row.vendor.name}</Table.Td>
            <Table.Td>{row.currency}</Table.Td>
            {AGEING_BUCKETS.map((b) => (
              <Table.Td key={b.key} ta="right">
                {formatAmount(row.buckets[b.key])}
              </Table.Td>
            ))}
            <Table.Td ta="right" fw={600}>
              {formatAmount(row.total)}
            </Table.Td>
          </Table.Tr>
        ))}
        {report.totals.map((t) => (
          <Table.Tr key={`total-${t.currency}`} fw={600}>
            <Table.Td>Total</Table.Td>
            <Table.Td>{t.currency}</Table.Td>
            {AGEING_BUCKETS.map((b) => (
              <Table.Td key={b.key} ta="right">
                {formatAmount(t.buckets[b.key])}
              </Table.Td>
            ))}
            <Table.Td ta="right">{formatAmount(t.total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
