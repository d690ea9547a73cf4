import { DIMENSION_UNITS, type FreightType, WEIGHT_UNITS } from '@fastforward/domain';
import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  Controller,
  type FieldErrors,
  type FieldValues,
  get,
  type UseFormReturn,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { usePackageTypes } from '../../lib/reference-data';
import { packageFigures } from './cargo-figures';
import { CargoLinesFooter, RemoveLineButton } from './cargo-line-parts';
import { newPackageLine, type PackageLineValues, shipmentFormOf } from './shipment-values';

/** The domain schemas' limit of package lines. */
const MAX_LINES = 50;

const NUMBER_FIELDS = [
  ['count', 'Packages'],
  ['length', 'Length'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;

type PackageLinesProps<V extends FieldValues, B> = {
  form: UseFormReturn<V, unknown, B>;
  /** Decides the figure shown as the user types: air chargeable weight, sea (LCL) revenue tons; none, the measures. */
  mode?: FreightType;
  /** The enquiry asks each line's package type; the Rate Wizard prices without it. */
  withPackageType?: boolean;
  /** Where the form holds the lines: the enquiry's at its root, the booking's in its cargo. */
  name?: 'packages' | 'cargo.packages';
};

/** Package lines (air, sea LCL), and what they come to as the user types. */
export function PackageLines<V extends FieldValues, B>({
  form: anyForm,
  mode,
  withPackageType = false,
  name = 'packages',
}: PackageLinesProps<V, B>) {
  const form = shipmentFormOf(anyForm);
  // The lines have one shape wherever they sit; the field paths are typed at the root's.
  const at = name as 'packages';
  const lines = useFieldArray({ control: form.control, name: at });
  const errors = get(form.formState.errors, name) as FieldErrors<PackageLineValues[]> | undefined;
  const watched = useWatch({ control: form.control, name: at }) ?? [];
  return (
    <Stack gap="xs">
      {lines.fields.map((line, index) => {
        const lineErrors = errors?.[index];
        const suffix = index === 0 ? '' : ` ${index + 1}`;
        return (
          <Group key={line.id} align="flex-start" gap="xs">
            {withPackageType ? (
              <Controller
                control={form.control}
                name={`${at}.${index}.packageTypeCode`}
                render={({ field }) => (
                  <PackageTypeSelect
                    label={`Package type${suffix}`}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    error={lineErrors?.packageTypeCode?.message}
                  />
                )}
              />
            ) : null}
            {NUMBER_FIELDS.map(([name, label]) => (
              <TextInput
                key={name}
                type="number"
                min={name === 'count' ? 1 : 0}
                step="any"
                w={100}
                label={`${label}${suffix}`}
                withAsterisk
                {...form.register(`${at}.${index}.${name}`, { valueAsNumber: true })}
                error={lineErrors?.[name]?.message}
              />
            ))}
            <Controller
              control={form.control}
              name={`${at}.${index}.dimensionUnit`}
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
              {...form.register(`${at}.${index}.grossWeight`, { valueAsNumber: true })}
              error={lineErrors?.grossWeight?.message}
            />
            <Controller
              control={form.control}
              name={`${at}.${index}.weightUnit`}
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
          {packageFigures(mode, watched)}
        </Text>
      </CargoLinesFooter>
    </Stack>
  );
}

function PackageTypeSelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (code: string | null) => void;
  error: string | undefined;
}) {
  const packageTypes = usePackageTypes();
  return (
    <Select
      w={160}
      label={label}
      searchable
      clearable
      data={packageTypes.items.map((t) => ({ value: t.code, label: t.name }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
