import type { ListData } from '@fastforward/domain';
import { Badge, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table';
import { formatTime, StatusFilter, statusColor } from './status-filter';

/** What every message log row has besides its recipient and content. */
type LogRow = { id: number; status: string; error: string | null; createdAt: string; sentAt: string | null };

/** Every log is listed newest first until the user sorts otherwise. */
const DEFAULT_SORT = 'createdAt';

export type LogsQuery<S extends string, K extends string> = {
  page: number;
  pageSize: number;
  search: string;
  status: S | undefined;
  sort: typeof DEFAULT_SORT | K;
  order: 'asc' | 'desc';
};

/** The columns of a message log: when, to whom, what, and how it went. */
export function logColumns<Row extends LogRow>(
  recipient: DataTableColumn<Row>,
  content: DataTableColumn<Row>,
): DataTableColumn<Row>[] {
  return [
    { key: 'createdAt', header: 'Created', sortable: true, render: (m) => formatTime(m.createdAt) },
    recipient,
    content,
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (m) => (
        <Badge color={statusColor(m.status)} variant="light">
          {m.status}
        </Badge>
      ),
    },
    {
      key: 'error',
      header: 'Error',
      render: (m) =>
        m.error ? (
          <Text size="sm" c="red">
            {m.error}
          </Text>
        ) : (
          ''
        ),
    },
    { key: 'sentAt', header: 'Sent', render: (m) => formatTime(m.sentAt) },
  ];
}

export type MessageLogsTableProps<Row extends LogRow, S extends string, K extends string> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  statuses: readonly S[];
  /** The columns the server sorts by besides the creation time. */
  sortKeys: readonly K[];
  /** The channel's list query; pass the module's hook itself, so every render calls the same one. */
  useLogs: (query: LogsQuery<S, K>) => {
    data: ListData<Row> | undefined;
    isLoading: boolean;
    isError: boolean;
  };
  emptyText: string;
  searchLabel: string;
  searchPlaceholder: string;
};

/** One channel's message log: server-paged, searchable, sortable and filtered by status. */
export function MessageLogsTable<Row extends LogRow, S extends string, K extends string>({
  label,
  columns,
  statuses,
  sortKeys,
  useLogs,
  emptyText,
  searchLabel,
  searchPlaceholder,
}: MessageLogsTableProps<Row, S, K>) {
  const table = useDataTableState({ key: DEFAULT_SORT, direction: 'desc' });
  const [status, setStatus] = useState<S | undefined>();
  const logs = useLogs({
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    status,
    sort: sortKeys.find((k) => k === table.sort?.key) ?? DEFAULT_SORT,
    order: table.sort?.direction ?? 'desc',
  });
  return (
    <DataTable
      label={label}
      columns={columns}
      data={logs.data}
      rowKey={(m) => m.id}
      isLoading={logs.isLoading}
      isError={logs.isError}
      emptyText={emptyText}
      page={table.page}
      onPageChange={table.setPage}
      onSearchChange={table.setSearch}
      searchLabel={searchLabel}
      searchPlaceholder={searchPlaceholder}
      sort={table.sort}
      onSortChange={table.setSort}
      toolbar={
        <StatusFilter
          statuses={statuses}
          value={status}
          onChange={(next) => {
            setStatus(next);
            table.resetPage();
          }}
        />
      }
    />
  );
}
