import {
  type CompanyBasicSettings,
  type CompanyBasicSettingsRequest,
  companyBasicSettingsRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { Path } from 'react-hook-form';
import { CodeField, type CodeFieldProps } from '../../../components/company-records';
import { CountryPicker, CurrencyPicker, TimeZonePicker } from '../../../components/pickers';
import { formText, SavedNotice } from '../../../components/settings-frame';
import { useSaveForm } from '../../../components/use-save-form';
import { useSaveBasicSettings } from '../api/save-basic-settings';

type Field = {
  name: Path<CompanyBasicSettingsRequest>;
  label: string;
  /** Needed for a complete company setup (the asterisk): the form refuses to save without it. */
  required?: boolean;
  placeholder?: string;
  /** A code field: the value is chosen from the shipped reference data, never typed. */
  picker?: CodeFieldProps<CompanyBasicSettingsRequest, CompanyBasicSettingsRequest>['picker'];
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
    label: 'Country',
    required: true,
    placeholder: 'Choose a country',
    picker: CountryPicker,
  },
  { name: 'contactEmail', label: 'Contact e-mail', required: true, placeholder: 'ops@example.com' },
  { name: 'phone', label: 'Phone', placeholder: '+971 4 123 4567' },
  {
    name: 'baseCurrency',
    label: 'Base currency',
    required: true,
    placeholder: 'Choose a currency',
    picker: CurrencyPicker,
  },
  {
    name: 'timeZone',
    label: 'Time zone',
    required: true,
    placeholder: 'Choose a time zone',
    picker: TimeZonePicker,
  },
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

/** The basic settings form; the server's schema validates it on the client too. */
export function BasicSettingsForm({ settings }: { settings: CompanyBasicSettings }) {
  const save = useSaveBasicSettings();
  const { form, onSubmit, saved } = useSaveForm({
    item: settings,
    toFormValues,
    resolver: zodResolver(companyBasicSettingsRequestSchema),
    save: save.mutateAsync,
    fieldNames: FIELD_NAMES,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Text c="dimmed" size="sm" mb="md">
        Fields marked * are required: they complete the company setup.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map((field) =>
          field.picker ? (
            <CodeField
              key={field.name}
              control={form.control}
              name={field.name}
              label={field.label}
              picker={field.picker}
              required={field.required}
              emptyValue=""
              placeholder={field.placeholder}
            />
          ) : (
            <TextInput
              key={field.name}
              label={field.label}
              withAsterisk={field.required}
              placeholder={field.placeholder}
              {...form.register(field.name)}
              error={form.formState.errors[field.name]?.message}
            />
          ),
        )}
      </SimpleGrid>
      {/* The schema requires every field of a complete setup, so a save completes it. */}
      {saved ? <SavedNotice>Basic settings saved. The company setup is complete.</SavedNotice> : null}
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save
        </Button>
      </Group>
    </form>
  );
}
