import {
  CUSTOMERS_ACCESS,
  type CustomerKycSummary,
  customerKycPath,
  KYC_LIST_FILTER_LABELS,
  KYC_LIST_FILTERS,
  KYC_LIST_SORTS,
  KYC_STATUS,
  type KycListFilter,
} from '@fastforward/domain';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { InvitationSentAlert } from '../../../components/accounts';
import { FilterSelect, RecordsPage, useRecordFilters } from '../../../components/company-records';
import type { DataTableColumn } from '../../../components/data-table';
import { KycStatusBadge } from '../../../components/kyc-details';
import { SalesPersonFilter } from '../../../components/pickers';
import { useCan } from '../../../lib/permissions';
import { useCustomerKycs } from '../api/get-customer-kycs';
import { useRegenerateKycLink } from '../api/regenerate-kyc-link';
import { InviteCustomerModal } from '../components/invite-customer-modal';
import { TransferCustomerModal } from '../components/transfer-customer-modal';

const dateOf = (value: string | null) => (value ? new Date(value).toLocaleDateString() : '—');

const COLUMNS: DataTableColumn<CustomerKycSummary>[] = [
  {
    key: 'companyName',
    header: 'Company',
    render: (k) => (
      <Anchor component={Link} to={customerKycPath(k.id)}>
        {k.companyName || k.email}
      </Anchor>
    ),
  },
  { key: 'email', header: 'E-mail', render: (k) => k.email },
  {
    key: 'status',
    header: 'Status',
    render: (k) => <KycStatusBadge status={k.status} hasPendingUpdate={k.hasPendingUpdate} />,
  },
  { key: 'salesPerson', header: 'Sales person', render: (k) => k.salesPerson?.fullName ?? '—' },
  { key: 'tier', header: 'Tier', render: (k) => k.tier?.name ?? '—' },
  { key: 'submittedAt', header: 'Submitted', render: (k) => dateOf(k.submittedAt) },
  { key: 'createdAt', header: 'Invited', render: (k) => dateOf(k.createdAt) },
];

const API = { useList: useCustomerKycs };

type Filters = { status: KycListFilter; salesPersonId: number };

/** /dashboard/customers: the forwarder's customers, invited and onboarded through their KYC. */
export function CustomersPage() {
  const navigate = useNavigate();
  const { filters, setFilter } = useRecordFilters<Filters>();
  const regenerate = useRegenerateKycLink();
  const canUpdate = useCan(CUSTOMERS_ACCESS.update);
  const [transferring, setTransferring] = useState<CustomerKycSummary | null>(null);
  const [invited, setInvited] = useState<string | null>(null);

  return (
    <>
      <RecordsPage<CustomerKycSummary>
        title="Customers"
        noun="customer"
        createLabel="Invite customer"
        notice={<InvitationSentAlert email={invited} onClose={() => setInvited(null)} />}
        api={API}
        access={CUSTOMERS_ACCESS}
        columns={COLUMNS}
        sortKeys={KYC_LIST_SORTS}
        defaultOrder="desc"
        filters={filters}
        filterControls={
          <>
            <FilterSelect<KycListFilter>
              label="Status"
              allLabel="All"
              codes={KYC_LIST_FILTERS}
              labels={KYC_LIST_FILTER_LABELS}
              value={filters.status}
              onChange={setFilter('status')}
            />
            <SalesPersonFilter
              placeholder="All"
              value={filters.salesPersonId}
              onChange={setFilter('salesPersonId')}
            />
          </>
        }
        describe={(k) => k.companyName || k.email}
        rowActions={(k, { confirm }) => [
          {
            label: 'View',
            name: `View ${k.companyName || k.email}`,
            variant: 'default',
            onClick: () => navigate(customerKycPath(k.id)),
          },
          canUpdate &&
            k.status === KYC_STATUS.invited && {
              label: 'Regenerate link',
              name: `Regenerate link for ${k.companyName || k.email}`,
              onClick: async () => {
                const question = {
                  message: `E-mail a new invitation link to ${k.email}? Earlier links stop working.`,
                  confirmLabel: 'Send new link',
                  color: 'blue',
                };
                if (await confirm(question)) regenerate.mutate({ id: k.id });
              },
            },
          canUpdate && {
            label: 'Transfer',
            name: `Transfer ${k.companyName || k.email}`,
            onClick: () => setTransferring(k),
          },
        ]}
        searchPlaceholder="Company, e-mail or short name"
        emptyText="No customers yet. Invite one to start their KYC."
        noMatchText="No customers match."
        renderForm={(slot) => (
          <InviteCustomerModal opened={slot.opened} onClose={slot.onClose} onInvited={setInvited} />
        )}
      />
      <TransferCustomerModal kyc={transferring} onClose={() => setTransferring(null)} />
    </>
  );
}
