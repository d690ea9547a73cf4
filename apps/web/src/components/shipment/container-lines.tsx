import { Group, Stack, TextInput } from '@mantine/core';
import { Controller, type FieldValues, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { ContainerSizePicker } from '../pickers';
import { CargoLinesFooter, RemoveLineButton } from './cargo-line-parts';
import { newContainerLine, shipmentFormOf } from './shipment-values';

/** The domain schemas' limit of container lines. */
const MAX_LINES = 10;

/** Sea FCL cargo: container lines, each a size and how many. */
export function ContainerLines<V extends FieldValues, B>({
  form: anyForm,
}: {
  form: UseFormReturn<V, unknown, B>;
}) {
  const form = shipmentFormOf(anyForm);
  const lines = useFieldArray({ control: form.control, name: 'containers' });
  const errors = form.formState.errors.containers;
  return (
    <Stack gap="xs">
      {lines.fields.map((line, index) => (
        <Group key={line.id} align="flex-start" wrap="nowrap">
          <Controller
            control={form.control}
            name={`containers.${index}.containerSizeId`}
            render={({ field }) => (
              <ContainerSizePicker
                label={index === 0 ? 'Container size' : `Container size ${index + 1}`}
                withAsterisk
                style={{ flex: 1 }}
                value={field.value ? String(field.value) : null}
                onChange={(id) => field.onChange(id ? Number(id) : undefined)}
                onBlur={field.onBlur}
                error={errors?.[index]?.containerSizeId?.message}
              />
            )}
          />
          <TextInput
            type="number"
            min={1}
            w={110}
            label={index === 0 ? 'Containers' : `Containers ${index + 1}`}
            withAsterisk
            {...form.register(`containers.${index}.count`, { valueAsNumber: true })}
            error={errors?.[index]?.count?.message}
          />
          <RemoveLineButton noun="container line" index={index} lines={lines} />
        </Group>
      ))}
      <CargoLinesFooter
        noun="container line"
        lines={lines}
        max={MAX_LINES}
        onAdd={() => lines.append(newContainerLine())}
        errors={errors}
      />
    </Stack>
  );
}
