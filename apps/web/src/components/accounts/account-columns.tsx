import type { Account, StaffStatus } from '@fastforward/domain';
import { Select } from '@mantine/core';
import { createdAtColumn } from '../company-records';
import type { DataTableColumn } from '../data-table';
import { ACCOUNT_STATUS_OPTIONS, AccountStatusCell } from './account-status-cell';

/** An account list's columns: who, then `details` (department, roles …), then status and creation. */
export const accountColumns = <T extends Account>(
  details: readonly DataTableColumn<T>[] = [],
): DataTableColumn<T>[] => [
  { key: 'username', header: 'Username', render: (a) => a.username },
  { key: 'fullName', header: 'Full name', render: (a) => a.fullName },
  { key: 'email', header: 'E-mail', render: (a) => a.email },
  ...details,
  {
    key: 'status',
    header: 'Status',
    render: (a) => <AccountStatusCell status={a.status} isFirstLogin={a.isFirstLogin} />,
  },
  createdAtColumn(),
];

/** The status filter of an account list; cleared, it shows every account. */
export function AccountStatusFilter({
  value,
  onChange,
}: {
  value: StaffStatus | undefined;
  onChange: (status: StaffStatus | undefined) => void;
}) {
  return (
    <Select
      label="Status"
      placeholder="All"
      clearable
      data={ACCOUNT_STATUS_OPTIONS}
      value={value ?? null}
      onChange={(next) => onChange((next as StaffStatus | null) ?? undefined)}
    />
  );
}
