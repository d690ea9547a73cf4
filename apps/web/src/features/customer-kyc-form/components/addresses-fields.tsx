import { KYC_ADDRESS_TYPE_LABELS, KYC_ADDRESS_TYPES, KYC_DETAIL_LABELS } from '@fastforward/domain';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { CodeField } from '../../../components/company-records/code-field';
import { CountryPicker } from '../../../components/pickers';
import { EMPTY_ADDRESS, type KycFormValues } from './kyc-form-values';

const MAX_ADDRESSES = 10;
const TYPE_OPTIONS = KYC_ADDRESS_TYPES.map((type) => ({ value: type, label: KYC_ADDRESS_TYPE_LABELS[type] }));

/** The company's addresses, the registered office among them; the country from the shipped list. */
export function AddressesFields() {
  const { control, register, formState } = useFormContext<KycFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'details.addresses' });
  const errors = formState.errors.details?.addresses;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <Fieldset legend={KYC_DETAIL_LABELS.addresses}>
      <Stack gap="md">
        {fields.map((row, index) => {
          const rowErrors = errors?.[index];
          return (
            <Fieldset key={row.id} legend={`Address ${index + 1}`} variant="filled" p="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
              {fields.length > 1 ? (
                <Group justify="flex-end" mt="sm">
                  <Button size="xs" variant="subtle" color="red" onClick={() => remove(index)}>
                    Remove address {index + 1}
                  </Button>
                </Group>
              ) : null}
            </Fieldset>
          );
        })}
        {listError ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
        {fields.length < MAX_ADDRESSES ? (
          <Group>
            <Button
              size="xs"
              variant="light"
              // A second address is rarely a second registered office.
              onClick={() =>
                append({ ...EMPTY_ADDRESS, type: fields.length === 0 ? 'registered' : 'billing' })
              }
            >
              Add address
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
