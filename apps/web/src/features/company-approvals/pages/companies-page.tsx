import {
  COMPANY_STATUS,
  COMPANY_STATUSES,
  type CompanyApprovalItem,
  type CompanyStatus,
} from '@fastforward/domain';
import { Badge, Button, Group, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table';
import { useCompanies } from '../api/get-companies';
import { useApproveCompany } from '../api/review-company';
import { RejectCompanyModal } from '../components/reject-company-modal';

const STATUS_LABEL: Record<CompanyStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const STATUS_COLOR: Record<CompanyStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

const formatDate = (value: string) => new Date(value).toLocaleDateString();

/** /super-user-dashboard/companies: companies joining the platform, approved or rejected here. */
export function CompaniesPage() {
  const table = useDataTableState();
  const [status, setStatus] = useState<CompanyStatus>(COMPANY_STATUS.pending);
  const companies = useCompanies({
    status,
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
  });
  const approve = useApproveCompany();
  const { confirm, dialog } = useConfirmDialog();
  const [rejecting, setRejecting] = useState<CompanyApprovalItem | null>(null);

  const askApprove = async (company: CompanyApprovalItem) => {
    const question = { message: `Approve '${company.name}'?`, confirmLabel: 'Approve', color: 'green' };
    if (await confirm(question)) approve.mutate(company.id);
  };

  const columns: DataTableColumn<CompanyApprovalItem>[] = [
    { key: 'name', header: 'Company', render: (c) => c.name },
    { key: 'shortName', header: 'Short name', render: (c) => c.shortName ?? '—' },
    { key: 'categoryCode', header: 'Category', render: (c) => c.categoryCode },
    { key: 'administratorEmail', header: 'Administrator', render: (c) => c.administratorEmail ?? '—' },
    { key: 'createdAt', header: 'Registered', render: (c) => formatDate(c.createdAt) },
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
    {
      key: 'actions',
      header: 'Actions',
      render: (c) => (
        <Group gap="xs" wrap="nowrap">
          {c.status !== COMPANY_STATUS.approved ? (
            <Button
              size="xs"
              variant="light"
              color="green"
              onClick={() => askApprove(c)}
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
        </Group>
      ),
    },
  ];

  return (
    <Stack p="md" maw={1200} mx="auto">
      <Title order={2}>Companies</Title>
      <DataTable
        label="Companies"
        columns={columns}
        data={companies.data}
        rowKey={(c) => c.id}
        isLoading={companies.isLoading}
        isError={companies.isError}
        emptyText={`No ${STATUS_LABEL[status].toLowerCase()} companies.`}
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel="Search companies"
        searchPlaceholder="Name or short name"
        toolbar={
          <Select
            label="Status"
            data={COMPANY_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] }))}
            value={status}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              setStatus(value as CompanyStatus);
              table.resetPage();
            }}
          />
        }
      />
      <RejectCompanyModal company={rejecting} onClose={() => setRejecting(null)} />
      {dialog}
    </Stack>
  );
}
