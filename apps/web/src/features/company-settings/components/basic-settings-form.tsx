import {
  type CompanyBasicSettings,
  type CompanyBasicSettingsRequest,
  companyBasicSettingsRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { useSaveBasicSettings } from '../api/save-basic-settings';
import { formText, SavedNotice } from './settings-frame';

type Field = {
  name: Path<CompanyBasicSettingsRequest>;
  label: string;
  /** Needed for a complete company setup (the asterisk); legal and short name are always needed. */
  required?: boolean;
  placeholder?: string;
  upperCase?: boolean;
  maxLength?: number;
};

// The logo and the documents are not form fields: each uploads on its own (CompanyDocuments).
const FIELDS: readonly Field[] = [
  { name: 'legalName', label: 'Legal name', required: true },
  { name: 'shortName', label: 'Short name', required: true },
  { name: 'addressLine1', label: 'Address line 1', required: true },
  { name: 'addressLine2', label: 'Address line 2' },
  { name: 'city', label: 'City', required: true },
  { name: 'postalCode', label: 'Postal code' },
  {
    name: 'countryCode',
    label: 'Country (ISO code)',
    required: true,
    placeholder: 'AE',
    upperCase: true,
    maxLength: 2,
  },
  { name: 'contactEmail', label: 'Contact e-mail', required: true, placeholder: 'ops@example.com' },
  { name: 'phone', label: 'Phone', placeholder: '+971 4 123 4567' },
  {
    name: 'baseCurrency',
    label: 'Base currency',
    required: true,
    placeholder: 'USD',
    upperCase: true,
    maxLength: 3,
  },
  { name: 'timeZone', label: 'Time zone', required: true, placeholder: 'Asia/Dubai' },
  { name: 'taxRegistrationNumber', label: 'Tax registration number' },
];

const FIELD_NAMES = FIELDS.map((f) => f.name);

const toFormValues = (item: CompanyBasicSettings): CompanyBasicSettingsRequest => ({
  legalName: item.legalName,
  shortName: item.shortName,
  addressLine1: formText(item.addressLine1),
  addressLine2: formText(item.addressLine2),
  city: formText(item.city),
  postalCode: formText(item.postalCode),
  countryCode: formText(item.countryCode),
  contactEmail: formText(item.contactEmail),
  phone: formText(item.phone),
  baseCurrency: formText(item.baseCurrency),
  timeZone: formText(item.timeZone),
  taxRegistrationNumber: formText(item.taxRegistrationNumber),
});

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** The basic settings form; the server's schema validates it on the client too. */
export function BasicSettingsForm({ settings }: { settings: CompanyBasicSettings }) {
  const save = useSaveBasicSettings();
  const [saved, setSaved] = useState<CompanyBasicSettings | null>(null);
  const form = useForm<CompanyBasicSettingsRequest>({
    resolver: zodResolver(companyBasicSettingsRequestSchema),
    defaultValues: toFormValues(settings),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setSaved(null);
    try {
      const item = await save.mutateAsync(body);
      form.reset(toFormValues(item));
      setSaved(item);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELD_NAMES);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Text c="dimmed" size="sm" mb="md">
        Fields marked * complete the company setup.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map((field) => (
          <TextInput
            key={field.name}
            label={field.label}
            withAsterisk={field.required}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            {...form.register(field.name, field.upperCase ? { setValueAs: upper } : undefined)}
            error={form.formState.errors[field.name]?.message}
          />
        ))}
      </SimpleGrid>
      {saved ? (
        <SavedNotice>
          {saved.hasCompleteCompanySetting
            ? 'Basic settings saved. The company setup is complete.'
            : 'Basic settings saved. Fill the fields marked * to complete the company setup.'}
        </SavedNotice>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save
        </Button>
      </Group>
    </form>
  );
}
