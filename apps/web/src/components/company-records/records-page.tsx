import { hasAnyPermission } from '@fastforward/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { getPermissions } from '../../lib/session';
import { useConfirmDialog } from '../confirm-dialog';
import { DataTable, type DataTableColumn, type SortState, useDataTableState } from '../data-table';
import type { RecordFormSlot } from './record-form-modal';
import type { RecordsApi } from './records-api';

export type RecordAccess = Record<'view' | 'create' | 'update' | 'delete', readonly string[]>;

export type RecordsPageProps<T extends { id: number }> = {
  /** 'Free Days': the heading and the table's name. */
  title: string;
  /** The table's name where it is not the heading ('Weight slabs' under 'Weight Slabs'). */
  tableLabel?: string;
  /** 'port': the New button's and the delete question's word for one record. */
  noun: string;
  api: Pick<RecordsApi<T, never>, 'useList' | 'useDelete'>;
  /** The permissions of each action; what the user may not do is not offered. */
  access: RecordAccess;
  columns: readonly DataTableColumn<T>[];
  /** The sort keys the server takes; the first one, ascending unless told, is the default. */
  sortKeys: readonly string[];
  defaultOrder?: SortState['direction'];
  /** The kind's filters (they join page, search and sort in the query) and their controls. */
  filters?: Record<string, string | number | undefined>;
  filterControls?: ReactNode;
  /** How a record is named in its buttons and in the delete question. */
  describe: (record: T) => string;
  /** The delete question, where `Delete the {noun} '{describe}'?` does not fit. */
  deleteQuestion?: (record: T) => string;
  /** Records the company may not change (shipped ones) show no Edit or Delete. */
  isEditable?: (record: T) => boolean;
  searchPlaceholder: string;
  emptyText?: string;
  /** Shown instead of emptyText while a search or a filter finds nothing. */
  noMatchText?: string;
  /** The heading's level: 1 on the masters' pages, 2 where the page sits under another heading. */
  headingOrder?: 1 | 2;
  renderForm: (slot: RecordFormSlot<T>) => ReactNode;
};

/**
 * One kind of company record: a server-paged list with search, filters and sort, a New button,
 * Edit and Delete per row (with confirmation and the SPEC §8 dialogs), each behind its permission.
 */
export function RecordsPage<T extends { id: number }>(props: RecordsPageProps<T>) {
  if (!hasAnyPermission(getPermissions(), props.access.view)) {
    return (
      <Stack>
        <Title order={props.headingOrder ?? 1}>{props.title}</Title>
        <Text c="dimmed">You do not have permission to open {props.title}.</Text>
      </Stack>
    );
  }
  return <RecordsList {...props} />;
}

function RecordsList<T extends { id: number }>(props: RecordsPageProps<T>) {
  const { title, noun, access, filters } = props;
  const can = (action: keyof RecordAccess) => hasAnyPermission(getPermissions(), access[action]);
  const [firstSort = 'createdAt'] = props.sortKeys;
  const table = useDataTableState({ key: firstSort, direction: props.defaultOrder ?? 'asc' });
  // A new filter starts again at page 1, like a new search.
  const filterKey = JSON.stringify(filters ?? {});
  const [shownFilterKey, setShownFilterKey] = useState(filterKey);
  if (filterKey !== shownFilterKey) {
    setShownFilterKey(filterKey);
    table.resetPage();
  }
  const sortKey = props.sortKeys.find((k) => k === table.sort?.key) ?? firstSort;
  const records = props.api.useList({
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: sortKey,
    order: table.sort?.direction ?? props.defaultOrder ?? 'asc',
    ...filters,
  });
  const remove = props.api.useDelete();
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);

  const askDelete = async (record: T) => {
    const message = props.deleteQuestion?.(record) ?? `Delete the ${noun} '${props.describe(record)}'?`;
    if (await confirm({ message, confirmLabel: 'Delete' })) remove.mutate(record.id);
  };
  const isFiltered = table.search !== '' || Object.values(filters ?? {}).some((value) => value !== undefined);
  const emptyText = props.emptyText ?? `No ${title.toLowerCase()} yet.`;

  const canUpdate = can('update');
  const canDelete = can('delete');
  const isEditable = props.isEditable ?? (() => true);
  const columns: DataTableColumn<T>[] = props.columns.map((c) => ({
    ...c,
    sortable: props.sortKeys.includes(c.key),
  }));
  if (canUpdate || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (record) =>
        isEditable(record) ? (
          <Group gap="xs" wrap="nowrap">
            {canUpdate ? (
              <Button
                size="xs"
                variant="light"
                onClick={() => setEditing({ record })}
                aria-label={`Edit ${props.describe(record)}`}
              >
                Edit
              </Button>
            ) : null}
            {canDelete ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => askDelete(record)}
                aria-label={`Delete ${props.describe(record)}`}
              >
                Delete
              </Button>
            ) : null}
          </Group>
        ) : null,
    });
  }

  return (
    <Stack>
      <Title order={props.headingOrder ?? 1}>{title}</Title>
      <DataTable
        label={props.tableLabel ?? title}
        columns={columns}
        data={records.data}
        rowKey={(record) => record.id}
        isLoading={records.isLoading}
        isError={records.isError}
        emptyText={isFiltered ? (props.noMatchText ?? emptyText) : emptyText}
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel={`Search ${title.toLowerCase()}`}
        searchPlaceholder={props.searchPlaceholder}
        sort={table.sort}
        onSortChange={table.setSort}
        toolbar={
          <>
            {props.filterControls}
            {can('create') ? <Button onClick={() => setEditing({ record: null })}>New {noun}</Button> : null}
          </>
        }
      />
      {props.renderForm({
        opened: editing !== null,
        record: editing?.record ?? null,
        onClose: () => setEditing(null),
      })}
      {dialog}
    </Stack>
  );
}
