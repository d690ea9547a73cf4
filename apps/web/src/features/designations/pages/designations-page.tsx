import { hasAnyPermission, USERS_AND_ROLES_ACCESS } from '@fastforward/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table';
import { getPermissions } from '../../../lib/session';
import { useDeleteDesignation } from '../api/delete-designation';
import { type Designation, useDesignations } from '../api/get-designations';
import { DesignationFormModal } from '../components/designation-form-modal';

// The server decides; hiding what it would refuse keeps the page honest.
const can = (action: 'create' | 'update' | 'delete') =>
  hasAnyPermission(getPermissions(), USERS_AND_ROLES_ACCESS[action]);

const formatDate = (value: string) => new Date(value).toLocaleDateString();

/** /dashboard/users-and-roles/designations */
export function DesignationsPage() {
  const table = useDataTableState({ key: 'name', direction: 'asc' });
  const designations = useDesignations({
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: table.sort?.key === 'createdAt' ? 'createdAt' : 'name',
    order: table.sort?.direction ?? 'asc',
  });
  const remove = useDeleteDesignation();
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<{ designation: Designation | null } | null>(null);

  const askDelete = async (designation: Designation) => {
    if (await confirm({ message: `Delete the designation '${designation.name}'?`, confirmLabel: 'Delete' })) {
      remove.mutate(designation.id);
    }
  };

  const canUpdate = can('update');
  const canDelete = can('delete');
  const columns: DataTableColumn<Designation>[] = [
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
              onClick={() => setEditing({ designation: d })}
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
      <Title order={2}>Designations</Title>
      <DataTable
        label="Designations"
        columns={columns}
        data={designations.data}
        rowKey={(d) => d.id}
        isLoading={designations.isLoading}
        isError={designations.isError}
        emptyText="No designations yet."
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel="Search designations"
        searchPlaceholder="Designation name"
        sort={table.sort}
        onSortChange={table.setSort}
        toolbar={
          can('create') ? (
            <Button onClick={() => setEditing({ designation: null })}>New designation</Button>
          ) : null
        }
      />
      <DesignationFormModal
        opened={editing !== null}
        designation={editing?.designation ?? null}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </Stack>
  );
}
