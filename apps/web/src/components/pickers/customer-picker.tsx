import { RATE_PATHS, type RateWizardCustomer } from '@fastforward/domain';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '../../lib/http';

/** Long enough to skip a request per keystroke, short enough to feel immediate. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 200;

/** The approved customers the user may price or ask for whose name holds `search`, with their tiers. */
export const getRateCustomersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['rate-wizard-customers', search],
    queryFn: async () =>
      (
        await http.get<{ items: RateWizardCustomer[] }>(RATE_PATHS.rateWizardCustomers, {
          query: { search: search || undefined },
        })
      ).items,
    staleTime: 30_000,
    // The previous answer stays while the next search runs: the list does not flicker per keystroke.
    placeholderData: keepPreviousData,
  });

export const customerLabel = (c: RateWizardCustomer) => `${c.name} · ${c.tier ? c.tier.name : 'No tier'}`;

type CustomerPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> & {
  value: RateWizardCustomer | null;
  onChange: (customer: RateWizardCustomer | null) => void;
};

/**
 * A customer (its KYC) searched by name on the server (a forwarder may have thousands); each
 * option shows the tier whose margin prices what has no sell rate of its own.
 */
export function CustomerPicker({ value, onChange, ...props }: CustomerPickerProps) {
  const [search, setSearch] = useState('');
  // After a choice the select shows its label in the search box: that is no question to the server.
  const typing = value === null || search !== customerLabel(value);
  const [debounced] = useDebouncedValue(typing ? search : '', CUSTOMER_SEARCH_DEBOUNCE_MS);
  const found = useQuery(getRateCustomersQueryOptions(debounced.trim()));
  const items = found.data ?? [];
  const options = [...(value ? [value] : []), ...items.filter((c) => c.id !== value?.id)];
  return (
    <Select
      {...props}
      searchable
      clearable
      value={value ? String(value.id) : null}
      data={options.map((c) => ({ value: String(c.id), label: customerLabel(c) }))}
      // The server has filtered; the select must not filter again on the label.
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(options.find((c) => String(c.id) === id) ?? null)}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No approved customer matches'}
    />
  );
}
