import { hasAnyPermission, USERS_AND_ROLES_ACCESS } from '@fastforward/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { getPermissions } from '../../lib/session';
import { useConfirmDialog } from '../confirm-dialog';
import { DataTable, type DataTableColumn, useDataTableState } from '../data-table';
import { NamedRecordFormModal } from './named-record-form-modal';
import type { NamedRecord, NamedRecordsApi } from './named-records-api';

// The server decides; hiding what it would refuse keeps the page honest.
const can = (action: 'create' | 'update' | 'delete') =>
  hasAnyPermission(getPermissions(), USERS_AND_ROLES_ACCESS[action]);

const formatDate = (value: string) => new Date(value).toLocaleDateString();

export type NamedRecordsPageProps = {
  /** 'Departments' */
  title: string;
  /** 'department' */
  noun: string;
  api: NamedRecordsApi;
  schema: z.ZodType<{ name: string }, { name: string }>;
};

/** The list of one kind of named record with search, paging, sort, create, rename and delete. */
export function NamedRecordsPage({ title, noun, api, schema }: NamedRecordsPageProps) {
  const table = useDataTableState({ key: 'name', direction: 'asc' });
  const records = api.useList({
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: table.sort?.key === 'createdAt' ? 'createdAt' : 'name',
    order: table.sort?.direction ?? 'asc',
  });
  const remove = api.useDelete();
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<{ record: NamedRecord | null } | null>(null);

  const askDelete = async (record: NamedRecord) => {
    if (await confirm({ message: `Delete the ${noun} '${record.name}'?`, confirmLabel: 'Delete' })) {
      remove.mutate(record.id);
    }
  };

  const canUpdate = can('update');
  const canDelete = can('delete');
  const columns: DataTableColumn<NamedRecord>[] = [
    { key: 'name', header: 'Name', render: (d) => d.name, sortable: true },
    { key: 'createdAt', header: 'Created', render: (d) => formatDate(d.createdAt), sortable: true },
  ];
  if (canUpdate || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (d) => (
        <Group gap="xs">
          {canUpdate ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing({ record: d })}
              aria-label={`Edit ${d.name}`}
            >
              Edit
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => askDelete(d)}
              aria-label={`Delete ${d.name}`}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      ),
    });
  }

  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <DataTable
        label={title}
        columns={columns}
        data={records.data}
        rowKey={(d) => d.id}
        isLoading={records.isLoading}
        isError={records.isError}
        emptyText={`No ${title.toLowerCase()} yet.`}
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel={`Search ${title.toLowerCase()}`}
        searchPlaceholder={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} name`}
        sort={table.sort}
        onSortChange={table.setSort}
        toolbar={
          can('create') ? <Button onClick={() => setEditing({ record: null })}>New {noun}</Button> : null
        }
      />
      <NamedRecordFormModal
        opened={editing !== null}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        noun={noun}
        schema={schema}
        api={api}
      />
      {dialog}
    </Stack>
  );
}
