import { KYC_DETAIL_LABELS } from '@fastforward/domain';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { EMPTY_CONTACT, type KycFormValues } from './kyc-form-values';

const MAX_CONTACTS = 10;

/** The company's contacts: one at least, each in a group of its own ('Contact 2'). */
export function ContactsFields() {
  const { control, register, formState } = useFormContext<KycFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'details.contacts' });
  const errors = formState.errors.details?.contacts;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <Fieldset legend={KYC_DETAIL_LABELS.contacts}>
      <Stack gap="md">
        {fields.map((row, index) => {
          const rowErrors = errors?.[index];
          const name = `Contact ${index + 1}`;
          return (
            <Fieldset key={row.id} legend={name} variant="filled" p="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
              </SimpleGrid>
              {fields.length > 1 ? (
                <Group justify="flex-end" mt="sm">
                  <Button size="xs" variant="subtle" color="red" onClick={() => remove(index)}>
                    Remove contact {index + 1}
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
        {fields.length < MAX_CONTACTS ? (
          <Group>
            <Button size="xs" variant="light" onClick={() => append(EMPTY_CONTACT)}>
              Add contact
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
