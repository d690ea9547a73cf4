import { ACCOUNT_SORTS, type Staff, type StaffStatus, USERS_AND_ROLES_ACCESS } from '@fastforward/domain';
import { Select } from '@mantine/core';
import { useState } from 'react';
import {
  AccountStatusFilter,
  accountColumns,
  InvitationSentAlert,
  useAccountActions,
} from '../../../components/accounts';
import { RecordsPage, useRecordFilters } from '../../../components/company-records';
import { useCan } from '../../../lib/permissions';
import { useDepartmentOptions } from '../api/get-department-options';
import { useRoleOptions } from '../api/get-role-options';
import { useStaff } from '../api/get-staff';
import { useResetStaffPassword } from '../api/reset-staff-password';
import { useSetStaffStatus } from '../api/set-staff-status';
import { StaffFormModal } from '../components/staff-form-modal';

const COLUMNS = accountColumns<Staff>([
  { key: 'department', header: 'Department', render: (s) => s.department?.name ?? '—' },
  { key: 'designation', header: 'Designation', render: (s) => s.designation?.name ?? '—' },
  { key: 'roles', header: 'Roles', render: (s) => s.roles.map((r) => r.name).join(', ') || '—' },
]);

const API = { useList: useStaff };

const toOptions = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
const toId = (value: string | null) => (value === null ? undefined : Number(value));

type Filters = { departmentId: number; roleId: number; status: StaffStatus };

/** /dashboard/users-and-roles/staff */
export function StaffPage() {
  const departments = useDepartmentOptions();
  const roles = useRoleOptions();
  const { filters, setFilter } = useRecordFilters<Filters>();
  const accountActions = useAccountActions<Staff>({
    setStatus: useSetStaffStatus(),
    resetPassword: useResetStaffPassword(),
  });
  const canUpdate = useCan(USERS_AND_ROLES_ACCESS.update);
  const [invited, setInvited] = useState<string | null>(null);
  const idSelect = (key: 'departmentId' | 'roleId', label: string, data: ReturnType<typeof toOptions>) => (
    <Select
      label={label}
      placeholder="All"
      clearable
      data={data}
      value={filters[key] === undefined ? null : String(filters[key])}
      onChange={(v) => setFilter(key)(toId(v))}
    />
  );

  return (
    <RecordsPage<Staff>
      title="Staff"
      noun="staff member"
      createLabel="Invite staff member"
      headingOrder={2}
      notice={<InvitationSentAlert email={invited} onClose={() => setInvited(null)} />}
      api={API}
      access={USERS_AND_ROLES_ACCESS}
      columns={COLUMNS}
      sortKeys={ACCOUNT_SORTS}
      filters={filters}
      filterControls={
        <>
          {idSelect('departmentId', 'Department', toOptions(departments.data))}
          {idSelect('roleId', 'Role', toOptions(roles.data))}
          <AccountStatusFilter value={filters.status} onChange={setFilter('status')} />
        </>
      }
      describe={(s) => s.username}
      rowActions={canUpdate ? (s, slot) => [slot.edit, ...accountActions(s, slot.confirm)] : undefined}
      searchPlaceholder="Username, name or e-mail"
      emptyText="No staff members found."
      renderForm={(slot) => (
        <StaffFormModal
          key={slot.record ? `edit-${slot.record.id}` : 'invite'}
          opened={slot.opened}
          staff={slot.record}
          onClose={slot.onClose}
          onInvited={setInvited}
        />
      )}
    />
  );
}
