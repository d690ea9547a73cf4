import { Group, Stack, TextInput } from '@mantine/core';
import {
  Controller,
  type FieldErrors,
  type FieldValues,
  get,
  type UseFormReturn,
  useFieldArray,
} from 'react-hook-form';
import { ContainerSizePicker } from '../pickers';
import { CargoLinesFooter, RemoveLineButton } from './cargo-line-parts';
import { type ContainerLineValues, newContainerLine, shipmentFormOf } from './shipment-values';

/** The domain schemas' limit of container lines. */
const MAX_LINES = 10;

/** Sea FCL cargo: container lines, each a size and how many (and, on the booking, the weight of each). */
export function ContainerLines<V extends FieldValues, B>({
  form: anyForm,
  name = 'containers',
  withWeight = false,
}: {
  form: UseFormReturn<V, unknown, B>;
  /** Where the form holds the lines: the enquiry's at its root, the booking's in its cargo. */
  name?: 'containers' | 'cargo.containers';
  /** The booking asks each line's weight per container (weightKgEach). */
  withWeight?: boolean;
}) {
  const form = shipmentFormOf(anyForm);
  // The lines have one shape wherever they sit; the field paths are typed at the root's.
  const at = name as 'containers';
  const lines = useFieldArray({ control: form.control, name: at });
  const errors = get(form.formState.errors, name) as FieldErrors<ContainerLineValues[]> | undefined;
  return (
    <Stack gap="xs">
      {lines.fields.map((line, index) => (
        <Group key={line.id} align="flex-start" wrap="nowrap">
          <Controller
            control={form.control}
            name={`${at}.${index}.containerSizeId`}
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
            {...form.register(`${at}.${index}.count`, { valueAsNumber: true })}
            error={errors?.[index]?.count?.message}
          />
          {withWeight ? (
            <TextInput
              type="number"
              min={0}
              step="any"
              w={150}
              label={index === 0 ? 'Weight per container (kg)' : `Weight per container (kg) ${index + 1}`}
              withAsterisk
              {...form.register(`${at}.${index}.weightKgEach`, { valueAsNumber: true })}
              error={errors?.[index]?.weightKgEach?.message}
            />
          ) : null}
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
