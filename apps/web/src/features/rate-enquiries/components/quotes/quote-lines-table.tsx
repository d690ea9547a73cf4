import { CHARGE_BASIS, type QuoteLine, ROUTE_LEG_LABELS } from '@fastforward/domain';
import { Table } from '@mantine/core';
import type { Key, ReactNode } from 'react';

/** What every quote line says of itself, whoever reads it. */
type DescribedLine = Pick<QuoteLine, 'label' | 'leg' | 'basis' | 'quantity'>;

export type QuoteLineColumn<L> = { header: string; cell: (line: L) => ReactNode };

/**
 * An option's charge lines: the charge, its leg, basis and quantity, then the figures the reader
 * works with (the customer's sells, pricing's buy, sell and margin).
 */
export function QuoteLinesTable<L extends DescribedLine>({
  lines,
  lineKey,
  quantityHeader = 'Quantity',
  columns,
  labelCell = (line) => line.label,
}: {
  lines: readonly L[];
  lineKey: (line: L, index: number) => Key;
  quantityHeader?: string;
  columns: readonly QuoteLineColumn<L>[];
  /** The charge's cell: its name, or what edits it. */
  labelCell?: (line: L) => ReactNode;
}) {
  return (
    <Table mt="sm" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Charge</Table.Th>
          <Table.Th>Leg</Table.Th>
          <Table.Th>Basis</Table.Th>
          <Table.Th>{quantityHeader}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.header}>{column.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, index) => (
          <Table.Tr key={lineKey(line, index)}>
            <Table.Td>{labelCell(line)}</Table.Td>
            <Table.Td>{ROUTE_LEG_LABELS[line.leg]}</Table.Td>
            <Table.Td>{CHARGE_BASIS[line.basis]}</Table.Td>
            <Table.Td>{line.quantity}</Table.Td>
            {columns.map((column) => (
              <Table.Td key={column.header}>{column.cell(line)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
