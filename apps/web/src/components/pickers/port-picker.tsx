import type { FreightType, PortOption, PortType } from '@fastforward/domain';
import { Select, type SelectProps } from '@mantine/core';
import { usePortSearch } from '../../lib/reference-data';
import { flagOf } from './flag';
import { searchSelectProps, useSearchText } from './search-select';

/** Long enough to skip a request per keystroke, short enough to feel immediate. */
export const PORT_SEARCH_DEBOUNCE_MS = 150;

export const portLabel = (p: Pick<PortOption, 'code' | 'name' | 'countryCode'>) =>
  `${flagOf(p.countryCode)} ${p.code} — ${p.name}, ${p.countryCode}`.trim();

/** A record's stored port as the picker shows it, before the user searches another. */
export const storedPortOption = (
  port: Pick<PortOption, 'id' | 'type' | 'code' | 'name' | 'countryCode'>,
): PortOption => ({
  ...port,
  city: null,
  isCompanyPort: false,
});

export type PortPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> & {
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
  const searchText = useSearchText(value, portLabel, PORT_SEARCH_DEBOUNCE_MS);
  const found = usePortSearch(searchText.text, { type, freightType, countryCode });
  return (
    <Select
      {...props}
      {...searchSelectProps({
        value,
        onChange,
        labelOf: portLabel,
        searchText,
        found,
        hint: 'Type a code, name or city',
        noMatch: 'No port matches',
      })}
    />
  );
}
