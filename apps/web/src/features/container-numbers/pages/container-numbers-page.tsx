import { type ContainerNumber, hasAnyPermission, MASTERS_ACCESS } from '@fastforward/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table';
import { getPermissions } from '../../../lib/session';
import { useDeleteContainerNumber } from '../api/delete-container-number';
import { useContainerNumbers } from '../api/get-container-numbers';
import { ContainerNumberFormModal } from '../components/container-number-form-modal';

// The server decides; hiding what it would refuse keeps the page honest.
const can = (action: 'view' | 'create' | 'update' | 'delete') =>
  hasAnyPermission(getPermissions(), MASTERS_ACCESS[action]);

const TITLE = 'Container Numbers';
const formatDate = (value: string) => new Date(value).toLocaleDateString();

/** /dashboard/masters/container-numbers */
export function ContainerNumbersPage() {
  if (!can('view')) {
    return (
      <Stack>
        <Title order={1}>{TITLE}</Title>
        <Text c="dimmed">You do not have permission to open {TITLE}.</Text>
      </Stack>
    );
  }
  return <ContainerNumbersList />;
}

function ContainerNumbersList() {
  const table = useDataTableState({ key: 'number', direction: 'asc' });
  const numbers = useContainerNumbers({
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: table.sort?.key === 'createdAt' ? 'createdAt' : 'number',
    order: table.sort?.direction ?? 'asc',
  });
  const remove = useDeleteContainerNumber();
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<{ item: ContainerNumber | null } | null>(null);

  const askDelete = async (item: ContainerNumber) => {
    if (await confirm({ message: `Delete the container number ${item.number}?`, confirmLabel: 'Delete' })) {
      remove.mutate(item.id);
    }
  };

  const canUpdate = can('update');
  const canDelete = can('delete');
  const columns: DataTableColumn<ContainerNumber>[] = [
    { key: 'number', header: 'Container number', sortable: true, render: (c) => c.number },
    { key: 'containerSize', header: 'Container size', render: (c) => c.containerSize?.size ?? '—' },
    { key: 'remarks', header: 'Remarks', render: (c) => c.remarks ?? '' },
    { key: 'createdAt', header: 'Added', sortable: true, render: (c) => formatDate(c.createdAt) },
  ];
  if (canUpdate || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (c) => (
        <Group gap="xs">
          {canUpdate ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing({ item: c })}
              aria-label={`Edit ${c.number}`}
            >
              Edit
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => askDelete(c)}
              aria-label={`Delete ${c.number}`}
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
      <Title order={1}>{TITLE}</Title>
      <DataTable
        label="Container numbers"
        columns={columns}
        data={numbers.data}
        rowKey={(c) => c.id}
        isLoading={numbers.isLoading}
        isError={numbers.isError}
        emptyText={
          table.search
            ? 'No container numbers match the search.'
            : 'No container numbers yet. Add the containers you track.'
        }
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel="Search container numbers"
        searchPlaceholder="Number or remarks"
        sort={table.sort}
        onSortChange={table.setSort}
        toolbar={
          can('create') ? (
            <Button onClick={() => setEditing({ item: null })}>New container number</Button>
          ) : null
        }
      />
      <ContainerNumberFormModal
        opened={editing !== null}
        containerNumber={editing?.item ?? null}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </Stack>
  );
}
