import { DEFAULT_PAGE_SIZE, type ListData } from '@fastforward/domain';
import { useState } from 'react';
import type { SortDirection, SortState } from './data-table';

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

type TableState = ReturnType<typeof useDataTableState>;

/** The list query of a table's page, search and sort: `initial`'s sort until the user picks another. */
export const sortedListQuery = <K extends string>(
  state: TableState,
  initial: { key: K; direction: SortDirection },
) => ({
  page: state.page,
  pageSize: state.pageSize,
  search: state.search || undefined,
  sort: (state.sort?.key ?? initial.key) as K,
  order: state.sort?.direction ?? initial.direction,
});

/** DataTable's page, sort and data props, from the table's state and the list it asked for. */
export const listTableProps = <T>(
  state: TableState,
  list: { data: ListData<T> | undefined; isLoading: boolean; isError: boolean },
) => ({
  data: list.data,
  isLoading: list.isLoading,
  isError: list.isError,
  page: state.page,
  onPageChange: state.setPage,
  sort: state.sort,
  onSortChange: state.setSort,
});
