import {
  enquiryPath,
  JOB_ROUTES,
  VENDOR_BILL_SORTS,
  VENDOR_BILL_STATUS,
  VENDOR_BILL_STATUS_CODES,
  type VendorBillListItem,
  type VendorBillStatus,
} from '@fastforward/domain';
import { Anchor, Badge, Switch, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DateFilter, FilterSelect, type ListQuery } from '../../../../components/company-records';
import {
  DataTable,
  type DataTableColumn,
  listTableProps,
  useAddressFilters,
  useDataTableState,
} from '../../../../components/data-table';
import { formatAmount } from '../../../../lib/money';
import { codeParam, readDateParams, readIdParams, writeFilterParams } from '../../../../lib/url-filters';
import { vendorBillsApi } from '../../api/vendor-bills-list';
import { overdueLabel } from './invoice-list';

type PayablesFilters = {
  status?: VendorBillStatus;
  vendorId?: number;
  jobId?: number;
  dueFrom?: string;
  dueTo?: string;
  overdue?: boolean;
};

/** The filters an address asks for, so the dashboard's payables buckets open the bills they sum. */
function readPayablesFilters(params: URLSearchParams): PayablesFilters {
  const filters: PayablesFilters = {};
  const status = codeParam(VENDOR_BILL_STATUS_CODES, params.get('status'));
  if (status) filters.status = status;
  readIdParams(params, ['vendorId', 'jobId'] as const, filters);
  readDateParams(params, ['dueFrom', 'dueTo'] as const, filters);
  if (params.get('overdue') === 'true') filters.overdue = true;
  return filters;
}

const STATUS_COLORS: Record<VendorBillStatus, string> = { draft: 'gray', approved: 'blue', paid: 'green' };
const isSort = (key: string | undefined) => VENDOR_BILL_SORTS.some((s) => s === key);
const jobCostsLink = (id: number) => `${enquiryPath(JOB_ROUTES.job, { id })}?tab=costs`;

/** The company's vendor bills (payables): by status, vendor, job, due dates and overdue, searched and paged. */
export function PayablesList() {
  const table = useDataTableState();
  const { filters, setFilter, isFiltered } = useAddressFilters(table, readPayablesFilters, writeFilterParams);
  const query: ListQuery = { page: table.page, pageSize: table.pageSize, search: table.search || undefined };
  if (table.sort && isSort(table.sort.key)) {
    query.sort = table.sort.key;
    query.order = table.sort.direction;
  }
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined) query[key] = typeof value === 'boolean' ? String(value) : value;
  }
  const list = vendorBillsApi.useList(query);

  const columns: DataTableColumn<VendorBillListItem>[] = [
    {
      key: 'billNumber',
      header: 'Bill',
      sortable: true,
      render: (b) => <Text fw={600}>{b.billNumber}</Text>,
    },
    { key: 'vendor', header: 'Vendor', render: (b) => b.vendor.name },
    {
      key: 'job',
      header: 'Job',
      render: (b) => (
        <Anchor component={Link} to={jobCostsLink(b.job.id)}>
          {b.job.reference}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (b) => (
        <>
          <Badge color={STATUS_COLORS[b.status]} variant="light">
            {VENDOR_BILL_STATUS[b.status]}
          </Badge>
          {b.isOverdue ? (
            <Text size="xs" c="red">
              {overdueLabel(b.daysOverdue)}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'billDate', header: 'Bill date', sortable: true, render: (b) => b.billDate },
    { key: 'dueDate', header: 'Due', sortable: true, render: (b) => b.dueDate ?? '—' },
    {
      key: 'total',
      header: 'Total',
      sortable: true,
      render: (b) => `${b.currency} ${formatAmount(b.total)}`,
    },
    { key: 'paidTotal', header: 'Paid', render: (b) => formatAmount(b.paidTotal) },
    { key: 'balance', header: 'Balance', render: (b) => formatAmount(b.balance) },
  ];

  return (
    <DataTable
      label="Vendor bills"
      columns={columns}
      {...listTableProps(table, list)}
      rowKey={(b) => b.id}
      emptyText={
        isFiltered
          ? 'No vendor bill matches these filters.'
          : 'No vendor bills yet. Record them on a job’s Costs tab.'
      }
      onSearchChange={table.setSearch}
      searchLabel="Search vendor bills"
      searchPlaceholder="Bill number, job or vendor"
      toolbar={
        <>
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            codes={VENDOR_BILL_STATUS_CODES}
            labels={VENDOR_BILL_STATUS}
            value={filters.status}
            onChange={setFilter('status')}
          />
          <DateFilter label="Due from" value={filters.dueFrom} onChange={setFilter('dueFrom')} />
          <DateFilter label="Due to" value={filters.dueTo} onChange={setFilter('dueTo')} />
          <Switch
            label="Overdue only"
            checked={filters.overdue === true}
            onChange={(event) => setFilter('overdue')(event.currentTarget.checked || undefined)}
          />
        </>
      }
    />
  );
}
