import { SalesPersonSelect } from './sales-person-select';

export type SalesPersonFilterProps = {
  /** Default 'Sales person'. */
  label?: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  /** What no choice shows: everyone's rows ('Anyone', 'All'). */
  placeholder?: string;
};

/** A list filter on one of the company's staff (owner, assignee, sales person); cleared, everyone's. */
export function SalesPersonFilter({
  label,
  value,
  onChange,
  placeholder = 'Anyone',
}: SalesPersonFilterProps) {
  return (
    <SalesPersonSelect
      label={label}
      placeholder={placeholder}
      clearable
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
    />
  );
}
