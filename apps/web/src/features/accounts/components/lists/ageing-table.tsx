import { AGEING_BUCKETS, type AgeingReport } from '@fastforward/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatAmount } from '../../../../lib/money';
import { bucketInvoicesLink } from './account-labels';

const isZero = (amount: string) => Number(amount) === 0;

/**
 * The receivables per customer and currency, a column per bucket of days past due, and a total
 * row per currency. A bucket's amount opens the invoices it is made of.
 */
export function AgeingTable({ report }: { report: AgeingReport }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label="Receivables by customer">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Customer</Table.Th>
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
            <Table.Tr key={`${row.customer.id}-${row.currency}`}>
              <Table.Td>{row.customer.name}</Table.Td>
              <Table.Td>{row.currency}</Table.Td>
              {AGEING_BUCKETS.map((b) => (
                <Table.Td key={b.key} ta="right">
                  {isZero(row.buckets[b.key]) ? (
                    <Text span c="dimmed" size="sm">
                      {formatAmount(row.buckets[b.key])}
                    </Text>
                  ) : (
                    <Anchor
                      component={Link}
                      to={bucketInvoicesLink(b.key, report.asOf, row.customer.id)}
                      size="sm"
                      aria-label={`${row.customer.name}, ${b.label}: ${row.currency} ${formatAmount(row.buckets[b.key])}`}
                    >
                      {formatAmount(row.buckets[b.key])}
                    </Anchor>
                  )}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600}>
                {formatAmount(row.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {report.totals.map((total) => (
            <Table.Tr key={total.currency}>
              <Table.Th>Total</Table.Th>
              <Table.Th>{total.currency}</Table.Th>
              {AGEING_BUCKETS.map((b) => (
                <Table.Th key={b.key} ta="right">
                  {formatAmount(total.buckets[b.key])}
                </Table.Th>
              ))}
              <Table.Th ta="right">{formatAmount(total.total)}</Table.Th>
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
