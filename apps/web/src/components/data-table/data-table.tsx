import type { ListData } from '@fastforward/domain';
import {
  Alert,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { ColumnChooser, useColumnChoice } from './column-chooser';
import classes from './data-table.module.css';
import { type RowActionList, RowActions } from './row-actions';

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };

export type DataTableColumn<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  sortable?: boolean;
  /** The person may hide it (with `columnsKey` on the table); hidden at first with `hiddenByDefault`. */
  optional?: boolean;
  hiddenByDefault?: boolean;
};

export type DataTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  data: ListData<T> | undefined;
  rowKey: (row: T) => string | number;
  isLoading: boolean;
  isError?: boolean;
  errorText?: string;
  emptyText: string;
  page: number;
  onPageChange: (page: number) => void;
  /** Called 300 ms after the user stops typing; without it no search box is shown. */
  onSearchChange?: (search: string) => void;
  /** What the search box holds at first (a search kept in the address). */
  initialSearch?: string;
  searchLabel?: string;
  searchPlaceholder?: string;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Filters and actions shown next to the search box. */
  toolbar?: ReactNode;
  /**
   * Each row's actions, in a last column that stays in view while the list scrolls sideways; a
   * narrow list shows them in one menu named `Actions for {name(row)}`.
   */
  rowActions?: { of: (row: T) => RowActionList; name: (row: T) => string };
  /** The actions column's header where 'Actions' is not the page's word (SPEC §9 'Action'). */
  actionsHeader?: string;
  /** A row's background colour where it must stand out (an overdue follow-up); none by default. */
  rowColor?: (row: T) => string | undefined;
  /** Where this browser keeps the columns the person chose; with it, optional columns can be hidden. */
  columnsKey?: string;
};

export const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_ROWS = 3;
const MIN_TABLE_WIDTH = 640;

const ACTIONS_KEY = 'actions';

const ariaSort = (sort: SortState | null | undefined, key: string) => {
  if (sort?.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
};

/** A server-paged list: the caller owns page, search and sort and passes them to its query. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { data, sort, onSortChange, onSearchChange, rowActions } = props;
  const choice = useColumnChoice(props.columnsKey, props.columns);
  const chosen = props.columnsKey ? props.columns.filter((c) => choice.isShown(c.key)) : props.columns;
  const chooser = props.columnsKey ? (
    <ColumnChooser
      label={props.label}
      columns={props.columns}
      hidden={choice.hidden}
      onChange={choice.choose}
    />
  ) : null;
  const columns: readonly DataTableColumn<T>[] = rowActions
    ? [
        ...chosen,
        {
          key: ACTIONS_KEY,
          header: props.actionsHeader ?? 'Actions',
          render: (row) => <RowActions actions={rowActions.of(row)} rowName={rowActions.name(row)} />,
        },
      ]
    : chosen;
  const cellClass = (key: string) => (key === ACTIONS_KEY ? classes.cell : undefined);
  const [searchInput, setSearchInput] = useState(props.initialSearch ?? '');
  // Debounced so a typed word costs one request, not one per key.
  const emitSearch = useDebouncedCallback(
    (value: string) => onSearchChange?.(value.trim()),
    SEARCH_DEBOUNCE_MS,
  );
  const pageSize = data?.pageSize || 1;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));
  const items = data?.items ?? [];

  const toggleSort = (key: string) => {
    const direction: SortDirection = sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange?.({ key, direction });
  };

  return (
    <Stack gap="sm">
      {onSearchChange || props.toolbar || chooser ? (
        <Group justify="space-between" align="end">
          {onSearchChange ? (
            <TextInput
              label={props.searchLabel ?? 'Search'}
              placeholder={props.searchPlaceholder}
              value={searchInput}
              onChange={(event) => {
                setSearchInput(event.currentTarget.value);
                emitSearch(event.currentTarget.value);
              }}
            />
          ) : (
            <span />
          )}
          {props.toolbar || chooser ? (
            <Group align="end">
              {props.toolbar}
              {chooser}
            </Group>
          ) : null}
        </Group>
      ) : null}
      {props.isError ? (
        <Alert color="red" role="alert" title="Could not load the list">
          {props.errorText ?? 'The list could not be loaded. Please try again later.'}
        </Alert>
      ) : null}
      {/* Wide lists (staff) scroll inside the card instead of pushing the whole page sideways. */}
      <Table.ScrollContainer minWidth={MIN_TABLE_WIDTH} type="native" className={classes.frame}>
        <Table
          striped
          withTableBorder
          highlightOnHover
          className={classes.table}
          aria-label={props.label}
          aria-busy={props.isLoading}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  className={cellClass(column.key)}
                  aria-sort={column.sortable ? ariaSort(sort, column.key) : undefined}
                >
                  {column.sortable && onSortChange ? (
                    <UnstyledButton onClick={() => toggleSort(column.key)} fw={700} fz="sm">
                      {column.header}
                      {/* The arrow is drawn, not named: the header's name stays its text. */}
                      <span aria-hidden>
                        {sort?.key === column.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.isLoading && !data
              ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <Table.Tr key={row} data-testid="skeleton-row">
                    {columns.map((column) => (
                      <Table.Td key={column.key} className={cellClass(column.key)}>
                        <Skeleton height={12} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : null}
            {data && items.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center" py="md">
                    {props.emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {items.map((row) => (
              <Table.Tr key={props.rowKey(row)} bg={props.rowColor?.(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} className={cellClass(column.key)}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {data ? `${data.total} ${data.total === 1 ? 'record' : 'records'}` : ''}
        </Text>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={props.page}
            onChange={props.onPageChange}
            aria-label={`${props.label} pages`}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
