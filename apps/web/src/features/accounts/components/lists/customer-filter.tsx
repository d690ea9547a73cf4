import type { AccountsCustomer } from '@fastforward/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useAccountsCustomers } from '../../api/invoices-list-customers';

/** Long enough to skip a request per keystroke, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 200;

type CustomerFilterProps = {
  value: number | undefined;
  /** The chosen customer's name when the page knows it (from its rows), until the options load. */
  knownName?: string | undefined;
  onChange: (customerCompanyId: number | undefined) => void;
};

/** The lists' customer filter: the customers the company has jobs for, searched by name on the server. */
export function CustomerFilter({ value, knownName, onChange }: CustomerFilterProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AccountsCustomer | null>(null);
  const current =
    value === undefined
      ? null
      : chosen?.id === value
        ? chosen
        : { id: value, name: knownName ?? `Customer #${value}` };
  // After a choice the select shows its name in the search box: that is no question to the server.
  const typing = current === null || search !== current.name;
  const [debounced] = useDebouncedValue(typing ? search : '', SEARCH_DEBOUNCE_MS);
  const found = useAccountsCustomers(debounced.trim());
  const options = [...(current ? [current] : []), ...(found.data ?? []).filter((c) => c.id !== current?.id)];
  return (
    <Select
      label="Customer"
      placeholder="Any customer"
      searchable
      clearable
      value={current ? String(current.id) : null}
      data={options.map((c) => ({ value: String(c.id), label: c.name }))}
      // The server has filtered; the select must not filter again on the label.
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        const customer = options.find((c) => String(c.id) === id) ?? null;
        setChosen(customer);
        onChange(customer?.id);
      }}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No customer matches'}
    />
  );
}
