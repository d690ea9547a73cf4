import { Select, type SelectProps } from '@mantine/core';
import { useWeightSlabData } from '../../lib/weight-slab-data';

type WeightSlabPickerProps = Omit<SelectProps, 'data' | 'searchable'> & {
  /** False while the field is hidden or the form closed: nothing is fetched. */
  enabled?: boolean;
};

/**
 * The company's air weight slabs (SPEC §7 weight slab data) by name and bounds. A failed load
 * shows SPEC §8's 'Failed to fetch weight slab data' as the field's description.
 */
export function WeightSlabPicker({ enabled = true, description, ...props }: WeightSlabPickerProps) {
  const slabs = useWeightSlabData(enabled ? 'air' : null);
  return (
    <Select
      {...props}
      searchable
      description={slabs.errorMessage ?? description}
      data={slabs.items.map((s) => ({ value: String(s.id), label: `${s.name} (${s.displayName})` }))}
    />
  );
}
