import { hasAnyPermission, USERS_AND_ROLES_ACCESS } from '@fastforward/domain';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table';
import { getPermissions } from '../../../lib/session';
import { useDeleteRole } from '../api/delete-role';
import { useDepartmentOptions } from '../api/get-department-options';
import { type RoleSummary, useRoles } from '../api/get-roles';
import { RoleFormModal } from '../components/role-form-modal';

// The server decides; hiding what it would refuse keeps the page honest.
const can = (action: 'create' | 'update' | 'delete') =>
  hasAnyPermission(getPermissions(), USERS_AND_ROLES_ACCESS[action]);

const formatDate = (value: string) => new Date(value).toLocaleDateString();

/** /dashboard/users-and-roles/roles */
export function RolesPage() {
  const table = useDataTableState({ key: 'name', direction: 'asc' });
  const [departmentId, setDepartmentId] = useState<number | undefined>(undefined);
  const roles = useRoles({
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: table.sort?.key === 'createdAt' ? 'createdAt' : 'name',
    order: table.sort?.direction ?? 'asc',
    departmentId,
  });
  const departments = useDepartmentOptions();
  const remove = useDeleteRole();
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<{ roleId: number | null } | null>(null);

  const askDelete = async (role: RoleSummary) => {
    if (await confirm({ message: `Delete the role '${role.name}'?`, confirmLabel: 'Delete' })) {
      remove.mutate(role.id);
    }
  };

  const canUpdate = can('update');
  const canDelete = can('delete');
  const columns: DataTableColumn<RoleSummary>[] = [
    { key: 'name', header: 'Name', render: (r) => r.name, sortable: true },
    { key: 'department', header: 'Department', render: (r) => r.department?.name ?? '—' },
    { key: 'permissionCount', header: 'Permissions', render: (r) => r.permissionCount },
    { key: 'staffCount', header: 'Staff', render: (r) => r.staffCount },
    { key: 'createdAt', header: 'Created', render: (r) => formatDate(r.createdAt), sortable: true },
  ];
  if (canUpdate || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (r) => (
        <Group gap="xs">
          {canUpdate ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing({ roleId: r.id })}
              aria-label={`Edit ${r.name}`}
            >
              Edit
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => askDelete(r)}
              aria-label={`Delete ${r.name}`}
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
      <Title order={2}>Roles</Title>
      <DataTable
        label="Roles"
        columns={columns}
        data={roles.data}
        rowKey={(r) => r.id}
        isLoading={roles.isLoading}
        isError={roles.isError}
        emptyText="No roles yet."
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel="Search roles"
        searchPlaceholder="Role name"
        sort={table.sort}
        onSortChange={table.setSort}
        toolbar={
          <>
            <Select
              label="Filter by department"
              placeholder="All departments"
              clearable
              data={(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
              value={departmentId === undefined ? null : String(departmentId)}
              onChange={(next) => {
                setDepartmentId(next === null ? undefined : Number(next));
                table.resetPage();
              }}
            />
            {can('create') ? <Button onClick={() => setEditing({ roleId: null })}>New role</Button> : null}
          </>
        }
      />
      <RoleFormModal
        opened={editing !== null}
        roleId={editing?.roleId ?? null}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </Stack>
  );
}
