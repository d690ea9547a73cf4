import type { SalesVisitParty } from '@fastforward/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useVisitParties } from '../api/sales-visits-api';
import { partyLabel } from './visit-values';

const keyOf = (party: SalesVisitParty) => `${party.kind}:${party.id}`;

type PartySelectProps = {
  value: SalesVisitParty | null;
  onChange: (party: SalesVisitParty | null) => void;
  error?: string | undefined;
};

/** A lead or a customer of the company, searched by name on the server; empty for a cold call. */
export function PartySelect({ value, onChange, error }: PartySelectProps) {
  const [search, setSearch] = useState('');
  const typing = value === null || search !== partyLabel(value);
  const [debounced] = useDebouncedValue(typing ? search.trim() : '', 200);
  const found = useVisitParties(debounced);
  const options = [
    ...(value ? [value] : []),
    ...(found.data ?? []).filter((p) => keyOf(p) !== (value && keyOf(value))),
  ];
  return (
    <Select
      label="Lead or customer"
      placeholder="None (a cold call)"
      searchable
      clearable
      value={value ? keyOf(value) : null}
      data={options.map((p) => ({ value: keyOf(p), label: partyLabel(p) }))}
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
