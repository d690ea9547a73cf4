import { useSearchParams } from 'react-router';
import type { useDataTableState } from './use-data-table-state';

type TableState = Pick<ReturnType<typeof useDataTableState>, 'search' | 'resetPage'>;

/**
 * A list's filters kept in the address (so a link or a reload opens them): `setFilter('status')`
 * gives the onChange of the status control, and a new filter starts again at page 1.
 */
export function useAddressFilters<F extends object>(
  table: TableState,
  read: (params: URLSearchParams) => F,
  write: (filters: F) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const setFilter =
    <K extends keyof F>(key: K) =>
    (value: F[K] | null | undefined) => {
      setParams(write({ ...read(params), [key]: value ?? undefined }), { replace: true });
      table.resetPage();
    };
  return { filters, setFilter, isFiltered: table.search !== '' || Object.keys(filters).length > 0 };
}
