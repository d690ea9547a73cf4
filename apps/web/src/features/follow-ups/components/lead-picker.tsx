import type { RecordRef } from '@fastforward/domain';
import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { searchSelectProps, useSearchText } from '../../../components/pickers';
import { getLeadChoicesQueryOptions } from '../api/follow-ups-api';

const LEAD_SEARCH_DEBOUNCE_MS = 250;

type LeadPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> & {
  value: RecordRef | null;
  onChange: (lead: RecordRef | null) => void;
};

/** A lead of the company, searched by its company name on the server. */
export function LeadPicker({ value, onChange, ...props }: LeadPickerProps) {
  const searchText = useSearchText(value, (lead) => lead.name, LEAD_SEARCH_DEBOUNCE_MS);
  const found = useQuery(getLeadChoicesQueryOptions(searchText.text));
  return (
    <Select
      {...props}
      {...searchSelectProps({
        value,
        onChange,
        labelOf: (lead) => lead.name,
        searchText,
        found: { items: found.data ?? [], isFetching: found.isFetching },
        hint: 'Type a lead’s company name',
        noMatch: 'No lead of that name',
      })}
    />
  );
}
