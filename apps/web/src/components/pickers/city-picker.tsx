import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCityLookup } from '../../lib/reference-data';

/** Long enough to skip a request per keystroke, short enough to feel immediate. */
export const CITY_LOOKUP_DEBOUNCE_MS = 250;

type CityPickerProps = Omit<AutocompleteProps, 'data' | 'filter' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** The address's country: its shipped cities are offered, none before one is chosen. */
  countryCode: string | null | undefined;
};

/**
 * A city name, offered from the shipped cities of the chosen country as the user types. Any other
 * name stays allowed: a customer's town may be missing from the list.
 */
export function CityPicker({
  countryCode,
  value,
  onChange,
  onFocus,
  placeholder,
  ...props
}: CityPickerProps) {
  // A form showing saved addresses asks nothing until the user comes to the field.
  const [isVisited, setIsVisited] = useState(false);
  const [debounced] = useDebouncedValue(value, CITY_LOOKUP_DEBOUNCE_MS);
  const found = useCityLookup(countryCode ?? '', debounced, isVisited);
  // A country may hold two towns of one name: the list offers the name once.
  const names = [...new Set(found.items.map((city) => city.name))];
  return (
    <Autocomplete
      {...props}
      value={value}
      onChange={onChange}
      onFocus={(event) => {
        setIsVisited(true);
        onFocus?.(event);
      }}
      data={names}
      // The server has searched; the list must not filter again.
      filter={({ options }) => options}
      placeholder={countryCode ? placeholder : 'Choose the country first'}
    />
  );
}
