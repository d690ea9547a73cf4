import { Select } from '@mantine/core';
import { useSalesPersons } from '../api/get-sales-persons';

export type SalesPersonSelectProps = {
  label?: string;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Shown when nothing is chosen ('All' on a filter). */
  placeholder?: string;
  clearable?: boolean;
  withAsterisk?: boolean;
  /** Someone who cannot be chosen (the present sales person of a transfer). */
  excludeId?: number | null;
};

/** A picker of the company's active staff, by name: who looks after a customer. */
export function SalesPersonSelect({
  label = 'Sales person',
  value,
  onChange,
  excludeId,
  ...props
}: SalesPersonSelectProps) {
  const people = useSalesPersons();
  const data = (people.data ?? [])
    .filter((p) => p.id !== excludeId)
    .map((p) => ({ value: String(p.id), label: p.fullName }));
  return (
    <Select
      label={label}
      searchable
      nothingFoundMessage="No active staff member of that name"
      data={data}
      value={value == null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      {...props}
    />
  );
}
