import type { FreightType, PortOption, PortType } from '@fastforward/domain';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { usePortSearch } from '../../lib/reference-data';
import { flagOf } from './flag';

/** Long enough to skip a request per keystroke, short enough to feel immediate. */
export const PORT_SEARCH_DEBOUNCE_MS = 150;

export const portLabel = (p: Pick<PortOption, 'code' | 'name' | 'countryCode'>) =>
  `${flagOf(p.countryCode)} ${p.code} — ${p.name}, ${p.countryCode}`.trim();

type PortPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> & {
  value: PortOption | null;
  onChange: (port: PortOption | null) => void;
  type?: PortType;
  /** 'sea' offers sea and dry ports (custom points), 'air' airports. */
  freightType?: FreightType;
  countryCode?: string;
};

/**
 * Picks a port by code, name or city from the whole list: the server searches as the user types
 * (trigram index), so the picker stays fast with every port of the world behind it.
 */
export function PortPicker({ value, onChange, type, freightType, countryCode, ...props }: PortPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, PORT_SEARCH_DEBOUNCE_MS);
  // After a choice the select shows its label in the search box: that is no question to the server.
  const typing = value === null || search !== portLabel(value);
  const found = usePortSearch(typing ? debounced : '', { type, freightType, countryCode });
  const options = [...(value ? [value] : []), ...found.items.filter((p) => p.id !== value?.id)];
  return (
    <Select
      {...props}
      searchable
      clearable
      value={value ? String(value.id) : null}
      data={options.map((p) => ({ value: String(p.id), label: portLabel(p) }))}
      // The server has filtered; the select must not filter again on the label.
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(options.find((p) => String(p.id) === id) ?? null)}
      nothingFoundMessage={
        typing && debounced.trim()
          ? found.isFetching
            ? 'Searching…'
            : 'No port matches'
          : 'Type a code, name or city'
      }
    />
  );
}
