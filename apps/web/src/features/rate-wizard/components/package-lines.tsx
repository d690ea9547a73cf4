import {
  chargeableWeightKg,
  DIMENSION_UNITS,
  type PackageMeasures,
  volumeCbm,
  WEIGHT_UNITS,
} from '@fastforward/domain';
import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { CargoLinesFooter, RemoveLineButton } from './cargo-line-parts';
import { newPackageLine, type RateWizardFormValues } from './form-values';
import { formatQuantity } from './price-labels';

/** The domain schema's limit of package lines. */
const MAX_LINES = 50;

const isMeasured = (line: Partial<PackageMeasures> | undefined): line is PackageMeasures =>
  line !== undefined &&
  [line.count, line.length, line.width, line.height, line.grossWeight].every(
    (n) => typeof n === 'number' && Number.isFinite(n) && n > 0,
  ) &&
  line.dimensionUnit !== undefined &&
  line.weightUnit !== undefined;

const NUMBER_FIELDS = [
  ['count', 'Packages'],
  ['length', 'Length'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;

/** Air cargo: package lines, and the chargeable weight and volume as the user types. */
export function PackageLines({ form }: { form: UseFormReturn<RateWizardFormValues> }) {
  const lines = useFieldArray({ control: form.control, name: 'packages' });
  const errors = form.formState.errors.packages;
  const watched = useWatch({ control: form.control, name: 'packages' }) ?? [];
  // Only lines measured in full count: a half-typed line would jump the figures about.
  const measured = watched.filter(isMeasured);
  return (
    <Stack gap="xs">
      {lines.fields.map((line, index) => {
        const lineErrors = errors?.[index];
        const suffix = index === 0 ? '' : ` ${index + 1}`;
        return (
          <Group key={line.id} align="flex-start" gap="xs">
            {NUMBER_FIELDS.map(([name, label]) => (
              <TextInput
                key={name}
                type="number"
                min={name === 'count' ? 1 : 0}
                step="any"
                w={100}
                label={`${label}${suffix}`}
                withAsterisk
                {...form.register(`packages.${index}.${name}`, { valueAsNumber: true })}
                error={lineErrors?.[name]?.message}
              />
            ))}
            <Controller
              control={form.control}
              name={`packages.${index}.dimensionUnit`}
              render={({ field }) => (
                <Select
                  w={130}
                  label={`Dimension unit${suffix}`}
                  data={DIMENSION_UNITS}
                  allowDeselect={false}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={lineErrors?.dimensionUnit?.message}
                />
              )}
            />
            <TextInput
              type="number"
              min={0}
              step="any"
              w={130}
              label={`Gross weight${suffix}`}
              withAsterisk
              {...form.register(`packages.${index}.grossWeight`, { valueAsNumber: true })}
              error={lineErrors?.grossWeight?.message}
            />
            <Controller
              control={form.control}
              name={`packages.${index}.weightUnit`}
              render={({ field }) => (
                <Select
                  w={100}
                  label={`Weight unit${suffix}`}
                  data={WEIGHT_UNITS}
                  allowDeselect={false}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={lineErrors?.weightUnit?.message}
                />
              )}
            />
            <RemoveLineButton noun="package line" index={index} lines={lines} />
          </Group>
        );
      })}
      <CargoLinesFooter
        noun="package line"
        lines={lines}
        max={MAX_LINES}
        onAdd={() => lines.append(newPackageLine())}
        errors={errors}
      >
        <Text size="sm" aria-live="polite">
          {measured.length > 0
            ? `Chargeable weight ${formatQuantity(chargeableWeightKg(measured))} kg · Volume ${formatQuantity(
                volumeCbm(measured),
              )} CBM`
            : 'Chargeable weight and volume show once a line is measured'}
        </Text>
      </CargoLinesFooter>
    </Stack>
  );
}
