import { hasAnyPermission, USERS_AND_ROLES_ACCESS } from '@fastforward/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table';
import { getPermissions } from '../../../lib/session';
import { useDeleteDepartment } from '../api/delete-department';
import { type Department, useDepartments } from '../api/get-departments';
import { DepartmentFormModal } from '../components/department-form-modal';

// The server decides; hiding what it would refuse keeps the page honest.
const can = (action: 'create' | 'update' | 'delete') =>
  hasAnyPermission(getPermissions(), USERS_AND_ROLES_ACCESS[action]);

const formatDate = (value: string) => new Date(value).toLocaleDateString();

/** /dashboard/users-and-roles/departments */
export function DepartmentsPage() {
  const table = useDataTableState({ key: 'name', direction: 'asc' });
  const departments = useDepartments({
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: table.sort?.key === 'createdAt' ? 'createdAt' : 'name',
    order: table.sort?.direction ?? 'asc',
  });
  const remove = useDeleteDepartment();
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<{ department: Department | null } | null>(null);

  const askDelete = async (department: Department) => {
    if (await confirm({ message: `Delete the department '${department.name}'?`, confirmLabel: 'Delete' })) {
      remove.mutate(department.id);
    }
  };

  const canUpdate = can('update');
  const canDelete = can('delete');
  const columns: DataTableColumn<Department>[] = [
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
              onClick={() => setEditing({ department: d })}
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
      <Title order={2}>Departments</Title>
      <DataTable
        label="Departments"
        columns={columns}
        data={departments.data}
        rowKey={(d) => d.id}
        isLoading={departments.isLoading}
        isError={departments.isError}
        emptyText="No departments yet."
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel="Search departments"
        searchPlaceholder="Department name"
        sort={table.sort}
        onSortChange={table.setSort}
        toolbar={
          can('create') ? (
            <Button onClick={() => setEditing({ department: null })}>New department</Button>
          ) : null
        }
      />
      <DepartmentFormModal
        opened={editing !== null}
        department={editing?.department ?? null}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </Stack>
  );
}
