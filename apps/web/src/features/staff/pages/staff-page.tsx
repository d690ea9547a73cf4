import {
  hasAnyPermission,
  STAFF_STATUS,
  STAFF_STATUSES,
  type StaffStatus,
  USERS_AND_ROLES_ACCESS,
} from '@fastforward/domain';
import { Alert, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/confirm-dialog';
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
const STATUS_LABEL: Record<StaffStatus, string> = { active: 'Active', disabled: 'Disabled' };

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
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<{ staff: StaffMember | null } | null>(null);
  const [invited, setInvited] = useState<string | null>(null);

  const filter = (next: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    table.resetPage();
  };

  const askToggle = async (member: StaffMember) => {
    const disable = member.status === STAFF_STATUS.active;
    const ok = await confirm({
      message: disable
        ? `Disable ${member.username}? They are signed out at once and cannot sign in until enabled.`
        : `Enable ${member.username}? They can sign in again.`,
      confirmLabel: disable ? 'Disable' : 'Enable',
      color: disable ? 'red' : undefined,
    });
    if (ok) setStatus.mutate({ id: member.id, disable });
  };

  const askReset = async (member: StaffMember) => {
    const ok = await confirm({
      message: `Send ${member.username} a link to set a new password?`,
      confirmLabel: 'Reset password',
    });
    if (ok) resetPassword.mutate(member.id, { onSuccess: (message) => void showSuccessDialog(message) });
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
      render: (s) => (
        <Group gap={4} wrap="nowrap">
          <Badge
            color={s.status === STAFF_STATUS.active ? 'green' : 'gray'}
            variant="light"
            miw="max-content"
          >
            {STATUS_LABEL[s.status]}
          </Badge>
          {s.isFirstLogin ? (
            <Text size="xs" c="dimmed">
              invited
            </Text>
          ) : null}
        </Group>
      ),
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
          <Button
            size="xs"
            variant="light"
            color={s.status === STAFF_STATUS.active ? 'red' : 'green'}
            onClick={() => askToggle(s)}
            aria-label={`${s.status === STAFF_STATUS.active ? 'Disable' : 'Enable'} ${s.username}`}
          >
            {s.status === STAFF_STATUS.active ? 'Disable' : 'Enable'}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => askReset(s)}
            aria-label={`Reset password of ${s.username}`}
          >
            Reset password
          </Button>
        </Group>
      ),
    });
  }

  return (
    <Stack>
      <Title order={2}>Staff</Title>
      {invited ? (
        <Alert
          color="green"
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setInvited(null)}
        >
          {`Invitation sent to ${invited}`}
        </Alert>
      ) : null}
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
              data={STAFF_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
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
