import { Paper, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { BookingPartsValues, PartyValues } from './booking-values';

export type PartyName = 'shipper' | 'consignee' | 'notifyParty';

const PARTY_LABELS: Record<PartyName, string> = {
  shipper: 'Shipper',
  consignee: 'Consignee',
  notifyParty: 'Notify party',
};

// The fields read only the booking's parts, whatever else the caller's form holds.
const partsForm = <V extends FieldValues>(form: UseFormReturn<V>) =>
  form as unknown as UseFormReturn<BookingPartsValues>;

/** One party's fields; `required` (the booking) marks them and asks for an e-mail and a phone. */
export function PartyFields<V extends BookingPartsValues>({
  form: caller,
  party,
  required = false,
}: {
  form: UseFormReturn<V>;
  party: PartyName;
  required?: boolean;
}) {
  const form = partsForm(caller);
  const label = PARTY_LABELS[party];
  const errors = form.formState.errors[party] as
    | Partial<Record<keyof PartyValues, { message?: string }>>
    | undefined;
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={label}>
      <Title order={4} mb="xs">
        {label}
      </Title>
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

/** The cargo's fields; `required` (the booking) marks what it must have. */
export function CargoFields<V extends BookingPartsValues>({
  form: caller,
  required = false,
  countLabel,
  marksRows,
}: {
  form: UseFormReturn<V>;
  required?: boolean;
  countLabel: string;
  marksRows: number;
}) {
  const form = partsForm(caller);
  const errors = form.formState.errors.cargo;
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
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
        <TextInput label="HS code" {...form.register('cargo.hsCode')} error={errors?.hsCode?.message} />
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
