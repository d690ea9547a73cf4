import { Anchor, Button, NativeSelect, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
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

export type DateFilterProps = {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** A list filter on one date (YYYY-MM-DD); emptied, it shows everything. */
export function DateFilter({ label, value, onChange }: DateFilterProps) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
    />
  );
}

/** A value in a row that filters the list by itself: 'Show only Acme's jobs'. */
export function FilterLink({
  title,
  onClick,
  children,
}: {
  title: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick} title={title}>
      {children}
    </Anchor>
  );
}

/** A filter set from a row, shown by the toolbar with the way to remove it. */
export function FilterChip({ label, name, onRemove }: { label: string; name: string; onRemove: () => void }) {
  return (
    <Button variant="light" size="xs" onClick={onRemove} aria-label={`Remove the ${name} filter`}>
      {`${label} ×`}
    </Button>
  );
}
