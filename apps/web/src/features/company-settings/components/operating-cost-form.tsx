import {
  OPERATING_COST_CATEGORIES,
  type OperatingCostSettings,
  type OperatingCostSettingsRequest,
  operatingCostSettingsRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { useSaveOperatingCost } from '../api/save-operating-cost';
import { SavedNotice } from './settings-frame';

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

const toFormValues = (settings: OperatingCostSettings): OperatingCostSettingsRequest => ({
  currency: settings.currency ?? '',
  costs: settings.costs,
});

/** The currency and the named monthly costs of the company. */
export function OperatingCostForm({ settings }: { settings: OperatingCostSettings }) {
  const save = useSaveOperatingCost();
  const [saved, setSaved] = useState(false);
  const form = useForm<OperatingCostSettingsRequest>({
    resolver: zodResolver(operatingCostSettingsRequestSchema),
    defaultValues: toFormValues(settings),
  });
  const costs = useFieldArray({ control: form.control, name: 'costs' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setSaved(false);
    try {
      form.reset(toFormValues(await save.mutateAsync(body)));
      setSaved(true);
    } catch (error) {
      applyServerErrors(error, form.setError, ['currency', 'costs']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput
          label="Currency"
          withAsterisk
          maw={200}
          maxLength={3}
          placeholder="USD"
          {...form.register('currency', { setValueAs: upper })}
          error={errors.currency?.message}
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
