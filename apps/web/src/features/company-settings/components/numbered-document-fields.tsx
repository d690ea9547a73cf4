import type { DoSettingsRequest, InvoiceSettingsRequest } from '@fastforward/domain';
import { Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';

/** The fields every numbered document's settings have, with the same rules (one schema each). */
type NumberedDocumentValues = Pick<
  DoSettingsRequest & InvoiceSettingsRequest,
  'prefix' | 'nextNumber' | 'footerText'
>;

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** Prefix and next number, as two cells of the caller's grid (it decides the columns). */
export function NumberingFields() {
  const { register, formState } = useFormContext<NumberedDocumentValues>();
  return (
    <>
      <TextInput
        label="Prefix"
        withAsterisk
        description="Up to 10 capital letters, digits, - and /"
        maxLength={10}
        {...register('prefix', { setValueAs: upper })}
        error={formState.errors.prefix?.message}
      />
      <TextInput
        label="Next number"
        withAsterisk
        type="number"
        min={1}
        {...register('nextNumber', { valueAsNumber: true })}
        error={formState.errors.nextNumber?.message}
      />
    </>
  );
}

/** The footer printed on every document; `minRows` fits it to the form around it. */
export function FooterTextField({ minRows }: { minRows: number }) {
  const { register, formState } = useFormContext<NumberedDocumentValues>();
  return (
    <Textarea
      mt="md"
      label="Footer text"
      autosize
      minRows={minRows}
      maxLength={2000}
      {...register('footerText')}
      error={formState.errors.footerText?.message}
    />
  );
}
