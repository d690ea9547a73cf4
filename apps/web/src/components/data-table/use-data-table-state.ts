import { DEFAULT_PAGE_SIZE } from '@fastforward/domain';
import { useState } from 'react';
import type { SortState } from './data-table';

/** Page, search and sort of one list; a new search or sort starts again at page 1. */
export function useDataTableState(initialSort: SortState | null = null) {
  const [page, setPage] = useState(1);
  const [search, setSearchValue] = useState('');
  const [sort, setSortValue] = useState<SortState | null>(initialSort);
  return {
    page,
    setPage,
    search,
    setSearch: (value: string) => {
      setSearchValue(value);
      setPage(1);
    },
    sort,
    setSort: (value: SortState) => {
      setSortValue(value);
      setPage(1);
    },
    resetPage: () => setPage(1),
    pageSize: DEFAULT_PAGE_SIZE,
  };
}
