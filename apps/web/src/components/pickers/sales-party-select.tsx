import { SALES_PATHS, type SalesVisitParty } from '@fastforward/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '../../lib/http';

/** GET {SALES_PATHS.salesVisitParties}: the company's leads and customers whose name holds `search`. */
export const getSalesPartiesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['sales-parties', search],
    queryFn: async () =>
      (
        await http.get<{ items: SalesVisitParty[] }>(SALES_PATHS.salesVisitParties, {
          query: { search: search || undefined },
        })
      ).items,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** Whom a visit or a follow-up is about, as the party picker holds it (null: nobody). */
export const salesPartyOf = (record: {
  lead: { id: number; name: string } | null;
  customer: { id: number; name: string } | null;
}): SalesVisitParty | null =>
  record.lead
    ? { kind: 'lead', ...record.lead }
    : record.customer
      ? { kind: 'customer', ...record.customer }
      : null;

export const salesPartyLabel = (party: SalesVisitParty) =>
  `${party.kind === 'lead' ? 'Lead' : 'Customer'}: ${party.name}`;

const keyOf = (party: SalesVisitParty) => `${party.kind}:${party.id}`;

type SalesPartySelectProps = {
  value: SalesVisitParty | null;
  onChange: (party: SalesVisitParty | null) => void;
  error?: string | undefined;
  label?: string;
  /** What an empty choice means here. */
  placeholder?: string;
};

/**
 * A lead or a customer of the company, searched by name on the server (the Sales module's own
 * endpoint, so a Sales-only user can pick a customer too): the visit and follow-up forms.
 */
export function SalesPartySelect({
  value,
  onChange,
  error,
  label = 'Lead or customer',
  placeholder = 'None',
}: SalesPartySelectProps) {
  const [search, setSearch] = useState('');
  const typing = value === null || search !== salesPartyLabel(value);
  const [debounced] = useDebouncedValue(typing ? search.trim() : '', 200);
  const found = useQuery(getSalesPartiesQueryOptions(debounced));
  const options = [
    ...(value ? [value] : []),
    ...(found.data ?? []).filter((p) => keyOf(p) !== (value && keyOf(value))),
  ];
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      value={value ? keyOf(value) : null}
      data={options.map((p) => ({ value: keyOf(p), label: salesPartyLabel(p) }))}
      // The server has filtered; the select must not filter again on the label.
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(key) => onChange(options.find((p) => keyOf(p) === key) ?? null)}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No lead or customer of that name'}
      error={error}
    />
  );
}
