import {
  KYC_ADDRESS_TYPE_LABELS,
  KYC_ADDRESS_TYPES,
  KYC_DETAIL_LABELS,
  type KycAddress,
  type KycAddressType,
  type KycContact,
  type KycDetails,
} from '@fastforward/domain';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  Controller,
  type FieldErrors,
  type Path,
  type UseFormReturn,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { CodeField } from '../company-records';
import { CityPicker, CountryPicker } from '../pickers';

/** Any form whose values hold the KYC details under `details` (the KYC form, an update request). */
type KycDetailsForm = UseFormReturn<{ details: KycDetails }>;

/** The form, whatever else it holds and whatever its resolver turns the values into. */
export type KycDetailsFieldsProps<V extends { details: KycDetails }, T> = {
  form: UseFormReturn<V, unknown, T>;
};

// Only the `details` part is touched: its paths mean the same in every such form.
const detailsForm = <V extends { details: KycDetails }, T>(form: UseFormReturn<V, unknown, T>) =>
  form as unknown as KycDetailsForm;

const MAX_ROWS = 10;

const EMPTY_CONTACT: KycContact = { name: '', designation: '', email: '', phone: '' };
const emptyAddress = (type: KycAddressType): KycAddress => ({
  type,
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  countryCode: '',
});

/** A fresh set of details: one contact to fill and the registered office's address. */
export const emptyKycDetails = (companyName: string): KycDetails => ({
  companyName,
  phone: '',
  website: '',
  taxRegistrationNumber: '',
  companyRegistrationNumber: '',
  contacts: [{ ...EMPTY_CONTACT }],
  addresses: [emptyAddress('registered')],
});

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

/** The company's own fields, in the form's order (the lists are fields of their own). */
const COMPANY_FIELDS: readonly {
  key: Exclude<keyof KycDetails, 'contacts' | 'addresses'>;
  required: boolean;
  type?: 'tel';
  autoComplete?: string;
}[] = [
  { key: 'companyName', required: true, autoComplete: 'organization' },
  { key: 'phone', required: true, type: 'tel', autoComplete: 'tel' },
  { key: 'website', required: false, autoComplete: 'url' },
  { key: 'taxRegistrationNumber', required: true },
  { key: 'companyRegistrationNumber', required: true },
];

const CONTACT_FIELDS = Object.keys(EMPTY_CONTACT) as (keyof KycContact)[];
const ADDRESS_FIELDS = Object.keys(emptyAddress('registered')) as (keyof KycAddress)[];

/**
 * Every details field a server error may name, each row's own before its list's:
 * 'details.contacts.1.email' goes under that row's e-mail, 'details.contacts' under the list.
 */
export const kycDetailsFieldPaths = (details: KycDetails): Path<{ details: KycDetails }>[] => [
  ...COMPANY_FIELDS.map((f) => `details.${f.key}` as const),
  ...details.contacts.flatMap((_, i) => CONTACT_FIELDS.map((f) => `details.contacts.${i}.${f}` as const)),
  ...details.addresses.flatMap((_, i) => ADDRESS_FIELDS.map((f) => `details.addresses.${i}.${f}` as const)),
  'details.contacts',
  'details.addresses',
];

const TYPE_OPTIONS = KYC_ADDRESS_TYPES.map((type) => ({ value: type, label: KYC_ADDRESS_TYPE_LABELS[type] }));

/** A list's own message ('Add at least one contact'), which zod puts on the array. */
const listError = (errors: FieldErrors<KycDetails> | undefined, key: 'contacts' | 'addresses') =>
  errors?.[key]?.message ?? errors?.[key]?.root?.message;

type RowListProps = {
  legend: string;
  /** What one row is called: 'Contact' names the rows 'Contact 2' and their buttons 'Remove contact 2'. */
  rowName: string;
  rowIds: readonly string[];
  /** The list's own message ('Add at least one contact'). */
  error: string | undefined;
  onAdd: () => void;
  onRemove: (index: number) => void;
  children: (index: number) => ReactNode;
};

/**
 * A list of rows, each a group named after its place ('Contact 2') in one column on a phone; a list
 * keeps its one row (the schema requires one) and stops adding at the schema's most.
 */
function RowList({ legend, rowName, rowIds, error, onAdd, onRemove, children }: RowListProps) {
  return (
    <Fieldset legend={legend}>
      <Stack gap="md">
        {rowIds.map((id, index) => (
          <Fieldset key={id} legend={`${rowName} ${index + 1}`} variant="filled" p="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>{children(index)}</SimpleGrid>
            {rowIds.length > 1 ? (
              <Group justify="flex-end" mt="sm">
                <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(index)}>
                  Remove {rowName.toLowerCase()} {index + 1}
                </Button>
              </Group>
            ) : null}
          </Fieldset>
        ))}
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        {rowIds.length < MAX_ROWS ? (
          <Group>
            <Button size="xs" variant="light" onClick={onAdd}>
              Add {rowName.toLowerCase()}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

/** The company's name, phone, website and registration numbers: one column on a phone. */
export function KycCompanyFields<V extends { details: KycDetails }, T>(props: KycDetailsFieldsProps<V, T>) {
  const { register, formState } = detailsForm(props.form);
  const errors = formState.errors.details;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {COMPANY_FIELDS.map((field) => (
        <TextInput
          key={field.key}
          label={KYC_DETAIL_LABELS[field.key]}
          withAsterisk={field.required}
          type={field.type}
          autoComplete={field.autoComplete}
          {...register(`details.${field.key}`)}
          error={errors?.[field.key]?.message}
        />
      ))}
    </SimpleGrid>
  );
}

/** The company's contacts: one at least, each in a group of its own ('Contact 2'). */
export function KycContactsFields<V extends { details: KycDetails }, T>(props: KycDetailsFieldsProps<V, T>) {
  const { control, register, formState } = detailsForm(props.form);
  const { fields, append, remove } = useFieldArray({ control, name: 'details.contacts' });
  const errors = formState.errors.details;
  return (
    <RowList
      legend={KYC_DETAIL_LABELS.contacts}
      rowName="Contact"
      rowIds={fields.map((row) => row.id)}
      error={listError(errors, 'contacts')}
      onAdd={() => append({ ...EMPTY_CONTACT })}
      onRemove={remove}
    >
      {(index) => {
        const rowErrors = errors?.contacts?.[index];
        return (
          <>
            <TextInput
              label="Contact name"
              withAsterisk
              autoComplete="off"
              {...register(`details.contacts.${index}.name`)}
              error={rowErrors?.name?.message}
            />
            <TextInput
              label="Designation"
              {...register(`details.contacts.${index}.designation`)}
              error={rowErrors?.designation?.message}
            />
            <TextInput
              label="Contact e-mail"
              withAsterisk
              type="email"
              {...register(`details.contacts.${index}.email`)}
              error={rowErrors?.email?.message}
            />
            <TextInput
              label="Contact phone"
              type="tel"
              {...register(`details.contacts.${index}.phone`)}
              error={rowErrors?.phone?.message}
            />
          </>
        );
      }}
    </RowList>
  );
}

/** An address's city, offered from the shipped cities of the country the row has chosen. */
function AddressCityField({ control, index }: { control: KycDetailsForm['control']; index: number }) {
  const countryCode = useWatch({ control, name: `details.addresses.${index}.countryCode` });
  return (
    <Controller
      control={control}
      name={`details.addresses.${index}.city`}
      render={({ field, fieldState }) => (
        <CityPicker
          ref={field.ref}
          label="City"
          withAsterisk
          countryCode={countryCode}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The company's addresses, the registered office among them; the country from the shipped list,
 * before the city that is offered from that country's cities.
 */
export function KycAddressesFields<V extends { details: KycDetails }, T>(props: KycDetailsFieldsProps<V, T>) {
  const { control, register, formState } = detailsForm(props.form);
  const { fields, append, remove } = useFieldArray({ control, name: 'details.addresses' });
  const errors = formState.errors.details;
  return (
    <RowList
      legend={KYC_DETAIL_LABELS.addresses}
      rowName="Address"
      rowIds={fields.map((row) => row.id)}
      error={listError(errors, 'addresses')}
      // A second address is rarely a second registered office.
      onAdd={() => append(emptyAddress(fields.length === 0 ? 'registered' : 'billing'))}
      onRemove={remove}
    >
      {(index) => {
        const rowErrors = errors?.addresses?.[index];
        return (
          <>
            <Controller
              control={control}
              name={`details.addresses.${index}.type`}
              render={({ field, fieldState }) => (
                <Select
                  label="Address type"
                  withAsterisk
                  data={TYPE_OPTIONS}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? field.value)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
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
            <CodeField
              control={control}
              name={`details.addresses.${index}.countryCode`}
              label="Country"
              picker={CountryPicker}
              required
              placeholder="Choose a country"
            />
            <AddressCityField control={control} index={index} />
            <TextInput
              label="Postal code"
              {...register(`details.addresses.${index}.postalCode`)}
              error={rowErrors?.postalCode?.message}
            />
          </>
        );
      }}
    </RowList>
  );
}

/**
 * The company details, contacts and addresses of kycDetailsSchema, for any form holding them under
 * `details`: the customer's update request shows them together; the public KYC form places its
 * account fields between the parts.
 */
export function KycDetailsFields<V extends { details: KycDetails }, T>(props: KycDetailsFieldsProps<V, T>) {
  return (
    <Stack gap="lg">
      <KycCompanyFields form={props.form} />
      <KycContactsFields form={props.form} />
      <KycAddressesFields form={props.form} />
    </Stack>
  );
}
