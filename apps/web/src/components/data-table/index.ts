export { applyServerErrors, placeServerErrors } from './apply-server-errors';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  SEARCH_DEBOUNCE_MS,
  type SortState,
} from './data-table';
export type { RowAction, RowActionList } from './row-actions';
export { useAddressFilters } from './use-address-filters';
export { listTableProps, sortedListQuery, useDataTableState } from './use-data-table-state';
