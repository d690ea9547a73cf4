import { hasAnyPermission, type StaffStatus, USERS_AND_ROLES_ACCESS } from '@fastforward/domain';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import {
  ACCOUNT_STATUS_OPTIONS,
  AccountStatusCell,
  InvitationSentAlert,
  useAccountActions,
} from '../../../components/accounts';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table';
import { showSuccessDialog } from '../../../lib/dialogs';
import { getPermissions } from '../../../lib/session';
import { useDepartmentOptions } from '../api/get-department-options';
import { useRoleOptions } from '../api/get-role-options';
import { type StaffMember, type StaffQuery, useStaff } from '../api/get-staff';
import { useResetStaffPassword } from '../api/reset-staff-password';
import { useSetStaffStatus } from '../api/set-staff-status';
import { StaffFormModal } from '../components/staff-form-modal';

// The server decides; hiding what it would refuse keeps the page honest.
const can = (action: 'create' | 'update') =>
  hasAnyPermission(getPermissions(), USERS_AND_ROLES_ACCESS[action]);

const SORT_KEYS = ['username', 'fullName', 'createdAt'] as const;

const toOptions = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
const toId = (value: string | null) => (value === null ? undefined : Number(value));

/** /dashboard/users-and-roles/staff */
export function StaffPage() {
  const table = useDataTableState({ key: 'username', direction: 'asc' });
  const [filters, setFilters] = useState<Pick<StaffQuery, 'departmentId' | 'roleId' | 'status'>>({});
  const sortKey = SORT_KEYS.find((k) => k === table.sort?.key) ?? 'username';
  const staff = useStaff({
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: sortKey,
    order: table.sort?.direction ?? 'asc',
    ...filters,
  });
  const departments = useDepartmentOptions();
  const roles = useRoleOptions();
  const setStatus = useSetStaffStatus();
  const resetPassword = useResetStaffPassword();
  const { buttons, dialog } = useAccountActions<StaffMember>({
    setDisabled: (member, disable) => setStatus.mutate({ id: member.id, disable }),
    resetPassword: (member) =>
      resetPassword.mutate(member.id, { onSuccess: (message) => void showSuccessDialog(message) }),
  });
  const [editing, setEditing] = useState<{ staff: StaffMember | null } | null>(null);
  const [invited, setInvited] = useState<string | null>(null);

  const filter = (next: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    table.resetPage();
  };

  const canUpdate = can('update');
  const columns: DataTableColumn<StaffMember>[] = [
    { key: 'username', header: 'Username', render: (s) => s.username, sortable: true },
    { key: 'fullName', header: 'Full name', render: (s) => s.fullName, sortable: true },
    { key: 'email', header: 'E-mail', render: (s) => s.email },
    { key: 'department', header: 'Department', render: (s) => s.department?.name ?? '—' },
    { key: 'designation', header: 'Designation', render: (s) => s.designation?.name ?? '—' },
    { key: 'roles', header: 'Roles', render: (s) => s.roles.map((r) => r.name).join(', ') || '—' },
    {
      key: 'status',
      header: 'Status',
      render: (s) => <AccountStatusCell status={s.status} isFirstLogin={s.isFirstLogin} />,
    },
    {
      key: 'createdAt',
      header: 'Created',
      render: (s) => new Date(s.createdAt).toLocaleDateString(),
      sortable: true,
    },
  ];
  if (canUpdate) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (s) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing({ staff: s })}
            aria-label={`Edit ${s.username}`}
          >
            Edit
          </Button>
          {buttons(s)}
        </Group>
      ),
    });
  }

  return (
    <Stack>
      <Title order={2}>Staff</Title>
      <InvitationSentAlert email={invited} onClose={() => setInvited(null)} />
      <DataTable
        label="Staff"
        columns={columns}
        data={staff.data}
        rowKey={(s) => s.id}
        isLoading={staff.isLoading}
        isError={staff.isError}
        emptyText="No staff members found."
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel="Search staff"
        searchPlaceholder="Username, name or e-mail"
        sort={table.sort}
        onSortChange={table.setSort}
        toolbar={
          <>
            <Select
              label="Department"
              placeholder="All"
              clearable
              data={toOptions(departments.data)}
              value={filters.departmentId === undefined ? null : String(filters.departmentId)}
              onChange={(v) => filter({ departmentId: toId(v) })}
            />
            <Select
              label="Role"
              placeholder="All"
              clearable
              data={toOptions(roles.data)}
              value={filters.roleId === undefined ? null : String(filters.roleId)}
              onChange={(v) => filter({ roleId: toId(v) })}
            />
            <Select
              label="Status"
              placeholder="All"
              clearable
              data={ACCOUNT_STATUS_OPTIONS}
              value={filters.status ?? null}
              onChange={(v) => filter({ status: (v as StaffStatus | null) ?? undefined })}
            />
            {can('create') ? (
              <Button onClick={() => setEditing({ staff: null })}>Invite staff member</Button>
            ) : null}
          </>
        }
      />
      <StaffFormModal
        key={editing?.staff ? `edit-${editing.staff.id}` : 'invite'}
        opened={editing !== null}
        staff={editing?.staff ?? null}
        onClose={() => setEditing(null)}
        onInvited={setInvited}
      />
      {dialog}
    </Stack>
  );
}
