import {
  type AccountsInvoiceListItem,
  enquiryPath,
  INVOICE_KIND,
  INVOICE_KIND_CODES,
  INVOICE_STATUS,
  INVOICE_STATUS_CODES,
  JOB_ROUTES,
} from '@fastforward/domain';
import { Anchor, Badge, Group, Switch } from '@mantine/core';
import { Link } from 'react-router';
import { DateFilter, FilterLink, FilterSelect } from '../../../../components/company-records';
import {
  DataTable,
  type DataTableColumn,
  listTableProps,
  useAddressFilters,
  useDataTableState,
} from '../../../../components/data-table';
import { INVOICE_STATUS_COLORS } from '../../../../components/invoices/invoice-status';
import { formatAmount } from '../../../../lib/money';
import { accountsInvoicesApi } from '../../api/invoices-list';
import { invoiceStatusLabel } from './account-labels';
import { CustomerFilter } from './customer-filter';
import { readInvoiceFilters, toInvoiceListQuery, writeInvoiceFilters } from './invoice-filters';

const invoiceLink = (id: number) => enquiryPath(JOB_ROUTES.invoice, { id });
const jobLink = (id: number) => enquiryPath(JOB_ROUTES.job, { id });

/** 'Overdue · 12 days'. */
export const overdueLabel = (days: number) => `Overdue · ${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * The company's invoices, credit and debit notes, drafts too, with their filters (status, kind,
 * customer, due between, overdue) kept in the address; a new filter or search starts at page 1.
 */
export function InvoiceList() {
  const table = useDataTableState();
  const { filters, setFilter, isFiltered } = useAddressFilters(
    table,
    readInvoiceFilters,
    writeInvoiceFilters,
  );
  const list = accountsInvoicesApi.useList(toInvoiceListQuery(filters, table));
  const items = list.data?.items ?? [];

  const customerName = items.find((i) => i.customer.id === filters.customerCompanyId)?.customer.name;

  const columns: DataTableColumn<AccountsInvoiceListItem>[] = [
    {
      key: 'number',
      header: 'Number',
      sortable: true,
      render: (i) => (
        <Anchor component={Link} to={invoiceLink(i.id)} fw={600} style={{ whiteSpace: 'nowrap' }}>
          {i.number ?? `Draft #${i.id}`}
        </Anchor>
      ),
    },
    { key: 'kind', header: 'Kind', render: (i) => INVOICE_KIND[i.kind] },
    {
      key: 'status',
      header: 'Status',
      render: (i) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color={INVOICE_STATUS_COLORS[i.status]}>
            {invoiceStatusLabel(i.status)}
          </Badge>
          {i.isOverdue ? (
            <Badge color="red" variant="filled">
              {overdueLabel(i.daysOverdue)}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'customer',
      header: 'Customer',
      render: (i) => (
        <FilterLink
          onClick={() => setFilter('customerCompanyId')(i.customer.id)}
          title={`Show only ${i.customer.name}'s invoices`}
        >
          {i.customer.name}
        </FilterLink>
      ),
    },
    {
      key: 'job',
      header: 'Job',
      render: (i) => (
        <Anchor component={Link} to={jobLink(i.job.id)} size="sm">
          {i.job.reference}
        </Anchor>
      ),
    },
    { key: 'issueDate', header: 'Issued', sortable: true, render: (i) => i.issueDate ?? '—' },
    { key: 'dueDate', header: 'Due', sortable: true, render: (i) => i.dueDate ?? '—' },
    {
      key: 'total',
      header: 'Total',
      sortable: true,
      render: (i) => `${i.currency} ${formatAmount(i.total)}`,
    },
    { key: 'paidTotal', header: 'Paid', render: (i) => formatAmount(i.paidTotal) },
    { key: 'balance', header: 'Balance', render: (i) => formatAmount(i.balance) },
  ];

  return (
    <DataTable
      label="Invoices"
      columns={columns}
      {...listTableProps(table, list)}
      rowKey={(i) => i.id}
      emptyText={
        isFiltered
          ? 'No invoice matches these filters.'
          : 'No invoices yet. Invoices drafted from a job’s sell lines show here.'
      }
      onSearchChange={table.setSearch}
      searchLabel="Search invoices"
      searchPlaceholder="Number, job or customer"
      toolbar={
        <>
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            codes={INVOICE_STATUS_CODES}
            labels={INVOICE_STATUS}
            value={filters.status}
            onChange={setFilter('status')}
          />
          <FilterSelect
            label="Kind"
            allLabel="All kinds"
            codes={INVOICE_KIND_CODES}
            labels={INVOICE_KIND}
            value={filters.kind}
            onChange={setFilter('kind')}
          />
          <CustomerFilter
            value={filters.customerCompanyId}
            knownName={customerName}
            onChange={setFilter('customerCompanyId')}
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
