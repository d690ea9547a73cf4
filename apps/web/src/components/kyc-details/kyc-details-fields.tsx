import { KYC_ADDRESS_TYPE_LABELS, KYC_ADDRESS_TYPES, type KycDetails } from '@fastforward/domain';
import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FieldErrors, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { CodeField } from '../company-records';
import { CountryPicker } from '../pickers';

/** Any form whose values hold the KYC details under `details` (the KYC form, an update request). */
type KycDetailsForm = UseFormReturn<{ details: KycDetails }>;

const EMPTY_CONTACT = { name: '', designation: '', email: '', phone: '' };
const EMPTY_ADDRESS = {
  type: 'billing',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  countryCode: '',
} as const;

/** The details as form values: optional text as '' (the schema stores '' and null alike). */
export const kycDetailsFormValues = (details: KycDetails): KycDetails => ({
  ...details,
  website: details.website ?? '',
  contacts: details.contacts.map((c) => ({ ...c, designation: c.designation ?? '', phone: c.phone ?? '' })),
  addresses: details.addresses.map((a) => ({
    ...a,
    addressLine2: a.addressLine2 ?? '',
    postalCode: a.postalCode ?? '',
  })),
});

const COMPANY_FIELDS = [
  { name: 'companyName', label: 'Company name', required: true },
  { name: 'phone', label: 'Phone', required: true },
  { name: 'website', label: 'Website' },
  { name: 'taxRegistrationNumber', label: 'Tax registration number', required: true },
  { name: 'companyRegistrationNumber', label: 'Company registration number', required: true },
] as const;

/** A list's own message ('Add at least one contact'), which zod puts on the array. */
const listError = (errors: FieldErrors<KycDetails>, key: 'contacts' | 'addresses') =>
  errors[key]?.message ?? errors[key]?.root?.message;

/**
 * The company details, contacts and addresses of kycDetailsSchema, for any form holding them under
 * `details`: one set of fields for the KYC form and the customer's update request.
 */
export function KycDetailsFields<V extends { details: KycDetails }>(props: { form: UseFormReturn<V> }) {
  // Only the `details` part is touched: its paths mean the same in every such form.
  const form = props.form as unknown as KycDetailsForm;
  const { register, control } = form;
  const errors = form.formState.errors.details ?? {};
  const contacts = useFieldArray({ control, name: 'details.contacts' });
  const addresses = useFieldArray({ control, name: 'details.addresses' });
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {COMPANY_FIELDS.map((field) => (
          <TextInput
            key={field.name}
            label={field.label}
            withAsterisk={'required' in field}
            {...register(`details.${field.name}`)}
            error={errors[field.name]?.message}
          />
        ))}
      </SimpleGrid>

      <Fieldset legend="Contacts">
        <Stack>
          {contacts.fields.map((row, index) => {
            const rowErrors = errors.contacts?.[index];
            return (
              <Group
                key={row.id}
                align="flex-end"
                wrap="wrap"
                aria-label={`Contact ${index + 1}`}
                role="group"
              >
                <TextInput
                  label="Name"
                  withAsterisk
                  {...register(`details.contacts.${index}.name`)}
                  error={rowErrors?.name?.message}
                />
                <TextInput
                  label="Designation"
                  {...register(`details.contacts.${index}.designation`)}
                  error={rowErrors?.designation?.message}
                />
                <TextInput
                  label="E-mail"
                  withAsterisk
                  {...register(`details.contacts.${index}.email`)}
                  error={rowErrors?.email?.message}
                />
                <TextInput
                  label="Contact phone"
                  {...register(`details.contacts.${index}.phone`)}
                  error={rowErrors?.phone?.message}
                />
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => contacts.remove(index)}
                  aria-label={`Remove contact ${index + 1}`}
                >
                  Remove
                </Button>
              </Group>
            );
          })}
          {listError(errors, 'contacts') ? (
            <Text c="red" size="sm" role="alert">
              {listError(errors, 'contacts')}
            </Text>
          ) : null}
          <Group>
            <Button variant="light" onClick={() => contacts.append({ ...EMPTY_CONTACT })}>
              Add contact
            </Button>
          </Group>
        </Stack>
      </Fieldset>

      <Fieldset legend="Addresses">
        <Stack>
          {addresses.fields.map((row, index) => {
            const rowErrors = errors.addresses?.[index];
            return (
              <Stack key={row.id} gap="xs" aria-label={`Address ${index + 1}`} role="group">
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <NativeSelect
                    label="Address type"
                    data={KYC_ADDRESS_TYPES.map((type) => ({
                      value: type,
                      label: KYC_ADDRESS_TYPE_LABELS[type],
                    }))}
                    {...register(`details.addresses.${index}.type`)}
                    error={rowErrors?.type?.message}
                  />
                  <TextInput
                    label="Address line 1"
                    withAsterisk
                    {...register(`details.addresses.${index}.addressLine1`)}
                    error={rowErrors?.addressLine1?.message}
                  />
                  <TextInput
                    label="Address line 2"
                    {...register(`details.addresses.${index}.addressLine2`)}
                    error={rowErrors?.addressLine2?.message}
                  />
                  <TextInput
                    label="City"
                    withAsterisk
                    {...register(`details.addresses.${index}.city`)}
                    error={rowErrors?.city?.message}
                  />
                  <TextInput
                    label="Postal code"
                    {...register(`details.addresses.${index}.postalCode`)}
                    error={rowErrors?.postalCode?.message}
                  />
                  <CodeField
                    control={control}
                    name={`details.addresses.${index}.countryCode`}
                    label="Country"
                    picker={CountryPicker}
                    required
                    placeholder="Choose a country"
                  />
                </SimpleGrid>
                <Group>
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => addresses.remove(index)}
                    aria-label={`Remove address ${index + 1}`}
                  >
                    Remove address
                  </Button>
                </Group>
              </Stack>
            );
          })}
          {listError(errors, 'addresses') ? (
            <Text c="red" size="sm" role="alert">
              {listError(errors, 'addresses')}
            </Text>
          ) : null}
          <Group>
            <Button variant="light" onClick={() => addresses.append({ ...EMPTY_ADDRESS })}>
              Add address
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
