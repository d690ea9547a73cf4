import type { KycUpdateRequestChange } from '@fastforward/domain';
import { Table } from '@mantine/core';
import { KycDetailValue } from './kyc-details-view';

/** An update request's differences, field by field: what it was when asked and what is asked for. */
export function KycChangesTable({
  changes,
  label = 'Requested changes',
}: {
  changes: readonly KycUpdateRequestChange[];
  label?: string;
}) {
  return (
    <Table aria-label={label} withTableBorder withColumnBorders>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Current</Table.Th>
          <Table.Th>Requested</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Th scope="row">{change.label}</Table.Th>
            <Table.Td>
              <KycDetailValue field={change.field} value={change.from} />
            </Table.Td>
            <Table.Td>
              <KycDetailValue field={change.field} value={change.to} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
