import {
  OPERATING_COST_CATEGORIES,
  type OperatingCostSettings,
  type OperatingCostSettingsRequest,
  operatingCostSettingsRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { CodeField } from '../../../components/company-records';
import { CurrencyPicker } from '../../../components/pickers';
import { SavedNotice } from '../../../components/settings-frame';
import { useSaveForm } from '../../../components/use-save-form';
import { useSaveOperatingCost } from '../api/save-operating-cost';

const toFormValues = (settings: OperatingCostSettings): OperatingCostSettingsRequest => ({
  currency: settings.currency ?? '',
  costs: settings.costs,
});

/** The currency and the named monthly costs of the company. */
export function OperatingCostForm({ settings }: { settings: OperatingCostSettings }) {
  const save = useSaveOperatingCost();
  const { form, onSubmit, saved } = useSaveForm({
    item: settings,
    toFormValues,
    resolver: zodResolver(operatingCostSettingsRequestSchema),
    save: save.mutateAsync,
    fieldNames: ['currency', 'costs'],
  });
  const costs = useFieldArray({ control: form.control, name: 'costs' });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <CodeField
          control={form.control}
          name="currency"
          label="Currency"
          picker={CurrencyPicker}
          required
          placeholder="Choose a currency"
        />
        <Text fw={500}>Monthly costs</Text>
        {costs.fields.length === 0 ? <Text c="dimmed">No costs yet.</Text> : null}
        {costs.fields.map((field, index) => (
          <Group key={field.id} align="flex-start" wrap="nowrap">
            <TextInput
              label={`Cost ${index + 1} name`}
              withAsterisk
              {...form.register(`costs.${index}.name`)}
              error={errors.costs?.[index]?.name?.message}
            />
            <TextInput
              label={`Cost ${index + 1} amount`}
              withAsterisk
              inputMode="decimal"
              {...form.register(`costs.${index}.amount`)}
              error={errors.costs?.[index]?.amount?.message}
            />
            <NativeSelect
              label={`Cost ${index + 1} category`}
              data={[...OPERATING_COST_CATEGORIES]}
              {...form.register(`costs.${index}.category`)}
              error={errors.costs?.[index]?.category?.message}
            />
            <ActionIcon
              mt={28}
              variant="light"
              color="red"
              aria-label={`Remove cost ${index + 1}`}
              onClick={() => costs.remove(index)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {errors.costs?.message ? <Text c="red">{errors.costs.message}</Text> : null}
        <Group>
          <Button variant="light" onClick={() => costs.append({ name: '', amount: '', category: 'Other' })}>
            Add cost
          </Button>
        </Group>
        {saved ? <SavedNotice>Operating cost settings saved.</SavedNotice> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
