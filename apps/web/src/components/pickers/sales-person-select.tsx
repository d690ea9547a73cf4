import { CUSTOMER_KYC_PATHS, type KycPerson } from '@fastforward/domain';
import { Select } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

/**
 * The company's active staff, by name (STAFF_PICKER_ACCESS: Customers, Sales or Operations view): who looks
 * after a customer, owns a lead, goes on a visit or does a follow-up.
 */
export const getSalesPersonsQueryOptions = () =>
  queryOptions({
    queryKey: ['customer-kycs-sales-persons'],
    queryFn: async () => (await http.get<{ items: KycPerson[] }>(CUSTOMER_KYC_PATHS.salesPersons)).items,
    staleTime: 60_000,
  });

export const useSalesPersons = () => useQuery(getSalesPersonsQueryOptions());

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
