import type { RateWizardCustomer } from '@fastforward/domain';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useRateWizardCustomers } from '../api/get-rate-wizard-customers';

/** Long enough to skip a request per keystroke, short enough to feel immediate. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 200;

export const customerLabel = (c: RateWizardCustomer) => `${c.name} · ${c.tier ? c.tier.name : 'No tier'}`;

type CustomerSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> & {
  value: RateWizardCustomer | null;
  onChange: (customer: RateWizardCustomer | null) => void;
};

/**
 * The customer to price for, searched by name on the server (a forwarder may have thousands); each
 * option shows the tier whose margin prices what has no sell rate of its own.
 */
export function CustomerSelect({ value, onChange, ...props }: CustomerSelectProps) {
  const [search, setSearch] = useState('');
  // After a choice the select shows its label in the search box: that is no question to the server.
  const typing = value === null || search !== customerLabel(value);
  const [debounced] = useDebouncedValue(typing ? search : '', CUSTOMER_SEARCH_DEBOUNCE_MS);
  const found = useRateWizardCustomers(debounced);
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
