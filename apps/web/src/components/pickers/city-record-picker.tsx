import { CITY_SEARCH_PATH, type CityRef } from '@fastforward/domain';
import { Select, type SelectProps } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { CITY_LOOKUP_DEBOUNCE_MS } from './city-picker';
import { searchSelectProps, useSearchText } from './search-select';

export const cityRefLabel = (city: CityRef) => `${city.name}, ${city.countryCode}`;

export type CityRecordPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> & {
  value: CityRef | null;
  onChange: (city: CityRef | null) => void;
};

/**
 * Picks a city record (shipped or the company's own) by name, searched on the server as the user
 * types: where a form keeps the city's id rather than its name (a transport leg's place).
 */
export function CityRecordPicker({ value, onChange, ...props }: CityRecordPickerProps) {
  const searchText = useSearchText(value, cityRefLabel, CITY_LOOKUP_DEBOUNCE_MS);
  const { text } = searchText;
  const found = useQuery({
    queryKey: ['city-records', text],
    queryFn: () => http.get<{ items: CityRef[] }>(CITY_SEARCH_PATH, { query: { search: text } }),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      {...props}
      {...searchSelectProps({
        value,
        onChange,
        labelOf: cityRefLabel,
        searchText,
        found: { items: found.data?.items ?? [], isFetching: found.isFetching },
        hint: 'Type a city name',
        noMatch: 'No city matches',
      })}
    />
  );
}
