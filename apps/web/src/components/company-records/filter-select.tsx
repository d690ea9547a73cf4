import { NativeSelect } from '@mantine/core';
import { labelledOptions } from './select-values';

export type FilterSelectProps<C extends string> = {
  label: string;
  /** The first option, for no filter: 'All statuses'. */
  allLabel: string;
  codes: readonly C[];
  labels: Record<C, string>;
  value: C | undefined;
  onChange: (value: C | undefined) => void;
};

/** A list filter over a few codes; the first option shows everything. */
export function FilterSelect<C extends string>({
  label,
  allLabel,
  codes,
  labels,
  value,
  onChange,
}: FilterSelectProps<C>) {
  return (
    <NativeSelect
      label={label}
      value={value ?? ''}
      data={[{ value: '', label: allLabel }, ...labelledOptions(codes, labels)]}
      onChange={(event) => onChange((event.currentTarget.value || undefined) as C | undefined)}
    />
  );
}
