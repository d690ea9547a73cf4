import {
  type InvoiceSettings,
  type InvoiceSettingsRequest,
  invoiceSettingsRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { useSaveInvoiceSettings } from '../api/save-invoice-settings';
import { SavedNotice } from './settings-frame';

const FIELD_NAMES = ['prefix', 'nextNumber', 'taxRate', 'paymentTermsDays', 'footerText'] as const;

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** Invoice numbering, tax rate, payment terms and footer. */
export function InvoiceSettingsForm({ settings }: { settings: InvoiceSettings }) {
  const save = useSaveInvoiceSettings();
  const [saved, setSaved] = useState(false);
  const form = useForm<InvoiceSettingsRequest>({
    resolver: zodResolver(invoiceSettingsRequestSchema),
    defaultValues: settings,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setSaved(false);
    try {
      form.reset(await save.mutateAsync(body));
      setSaved(true);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELD_NAMES);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Prefix"
          withAsterisk
          description="Up to 10 capital letters, digits, - and /"
          maxLength={10}
          {...form.register('prefix', { setValueAs: upper })}
          error={errors.prefix?.message}
        />
        <TextInput
          label="Next number"
          withAsterisk
          type="number"
          min={1}
          {...form.register('nextNumber', { valueAsNumber: true })}
          error={errors.nextNumber?.message}
        />
        <TextInput
          label="Tax rate (%)"
          withAsterisk
          inputMode="decimal"
          {...form.register('taxRate')}
          error={errors.taxRate?.message}
        />
        <TextInput
          label="Payment terms (days)"
          withAsterisk
          type="number"
          min={0}
          {...form.register('paymentTermsDays', { valueAsNumber: true })}
          error={errors.paymentTermsDays?.message}
        />
      </SimpleGrid>
      <Textarea
        mt="md"
        label="Footer text"
        autosize
        minRows={3}
        maxLength={2000}
        {...form.register('footerText')}
        error={errors.footerText?.message}
      />
      {saved ? <SavedNotice>Invoice settings saved.</SavedNotice> : null}
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save
        </Button>
      </Group>
    </form>
  );
}
