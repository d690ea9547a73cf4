import {
  COMPANY_STATUS,
  COMPANY_STATUSES,
  type CompanyApproval,
  type CompanyStatus,
} from '@fastforward/domain';
import { Badge, Box, Button, Select } from '@mantine/core';
import { useState } from 'react';
import { RecordsPage } from '../../../components/company-records';
import type { DataTableColumn } from '../../../components/data-table';
import { useCompanies } from '../api/get-companies';
import { useApproveCompany } from '../api/review-company';
import { RejectCompanyModal } from '../components/reject-company-modal';

const STATUS_LABEL: Record<CompanyStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const STATUS_COLOR: Record<CompanyStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

const COLUMNS: DataTableColumn<CompanyApproval>[] = [
  { key: 'name', header: 'Company', render: (c) => c.name },
  { key: 'shortName', header: 'Short name', render: (c) => c.shortName ?? '—' },
  { key: 'categoryCode', header: 'Category', render: (c) => c.categoryCode },
  { key: 'administratorEmail', header: 'Administrator', render: (c) => c.administratorEmail ?? '—' },
  { key: 'createdAt', header: 'Registered', render: (c) => new Date(c.createdAt).toLocaleDateString() },
  {
    key: 'status',
    header: 'Status',
    render: (c) => (
      <Badge color={STATUS_COLOR[c.status]} variant="light" miw="max-content">
        {STATUS_LABEL[c.status]}
      </Badge>
    ),
  },
  { key: 'rejectionReason', header: 'Reason', render: (c) => c.rejectionReason ?? '' },
];

const API = { useList: useCompanies };

/** /super-user-dashboard/companies: companies joining the platform, approved or rejected here. */
export function CompaniesPage() {
  const [status, setStatus] = useState<CompanyStatus>(COMPANY_STATUS.pending);
  const approve = useApproveCompany();
  const [rejecting, setRejecting] = useState<CompanyApproval | null>(null);

  // Behind the platform administrators' route gate: a read-only list with approve and reject.
  return (
    <Box p="md" maw={1200} mx="auto">
      <RecordsPage<CompanyApproval>
        title="Companies"
        headingOrder={2}
        noun="company"
        api={API}
        columns={COLUMNS}
        filters={{ status }}
        filterControls={
          <Select
            label="Status"
            data={COMPANY_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] }))}
            value={status}
            allowDeselect={false}
            onChange={(value) => {
              if (value) setStatus(value as CompanyStatus);
            }}
          />
        }
        describe={(c) => c.name}
        rowActions={(c, { confirm }) => (
          <>
            {c.status !== COMPANY_STATUS.approved ? (
              <Button
                size="xs"
                variant="light"
                color="green"
                onClick={async () => {
                  const question = {
                    message: `Approve '${c.name}'?`,
                    confirmLabel: 'Approve',
                    color: 'green',
                  };
                  if (await confirm(question)) approve.mutate(c.id);
                }}
                aria-label={`Approve ${c.name}`}
              >
                Approve
              </Button>
            ) : null}
            {c.status !== COMPANY_STATUS.rejected ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => setRejecting(c)}
                aria-label={`Reject ${c.name}`}
              >
                Reject
              </Button>
            ) : null}
          </>
        )}
        searchPlaceholder="Name or short name"
        emptyText={`No ${STATUS_LABEL[status].toLowerCase()} companies.`}
      />
      <RejectCompanyModal company={rejecting} onClose={() => setRejecting(null)} />
    </Box>
  );
}
