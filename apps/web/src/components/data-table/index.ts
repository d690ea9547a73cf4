export { applyServerErrors } from './apply-server-errors';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  SEARCH_DEBOUNCE_MS,
  type SortState,
} from './data-table';
export { useDataTableState } from './use-data-table-state';
