import {
  OPERATION_FILE_GROUPS,
  OPERATION_FILE_LABELS,
  type OperationFileCode,
  type OperationFileSettings,
  type OperationFileSettingsRequest,
  operationFileSettingsRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { SavedNotice } from '../../../components/settings-frame';
import { useSaveForm } from '../../../components/use-save-form';
import { useSaveOperationFileSettings } from '../api/save-operation-file-settings';

const toFormValues = (settings: OperationFileSettings): OperationFileSettingsRequest => ({
  requiredCodes: settings.requiredCodes,
});

/** The documents a customer must have on file before a booking, in two groups of checkboxes. */
export function OperationFileSettingsForm({
  settings,
  canUpdate,
}: {
  settings: OperationFileSettings;
  canUpdate: boolean;
}) {
  const save = useSaveOperationFileSettings();
  const { form, onSubmit, saved } = useSaveForm({
    item: settings,
    toFormValues,
    resolver: zodResolver(operationFileSettingsRequestSchema),
    save: save.mutateAsync,
    fieldNames: ['requiredCodes'],
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Operation file settings">
      <Stack>
        <Text>Choose the documents a customer must have on file before a booking can be made.</Text>
        <Controller
          control={form.control}
          name="requiredCodes"
          render={({ field, fieldState }) => (
            <Stack>
              {OPERATION_FILE_GROUPS.map((group) => {
                const codes: readonly OperationFileCode[] = group.codes;
                return (
                  <Fieldset key={group.label} legend={group.label}>
                    {/* Each group holds its own codes; the field keeps the others' as they are. */}
                    <Checkbox.Group
                      aria-label={group.label}
                      value={field.value.filter((code) => codes.includes(code))}
                      onChange={(chosen) =>
                        field.onChange([
                          ...field.value.filter((code) => !codes.includes(code)),
                          ...(chosen as OperationFileCode[]),
                        ])
                      }
                    >
                      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                        {codes.map((code) => (
                          <Checkbox
                            key={code}
                            value={code}
                            label={OPERATION_FILE_LABELS[code]}
                            disabled={!canUpdate}
                          />
                        ))}
                      </SimpleGrid>
                    </Checkbox.Group>
                  </Fieldset>
                );
              })}
              {fieldState.error ? (
                <Text c="red" size="sm" role="alert">
                  {fieldState.error.message}
                </Text>
              ) : null}
            </Stack>
          )}
        />
        {settings.isDefault && !saved ? (
          <Text size="sm" c="dimmed">
            Not saved yet: no document is required.
          </Text>
        ) : null}
        {saved ? <SavedNotice>Operation file settings saved.</SavedNotice> : null}
        {canUpdate ? (
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
