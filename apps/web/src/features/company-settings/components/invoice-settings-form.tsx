import {
  type InvoiceSettings,
  type InvoiceSettingsRequest,
  invoiceSettingsRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useSaveInvoiceSettings } from '../api/save-invoice-settings';
import { FooterTextField, NumberingFields } from './numbered-document-fields';
import { NumberedDocumentForm } from './numbered-document-form';

const FIELD_NAMES = ['prefix', 'nextNumber', 'taxRate', 'paymentTermsDays', 'footerText'] as const;

/** Invoice numbering, tax rate, payment terms and footer. */
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
      </SimpleGrid>
      <FooterTextField minRows={3} />
    </>
  );
}
