import {
  AMENDMENT_FIELD_LABELS,
  type AmendmentChanges,
  type AmendmentField,
  amendmentFieldsOf,
  type Booking,
  type BookingParty,
  cargoLineTexts,
  type StoredBookingCargo,
} from '@fastforward/domain';
import { Table, Text } from '@mantine/core';

const partyText = (party: BookingParty | null | undefined) =>
  party
    ? [party.name, party.address, party.contact, party.email, party.phone].filter(Boolean).join(' · ')
    : 'Same as the consignee';

const cargoText = (cargo: StoredBookingCargo) =>
  [
    cargo.description,
    cargo.hsCode ? `HS ${cargo.hsCode}` : null,
    ...cargoLineTexts(cargo),
    `${cargo.packageCount} packages / containers`,
    `${cargo.grossWeightKg} kg`,
    cargo.marks ? `Marks: ${cargo.marks}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** One field's value as the diff reads it. */
export function fieldText(field: AmendmentField, values: AmendmentChanges): string {
  switch (field) {
    case 'shipper':
    case 'consignee':
    case 'notifyParty':
      return partyText(values[field]);
    case 'cargo':
      return values.cargo ? cargoText(values.cargo) : '—';
    case 'remarks':
      return values.remarks || 'No remarks';
  }
}

/** The booking's values as a set of changes, to diff a request against what the booking holds now. */
export const bookingValues = (booking: Booking): AmendmentChanges => ({
  shipper: booking.shipper,
  consignee: booking.consignee,
  notifyParty: booking.notifyParty,
  cargo: booking.cargo,
  remarks: booking.remarks,
});

/**
 * The fields a request changes: what they were (before: the booking as it stood, or `previous` of
 * an approved request) against what is asked.
 */
export function AmendmentChangesTable({
  changes,
  before,
  beforeLabel,
}: {
  changes: AmendmentChanges;
  before: AmendmentChanges | null;
  beforeLabel: string;
}) {
  return (
    <Table withTableBorder aria-label="Changes" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={120}>Field</Table.Th>
          {before ? <Table.Th>{beforeLabel}</Table.Th> : null}
          <Table.Th>Asked for</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {amendmentFieldsOf(changes).map((field) => (
          <Table.Tr key={field}>
            <Table.Td>
              <Text fw={500} size="sm">
                {AMENDMENT_FIELD_LABELS[field]}
              </Text>
            </Table.Td>
            {before ? (
              <Table.Td>
                <Text size="sm" c="dimmed" td="line-through">
                  {fieldText(field, before)}
                </Text>
              </Table.Td>
            ) : null}
            <Table.Td>
              <Text size="sm">{fieldText(field, changes)}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
