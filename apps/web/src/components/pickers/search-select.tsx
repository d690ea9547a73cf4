import type { SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * The text a server-searching picker asks about: what the user types, once they pause. After a
 * choice the select shows its label in the search box: that is no question to the server ('').
 */
export function useSearchText<T>(value: T | null, labelOf: (item: T) => string, debounceMs: number) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, debounceMs);
  const isTyping = value === null || search !== labelOf(value);
  return { search, setSearch, text: isTyping ? debounced.trim() : '' };
}

type SearchSelectOptions<T extends { id: number }> = {
  value: T | null;
  onChange: (item: T | null) => void;
  labelOf: (item: T) => string;
  /** useSearchText's answer. */
  searchText: ReturnType<typeof useSearchText<T>>;
  /** What the server found for the text. */
  found: { items: T[]; isFetching: boolean };
  /** Shown before anything is typed, and when nothing matches. */
  hint: string;
  noMatch: string;
};

/** The Select props of a picker whose options the server finds: the chosen record stays among them. */
export function searchSelectProps<T extends { id: number }>({
  value,
  onChange,
  labelOf,
  searchText: { search, setSearch, text },
  found,
  hint,
  noMatch,
}: SearchSelectOptions<T>) {
  const items = text ? found.items : [];
  const options = [...(value ? [value] : []), ...items.filter((item) => item.id !== value?.id)];
  return {
    searchable: true,
    clearable: true,
    value: value ? String(value.id) : null,
    data: options.map((item) => ({ value: String(item.id), label: labelOf(item) })),
    // The server has filtered; the select must not filter again on the label.
    filter: ({ options: all }) => all,
    searchValue: search,
    onSearchChange: setSearch,
    onChange: (id: string | null) => onChange(options.find((item) => String(item.id) === id) ?? null),
    nothingFoundMessage: text ? (found.isFetching ? 'Searching…' : noMatch) : hint,
  } satisfies Partial<SelectProps>;
}
