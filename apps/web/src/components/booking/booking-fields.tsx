import type { AddressBookParty, FreightType } from '@fastforward/domain';
import {
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { ContainerLines, formatQuantity, PackageLines } from '../shipment';
import {
  type BookingPartsValues,
  type CargoLineKind,
  PARTY_FIELDS,
  type PartyValues,
  partyValues,
  typedLineTotals,
} from './booking-values';

export type PartyName = 'shipper' | 'consignee' | 'notifyParty';

const PARTY_LABELS: Record<PartyName, string> = {
  shipper: 'Shipper',
  consignee: 'Consignee',
  notifyParty: 'Notify party',
};

// The fields read only the booking's parts, whatever else the caller's form holds.
const partsForm = <V extends FieldValues>(form: UseFormReturn<V>) =>
  form as unknown as UseFormReturn<BookingPartsValues>;

/**
 * The address book's entries for a party: those booked in its role first, then the rest (a
 * shipper once may be the consignee now), each named by its name and address.
 */
function AddressBookPicker({
  party,
  entries,
  onPick,
}: {
  party: PartyName;
  entries: readonly AddressBookParty[];
  onPick: (entry: AddressBookParty) => void;
}) {
  const ordered = [
    ...entries.filter((e) => e.roles.includes(party)),
    ...entries.filter((e) => !e.roles.includes(party)),
  ];
  return (
    <NativeSelect
      size="xs"
      label={`${PARTY_LABELS[party]} from your address book`}
      value=""
      data={[
        { value: '', label: 'Choose a saved party…' },
        ...ordered.map((e) => ({
          value: String(entries.indexOf(e)),
          label: `${e.source === 'company' ? 'Your company: ' : ''}${e.name} — ${e.address}`,
        })),
      ]}
      onChange={(event) => {
        const entry = entries[Number(event.currentTarget.value)];
        if (event.currentTarget.value !== '' && entry) onPick(entry);
      }}
    />
  );
}

/**
 * One party's fields; `required` (the booking) marks them and asks for an e-mail and a phone. With
 * an address book, a saved party fills them in one choice.
 */
export function PartyFields<V extends BookingPartsValues>({
  form: caller,
  party,
  required = false,
  addressBook,
}: {
  form: UseFormReturn<V>;
  party: PartyName;
  required?: boolean;
  addressBook?: readonly AddressBookParty[];
}) {
  const form = partsForm(caller);
  const label = PARTY_LABELS[party];
  const errors = form.formState.errors[party] as
    | Partial<Record<keyof PartyValues, { message?: string }>>
    | undefined;
  const pick = (entry: AddressBookParty) => {
    const values = partyValues(entry);
    for (const field of PARTY_FIELDS) {
      form.setValue(`${party}.${field}`, values[field], {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  };
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={label}>
      <Group justify="space-between" align="flex-end" mb="xs">
        <Title order={4}>{label}</Title>
        {addressBook && addressBook.length > 0 ? (
          <AddressBookPicker party={party} entries={addressBook} onPick={pick} />
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={`${label} name`}
          withAsterisk={required || undefined}
          {...form.register(`${party}.name`)}
          error={errors?.name?.message}
        />
        <TextInput
          label={`${label} contact person`}
          {...form.register(`${party}.contact`)}
          error={errors?.contact?.message}
        />
        <TextInput
          label={`${label} e-mail`}
          type={required ? 'email' : undefined}
          withAsterisk={required || undefined}
          {...form.register(`${party}.email`)}
          error={errors?.email?.message}
        />
        <TextInput
          label={`${label} phone`}
          type={required ? 'tel' : undefined}
          withAsterisk={required || undefined}
          {...form.register(`${party}.phone`)}
          error={errors?.phone?.message}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={`${label} address`}
        withAsterisk={required || undefined}
        rows={2}
        {...form.register(`${party}.address`)}
        error={errors?.address?.message}
      />
    </Paper>
  );
}

/**
 * The cargo's fields; `required` (the booking) marks what it must have. With `lines`, the cargo is
 * counted in container lines (size × count, weight per container) or package lines, and the
 * totals below them are their sums (a line stays: the last one has no remove button). Without
 * `lines` (a booking made by its totals alone) the totals are typed.
 */
export function CargoFields<V extends BookingPartsValues>({
  form: caller,
  required = false,
  countLabel,
  marksRows,
  lines = null,
  mode,
}: {
  form: UseFormReturn<V>;
  required?: boolean;
  countLabel: string;
  marksRows: number;
  lines?: CargoLineKind | null;
  /** The package lines' running figure reads by mode (air chargeable weight, sea revenue tons). */
  mode?: FreightType | undefined;
}) {
  const form = partsForm(caller);
  const errors = form.formState.errors.cargo;
  const [containers, packages] = useWatch({
    control: form.control,
    name: ['cargo.containers', 'cargo.packages'],
  });
  const hasLines = (containers?.length ?? 0) > 0 || (packages?.length ?? 0) > 0;
  const totals = hasLines
    ? typedLineTotals({ containers: containers ?? [], packages: packages ?? [] })
    : null;
  const summed = (value: number | undefined) => (value === undefined ? '' : formatQuantity(value));
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label="Cargo">
      <Title order={4} mb="xs">
        Cargo
      </Title>
      <Textarea
        label="Cargo description"
        withAsterisk={required || undefined}
        rows={2}
        {...form.register('cargo.description')}
        error={errors?.description?.message}
      />
      {lines ? (
        <Stack gap={4} mt="sm">
          <Text size="sm" fw={500}>
            {lines === 'containers' ? 'Container lines' : 'Package lines'}
          </Text>
          {lines === 'containers' ? (
            <ContainerLines form={form} name="cargo.containers" withWeight />
          ) : (
            <PackageLines form={form} name="cargo.packages" mode={mode} withPackageType />
          )}
        </Stack>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
        <TextInput label="HS code" {...form.register('cargo.hsCode')} error={errors?.hsCode?.message} />
        {hasLines ? (
          <>
            <TextInput
              label={`Total ${countLabel.toLowerCase()}`}
              readOnly
              value={summed(totals?.packageCount)}
              description="The lines' total"
              error={errors?.packageCount?.message}
            />
            <TextInput
              label="Total gross weight (kg)"
              readOnly
              value={summed(totals?.grossWeightKg)}
              description="The lines' total"
              error={errors?.grossWeightKg?.message}
            />
          </>
        ) : (
          <>
            <TextInput
              label={countLabel}
              withAsterisk={required || undefined}
              inputMode="numeric"
              {...form.register('cargo.packageCount')}
              error={errors?.packageCount?.message}
            />
            <TextInput
              label="Gross weight (kg)"
              withAsterisk={required || undefined}
              inputMode="decimal"
              {...form.register('cargo.grossWeightKg')}
              error={errors?.grossWeightKg?.message}
            />
          </>
        )}
      </SimpleGrid>
      <Textarea
        mt="sm"
        label="Marks and numbers"
        rows={marksRows}
        {...form.register('cargo.marks')}
        error={errors?.marks?.message}
      />
    </Paper>
  );
}
