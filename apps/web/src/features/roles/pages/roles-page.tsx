import { NAMED_RECORD_SORTS, type RoleSummary, USERS_AND_ROLES_ACCESS } from '@fastforward/domain';
import { Select } from '@mantine/core';
import { createdAtColumn, RecordsPage, useRecordFilters } from '../../../components/company-records';
import { useDeleteRole } from '../api/delete-role';
import { useDepartmentOptions } from '../api/get-department-options';
import { useRoles } from '../api/get-roles';
import { RoleFormModal } from '../components/role-form-modal';

const API = { useList: useRoles, useDelete: useDeleteRole };

/** /dashboard/users-and-roles/roles */
export function RolesPage() {
  const departments = useDepartmentOptions();
  const { filters, setFilter } = useRecordFilters<{ departmentId: number }>();
  return (
    <RecordsPage<RoleSummary>
      title="Roles"
      noun="role"
      headingOrder={2}
      api={API}
      access={USERS_AND_ROLES_ACCESS}
      columns={[
        { key: 'name', header: 'Name', render: (r) => r.name },
        { key: 'department', header: 'Department', render: (r) => r.department?.name ?? '—' },
        { key: 'permissionCount', header: 'Permissions', render: (r) => r.permissionCount },
        { key: 'staffCount', header: 'Staff', render: (r) => r.staffCount },
        createdAtColumn(),
      ]}
      sortKeys={NAMED_RECORD_SORTS}
      filters={filters}
      filterControls={
        <Select
          label="Filter by department"
          placeholder="All departments"
          clearable
          data={(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
          value={filters.departmentId === undefined ? null : String(filters.departmentId)}
          onChange={(next) => setFilter('departmentId')(next === null ? undefined : Number(next))}
        />
      }
      describe={(r) => r.name}
      searchPlaceholder="Role name"
      renderForm={(slot) => (
        <RoleFormModal opened={slot.opened} roleId={slot.record?.id ?? null} onClose={slot.onClose} />
      )}
    />
  );
}
