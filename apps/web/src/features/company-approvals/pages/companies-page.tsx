import {
  COMPANY_CATEGORY_CODES,
  COMPANY_CATEGORY_NAMES,
  COMPANY_STATUS,
  COMPANY_STATUS_ALL,
  COMPANY_STATUS_FILTERS,
  COMPANY_STATUSES,
  type CompanyApproval,
  type CompanyCategoryCode,
  type CompanyStatus,
  type CompanyStatusFilter,
} from '@fastforward/domain';
import { Badge, Box, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect, RecordsPage } from '../../../components/company-records';
import type { DataTableColumn } from '../../../components/data-table';
import { PlatformPageHeader } from '../../../components/platform-page-header';
import { useCompanies } from '../api/get-companies';
import { useApproveCompany } from '../api/review-company';
import { RejectCompanyModal } from '../components/reject-company-modal';

const STATUS_LABEL: Record<CompanyStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const STATUS_COLOR: Record<CompanyStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/** A code the catalogue does not know (an older row) shows as it is. */
const categoryName = (code: string) => COMPANY_CATEGORY_NAMES[code as CompanyCategoryCode] ?? code;

const COLUMNS: DataTableColumn<CompanyApproval>[] = [
  { key: 'name', header: 'Company', render: (c) => c.name },
  { key: 'shortName', header: 'Short name', render: (c) => c.shortName ?? '—' },
  { key: 'categoryCode', header: 'Category', render: (c) => categoryName(c.categoryCode) },
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

const isOneOf = <C extends string>(codes: readonly C[], value: string | null): value is C =>
  codes.includes(value as C);

/**
 * The filters live in the address (?status=all&category=CAT_VEN), so the platform's navigation can
 * link to a view of this page (the vendors) and a reload keeps what was chosen. Without a status,
 * the queue of companies waiting for approval.
 */
function useCompanyFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const category = params.get('category');
  const filters = {
    status: isOneOf(COMPANY_STATUS_FILTERS, status) ? status : COMPANY_STATUS.pending,
    category: isOneOf(COMPANY_CATEGORY_CODES, category) ? category : undefined,
  };
  const setFilter = (key: keyof typeof filters, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return { filters, setFilter };
}

/** /super-user-dashboard/companies: companies joining the platform, approved or rejected here. */
export function CompaniesPage() {
  const { filters, setFilter } = useCompanyFilters();
  const approve = useApproveCompany();
  const [rejecting, setRejecting] = useState<CompanyApproval | null>(null);
  const status: CompanyStatusFilter = filters.status;

  // Behind the platform administrators' route gate: a read-only list with approve and reject.
  return (
    <Box maw={1200} mx="auto">
      <RecordsPage<CompanyApproval>
        title="Companies"
        heading={
          <PlatformPageHeader title="Companies">
            <Text c="dimmed">
              A registered company can work on the platform once approved here; a rejected one is told why.
            </Text>
          </PlatformPageHeader>
        }
        noun="company"
        api={API}
        columns={COLUMNS}
        filters={filters}
        filterControls={
          <>
            <FilterSelect<CompanyStatus>
              label="Status"
              allLabel="All"
              codes={COMPANY_STATUSES}
              labels={STATUS_LABEL}
              value={status === COMPANY_STATUS_ALL ? undefined : status}
              onChange={(value) => setFilter('status', value ?? COMPANY_STATUS_ALL)}
            />
            <FilterSelect<CompanyCategoryCode>
              label="Category"
              allLabel="All"
              codes={COMPANY_CATEGORY_CODES}
              labels={COMPANY_CATEGORY_NAMES}
              value={filters.category}
              onChange={(value) => setFilter('category', value)}
            />
          </>
        }
        describe={(c) => c.name}
        rowActions={(c, { confirm }) => [
          c.status !== COMPANY_STATUS.approved && {
            label: 'Approve',
            name: `Approve ${c.name}`,
            color: 'green',
            onClick: async () => {
              const question = { message: `Approve '${c.name}'?`, confirmLabel: 'Approve', color: 'green' };
              if (await confirm(question)) approve.mutate(c.id);
            },
          },
          c.status !== COMPANY_STATUS.rejected && {
            label: 'Reject',
            name: `Reject ${c.name}`,
            color: 'red',
            onClick: () => setRejecting(c),
          },
        ]}
        searchPlaceholder="Name or short name"
        emptyText={
          status === COMPANY_STATUS_ALL
            ? 'No companies.'
            : `No ${STATUS_LABEL[status].toLowerCase()} companies.`
        }
      />
      <RejectCompanyModal company={rejecting} onClose={() => setRejecting(null)} />
    </Box>
  );
}
