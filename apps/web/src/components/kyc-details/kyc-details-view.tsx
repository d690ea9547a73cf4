import {
  describeKycDetailValue,
  KYC_DETAIL_FIELDS,
  KYC_DETAIL_LABELS,
  type KycDetails,
} from '@fastforward/domain';
import { List, Table, Text } from '@mantine/core';

/** A details value as a person reads it: text, one line per contact or address, or a dash. */
export function KycDetailValue({ field, value }: { field: keyof KycDetails; value: unknown }) {
  const lines = describeKycDetailValue(field, value);
  if (lines.length === 0) return <Text c="dimmed">—</Text>;
  if (!Array.isArray(value)) return <Text>{lines[0]}</Text>;
  return (
    <List size="sm" spacing={2}>
      {lines.map((line, index) => (
        // Two contacts may read the same: their place in the list tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity of their own.
        <List.Item key={index}>{line}</List.Item>
      ))}
    </List>
  );
}

/** The KYC details read-only, field by field in the form's order. */
export function KycDetailsView({
  details,
  label = 'Company details',
}: {
  details: KycDetails;
  label?: string;
}) {
  return (
    <Table aria-label={label} variant="vertical" withTableBorder>
      <Table.Tbody>
        {KYC_DETAIL_FIELDS.map((field) => (
          <Table.Tr key={field}>
            <Table.Th w={220}>{KYC_DETAIL_LABELS[field]}</Table.Th>
            <Table.Td>
              <KycDetailValue field={field} value={details[field]} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
