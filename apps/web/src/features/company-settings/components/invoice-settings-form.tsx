import {
  type InvoiceSettings,
  type InvoiceSettingsRequest,
  invoiceSettingsRequestSchema,
  TAX_CATEGORY,
  TAX_CODE_ROUTES,
  type TaxCategory,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { useSaveInvoiceSettings } from '../api/save-invoice-settings';
import { useTaxCodeOptions } from '../api/tax-codes-api';
import { FooterTextField, NumberingFields } from './numbered-document-fields';
import { NumberedDocumentForm } from './numbered-document-form';

const FIELD_NAMES = [
  'prefix',
  'nextNumber',
  'taxRate',
  'paymentTermsDays',
  'footerText',
  'freightTaxCodeId',
  'localTaxCodeId',
] as const;

/** Invoice numbering, tax rate, payment terms, the default tax codes of charges and footer. */
export function InvoiceSettingsForm({ settings }: { settings: InvoiceSettings }) {
  const save = useSaveInvoiceSettings();
  return (
    <NumberedDocumentForm
      settings={settings}
      resolver={zodResolver(invoiceSettingsRequestSchema)}
      save={save.mutateAsync}
      fieldNames={FIELD_NAMES}
      savedText="Invoice settings saved."
    >
      <InvoiceFields />
    </NumberedDocumentForm>
  );
}

function InvoiceFields() {
  const { register, formState } = useFormContext<InvoiceSettingsRequest>();
  const { errors } = formState;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberingFields />
        <TextInput
          label="Tax rate (%)"
          withAsterisk
          inputMode="decimal"
          {...register('taxRate')}
          error={errors.taxRate?.message}
        />
        <TextInput
          label="Payment terms (days)"
          withAsterisk
          type="number"
          min={0}
          {...register('paymentTermsDays', { valueAsNumber: true })}
          error={errors.paymentTermsDays?.message}
        />
        <DefaultTaxCodeSelect
          name="freightTaxCodeId"
          label="Tax code of international freight"
          fallback="zero_rated"
        />
        <DefaultTaxCodeSelect
          name="localTaxCodeId"
          label="Tax code of local and transport charges"
          fallback="standard"
        />
      </SimpleGrid>
      <Anchor component={Link} to={TAX_CODE_ROUTES.list} size="sm" mt="xs" display="inline-block">
        Manage tax codes
      </Anchor>
      <FooterTextField minRows={3} />
    </>
  );
}

/** One of the company's tax codes, or none: the first active code of `fallback`'s category. */
function DefaultTaxCodeSelect({
  name,
  label,
  fallback,
}: {
  name: 'freightTaxCodeId' | 'localTaxCodeId';
  label: string;
  fallback: TaxCategory;
}) {
  const { control, formState } = useFormContext<InvoiceSettingsRequest>();
  const codes = useTaxCodeOptions();
  const data = (codes.data ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.code} – ${c.name} (${c.rate}%)`,
  }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder={`Default: the ${TAX_CATEGORY[fallback].toLowerCase()} code`}
          data={data}
          clearable
          value={field.value == null ? null : String(field.value)}
          onChange={(value) => field.onChange(value === null ? null : Number(value))}
          error={formState.errors[name]?.message}
        />
      )}
    />
  );
}
