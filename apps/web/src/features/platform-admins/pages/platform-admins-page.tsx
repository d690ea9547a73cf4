import type { StaffStatus } from '@fastforward/domain';
import { Badge, Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  ACCOUNT_STATUS_OPTIONS,
  AccountStatusCell,
  InvitationSentAlert,
  useAccountActions,
} from '../../../components/accounts';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table';
import { PlatformPageHeader } from '../../../components/platform-page-header';
import { showSuccessDialog } from '../../../lib/dialogs';
import { type PlatformAdmin, usePlatformAdmins } from '../api/get-platform-admins';
import { useResetPlatformAdminPassword } from '../api/reset-platform-admin-password';
import { useSetPlatformAdminStatus } from '../api/set-platform-admin-status';
import { InvitePlatformAdminModal } from '../components/invite-platform-admin-modal';

const SORT_KEYS = ['username', 'fullName', 'createdAt'] as const;

/** /super-user-dashboard/admins: the super-administrator's list of platform administrators. */
export function PlatformAdminsPage() {
  const table = useDataTableState({ key: 'username', direction: 'asc' });
  const [status, setStatus] = useState<StaffStatus | undefined>();
  const admins = usePlatformAdmins({
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: SORT_KEYS.find((k) => k === table.sort?.key) ?? 'username',
    order: table.sort?.direction ?? 'asc',
    status,
  });
  const setAdminStatus = useSetPlatformAdminStatus();
  const resetPassword = useResetPlatformAdminPassword();
  const { buttons, dialog } = useAccountActions<PlatformAdmin>({
    setDisabled: (admin, disable) => setAdminStatus.mutate({ id: admin.id, disable }),
    resetPassword: (admin) =>
      resetPassword.mutate(admin.id, { onSuccess: (message) => void showSuccessDialog(message) }),
  });
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);

  const columns: DataTableColumn<PlatformAdmin>[] = [
    { key: 'username', header: 'Username', render: (a) => a.username, sortable: true },
    { key: 'fullName', header: 'Full name', render: (a) => a.fullName, sortable: true },
    { key: 'email', header: 'E-mail', render: (a) => a.email },
    {
      key: 'status',
      header: 'Status',
      render: (a) => <AccountStatusCell status={a.status} isFirstLogin={a.isFirstLogin} />,
    },
    {
      key: 'createdAt',
      header: 'Created',
      render: (a) => new Date(a.createdAt).toLocaleDateString(),
      sortable: true,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (a) =>
        // The super-administrator is never disabled; his own password is his to change.
        a.isSuperAdmin ? (
          <Badge variant="outline" miw="max-content">
            Super-administrator
          </Badge>
        ) : (
          <Group gap="xs" wrap="nowrap">
            {buttons(a)}
          </Group>
        ),
    },
  ];

  return (
    <Stack p="md" maw={1200} mx="auto">
      <PlatformPageHeader title="Platform administrators" />
      <InvitationSentAlert email={invited} onClose={() => setInvited(null)} />
      <DataTable
        label="Platform administrators"
        columns={columns}
        data={admins.data}
        rowKey={(a) => a.id}
        isLoading={admins.isLoading}
        isError={admins.isError}
        emptyText="No platform administrators found."
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel="Search administrators"
        searchPlaceholder="Username, name or e-mail"
        sort={table.sort}
        onSortChange={table.setSort}
        toolbar={
          <>
            <Select
              label="Status"
              placeholder="All"
              clearable
              data={ACCOUNT_STATUS_OPTIONS}
              value={status ?? null}
              onChange={(v) => {
                setStatus((v as StaffStatus | null) ?? undefined);
                table.resetPage();
              }}
            />
            <Button onClick={() => setInviting(true)}>Invite administrator</Button>
          </>
        }
      />
      <InvitePlatformAdminModal opened={inviting} onClose={() => setInviting(false)} onInvited={setInvited} />
      {dialog}
    </Stack>
  );
}
