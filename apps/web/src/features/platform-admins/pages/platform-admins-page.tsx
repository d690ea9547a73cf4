import { ACCOUNT_SORTS, type PlatformAdmin, type StaffStatus } from '@fastforward/domain';
import { Badge, Box } from '@mantine/core';
import { useState } from 'react';
import {
  AccountStatusFilter,
  accountColumns,
  InvitationSentAlert,
  useAccountActions,
} from '../../../components/accounts';
import { RecordsPage, useRecordFilters } from '../../../components/company-records';
import { PlatformPageHeader } from '../../../components/platform-page-header';
import { usePlatformAdmins } from '../api/get-platform-admins';
import { useResetPlatformAdminPassword } from '../api/reset-platform-admin-password';
import { useSetPlatformAdminStatus } from '../api/set-platform-admin-status';
import { InvitePlatformAdminModal } from '../components/invite-platform-admin-modal';

const TITLE = 'Platform administrators';
const COLUMNS = accountColumns<PlatformAdmin>([
  {
    key: 'role',
    header: 'Role',
    render: (a) =>
      a.isSuperAdmin ? (
        <Badge variant="outline" miw="max-content">
          Super-administrator
        </Badge>
      ) : (
        'Administrator'
      ),
  },
]);
const API = { useList: usePlatformAdmins };

/** /super-user-dashboard/admins: the super-administrator's list of platform administrators. */
export function PlatformAdminsPage() {
  const { filters, setFilter } = useRecordFilters<{ status: StaffStatus }>();
  const accountActions = useAccountActions<PlatformAdmin>({
    setStatus: useSetPlatformAdminStatus(),
    resetPassword: useResetPlatformAdminPassword(),
  });
  const [invited, setInvited] = useState<string | null>(null);

  // Behind the super-administrator's route gate: every action here is his.
  return (
    <Box maw={1200} mx="auto">
      <RecordsPage<PlatformAdmin>
        title={TITLE}
        heading={<PlatformPageHeader title={TITLE} />}
        notice={<InvitationSentAlert email={invited} onClose={() => setInvited(null)} />}
        noun="administrator"
        createLabel="Invite administrator"
        api={API}
        columns={COLUMNS}
        sortKeys={ACCOUNT_SORTS}
        filters={filters}
        filterControls={<AccountStatusFilter value={filters.status} onChange={setFilter('status')} />}
        describe={(a) => a.username}
        // Administrators are invited here, never edited.
        isEditable={() => false}
        // The super-administrator is never disabled; his own password is his to change.
        rowActions={(a, slot) => (a.isSuperAdmin ? [] : accountActions(a, slot.confirm))}
        searchLabel="Search administrators"
        searchPlaceholder="Username, name or e-mail"
        emptyText="No platform administrators found."
        renderForm={(slot) => (
          <InvitePlatformAdminModal opened={slot.opened} onClose={slot.onClose} onInvited={setInvited} />
        )}
      />
    </Box>
  );
}
