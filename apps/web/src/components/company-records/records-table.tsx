import type { ListData } from '@fastforward/domain';
import { Button } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type ConfirmOptions, useConfirmDialog } from '../confirm-dialog';
import {
  DataTable,
  type DataTableColumn,
  type RowAction,
  type RowActionList,
  type SortState,
  useDataTableState,
} from '../data-table';
import { FilterSelect } from './filter-select';
import type { RecordFormSlot } from './record-form-modal';
import type { RecordsQuery } from './records-api';

/** What a records table lists through: the list query and, where rows may be deleted, the delete call. */
export type RecordsListApi<T, L extends ListData<T> = ListData<T>> = {
  useList(query: RecordsQuery): { data: L | undefined; isLoading: boolean; isError: boolean };
  useDelete?(): { mutate: (id: number) => void };
};

/** A filter over a few codes, shown as a select whose first option shows everything. */
export type CodeFilter = {
  /** The query parameter. */
  key: string;
  label: string;
  /** The first option, for no filter: 'All statuses'. */
  allLabel: string;
  codes: readonly string[];
  labels: Readonly<Record<string, string>>;
};

/** The actions the user may take; the server decides, the table only hides what it would refuse. */
export type RecordActionsAllowed = Record<'create' | 'update' | 'delete', boolean>;

/** What a page's row actions get: the standard actions (null where not offered) and the confirmation. */
export type RowActionSlot = {
  edit: RowAction | null;
  remove: RowAction | null;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
};

export type RecordsTableProps<T extends { id: number }, L extends ListData<T> = ListData<T>> = {
  /** The table's accessible name. */
  label: string;
  /** 'port': the New button's and the delete question's word for one record. */
  noun: string;
  /** The New button, where `New {noun}` does not fit ('Invite staff member'). */
  createLabel?: string;
  api: RecordsListApi<T, L>;
  /** Without it every action the page has is offered (a platform page behind its gate). */
  allowed?: RecordActionsAllowed;
  columns: readonly DataTableColumn<T>[];
  /** The sort keys the server takes, the first (ascending unless told) the default; none: no sort. */
  sortKeys?: readonly string[];
  defaultOrder?: SortState['direction'];
  /** Filters over codes: the table shows their selects and adds their values to the query. */
  codeFilters?: readonly CodeFilter[];
  /** The page's other filters (they join page, search and sort in the query) and their controls. */
  filters?: Record<string, string | number | undefined>;
  /** The filter controls; a function gets the current answer (a count to show on a filter). */
  filterControls?: ReactNode | ((list: L | undefined) => ReactNode);
  /** How a record is named in its buttons and in the delete question. */
  describe: (record: T) => string;
  /** The delete question, where `Delete the {noun} '{describe}'?` does not fit. */
  deleteQuestion?: (record: T) => string;
  /** The delete action's word where 'Delete' does not fit ('Remove' a vendor from a list). */
  deleteLabel?: string;
  /** Records that may not be changed here (shipped ones) show no Edit or Delete. */
  isEditable?: (record: T) => boolean;
  /**
   * A row's actions where Edit and Delete are not all (disable, approve, make default …): place
   * `slot.edit` and `slot.remove` among them. Without it a row has Edit and Delete.
   */
  rowActions?: (record: T, slot: RowActionSlot) => RowActionList;
  /** The actions column's header where 'Actions' is not the page's word. */
  actionsHeader?: string;
  searchLabel: string;
  searchPlaceholder: string;
  emptyText: string;
  /** Shown instead of emptyText while a search or a filter finds nothing. */
  noMatchText?: string;
  /**
   * What stands above the list (the page's heading); it gets the current answer (an unread count)
   * and the query that asked it (an export of what the list shows).
   */
  header?: (list: L | undefined, query: RecordsQuery) => ReactNode;
  /** The form for a new record and for editing one; without it the list only reads. */
  renderForm?: (slot: RecordFormSlot<T>) => ReactNode;
};

const ALL_ALLOWED: RecordActionsAllowed = { create: true, update: true, delete: true };

/**
 * A server-paged list with search, filters and sort, a New button, and per row Edit, Delete (with
 * confirmation and the SPEC §8 dialogs) and the page's own actions, each only where allowed.
 */
export function RecordsTable<T extends { id: number }, L extends ListData<T> = ListData<T>>(
  props: RecordsTableProps<T, L>,
) {
  const { noun, renderForm } = props;
  const [codeValues, setCodeValues] = useState<Record<string, string | undefined>>({});
  const filters = { ...props.filters, ...codeValues };
  const allowed = props.allowed ?? ALL_ALLOWED;
  const sortKeys = props.sortKeys ?? [];
  const [firstSort] = sortKeys;
  const defaultOrder = props.defaultOrder ?? 'asc';
  const table = useDataTableState(firstSort ? { key: firstSort, direction: defaultOrder } : null);
  // A new filter starts again at page 1, like a new search.
  const filterKey = JSON.stringify(filters);
  const [shownFilterKey, setShownFilterKey] = useState(filterKey);
  if (filterKey !== shownFilterKey) {
    setShownFilterKey(filterKey);
    table.resetPage();
  }
  const sort = firstSort
    ? {
        sort: sortKeys.find((k) => k === table.sort?.key) ?? firstSort,
        order: table.sort?.direction ?? defaultOrder,
      }
    : {};
  const query: RecordsQuery = {
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    ...sort,
    ...filters,
  };
  const records = props.api.useList(query);
  const remove = props.api.useDelete?.();
  const deleteLabel = props.deleteLabel ?? 'Delete';
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);

  const askDelete = async (record: T) => {
    const message = props.deleteQuestion?.(record) ?? `Delete the ${noun} '${props.describe(record)}'?`;
    if (await confirm({ message, confirmLabel: deleteLabel })) remove?.mutate(record.id);
  };
  const isFiltered = table.search !== '' || Object.values(filters).some((value) => value !== undefined);

  const canEdit = allowed.update && renderForm !== undefined;
  const canDelete = allowed.delete && remove !== undefined;
  const isEditable = props.isEditable ?? (() => true);
  const editAction = (record: T): RowAction | null =>
    canEdit && isEditable(record)
      ? { label: 'Edit', name: `Edit ${props.describe(record)}`, onClick: () => setEditing({ record }) }
      : null;
  const deleteAction = (record: T): RowAction | null =>
    canDelete && isEditable(record)
      ? {
          label: deleteLabel,
          name: `${deleteLabel} ${props.describe(record)}`,
          color: 'red',
          onClick: () => void askDelete(record),
        }
      : null;
  const rowActions = props.rowActions ?? ((_record: T, slot: RowActionSlot) => [slot.edit, slot.remove]);

  const columns: DataTableColumn<T>[] = props.columns.map((c) => ({
    ...c,
    sortable: sortKeys.includes(c.key),
  }));
  const hasActions = canEdit || canDelete || props.rowActions !== undefined;
  const codeFilterControls = props.codeFilters?.map((filter) => (
    <FilterSelect
      key={filter.key}
      label={filter.label}
      allLabel={filter.allLabel}
      codes={filter.codes}
      labels={filter.labels}
      value={codeValues[filter.key]}
      onChange={(value) => setCodeValues((current) => ({ ...current, [filter.key]: value }))}
    />
  ));
  const filterControls = (
    <>
      {codeFilterControls}
      {typeof props.filterControls === 'function' ? props.filterControls(records.data) : props.filterControls}
    </>
  );
  const hasToolbar =
    Boolean(props.codeFilters?.length || props.filterControls) || (allowed.create && renderForm);

  return (
    <>
      {props.header?.(records.data, query)}
      <DataTable
        label={props.label}
        columns={columns}
        rowActions={
          hasActions
            ? {
                of: (record) =>
                  rowActions(record, { edit: editAction(record), remove: deleteAction(record), confirm }),
                name: props.describe,
              }
            : undefined
        }
        data={records.data}
        rowKey={(record) => record.id}
        actionsHeader={props.actionsHeader}
        isLoading={records.isLoading}
        isError={records.isError}
        emptyText={isFiltered ? (props.noMatchText ?? props.emptyText) : props.emptyText}
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel={props.searchLabel}
        searchPlaceholder={props.searchPlaceholder}
        sort={table.sort}
        onSortChange={table.setSort}
        toolbar={
          hasToolbar ? (
            <>
              {filterControls}
              {allowed.create && renderForm ? (
                <Button onClick={() => setEditing({ record: null })}>
                  {props.createLabel ?? `New ${noun}`}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {renderForm?.({
        opened: editing !== null,
        record: editing?.record ?? null,
        onClose: () => setEditing(null),
      })}
      {dialog}
    </>
  );
}
