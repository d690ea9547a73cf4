import {
  enquiryPath,
  INVOICE_KIND,
  INVOICE_STATUS,
  type InvoiceListItem,
  JOB_ROUTES,
} from '@fastforward/domain';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../../components/data-table';
import { downloadMyInvoicePdf, myInvoicesApi } from '../../api/my-jobs-invoices';
import { jobDateLabel, money } from '../board/job-labels';

const STATUS_COLORS: Record<InvoiceListItem['status'], string> = {
  draft: 'gray',
  issued: 'blue',
  paid: 'green',
  cancelled: 'dark',
};

const columns: DataTableColumn<InvoiceListItem>[] = [
  {
    key: 'number',
    header: 'Number',
    render: (i) => (
      <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {i.number ?? '—'}
      </Text>
    ),
  },
  { key: 'kind', header: 'Kind', render: (i) => INVOICE_KIND[i.kind] },
  {
    key: 'job',
    header: 'Job',
    render: (i) => (
      <Anchor component={Link} to={enquiryPath(JOB_ROUTES.myJob, { id: i.job.id })} size="sm">
        {i.job.reference}
      </Anchor>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (i) => (
      <Group gap={4} wrap="nowrap">
        <Badge color={STATUS_COLORS[i.status]} variant="light">
          {INVOICE_STATUS[i.status]}
        </Badge>
        {i.isOverdue ? (
          <Badge color="red" variant="filled">
            Overdue
          </Badge>
        ) : null}
      </Group>
    ),
  },
  { key: 'issueDate', header: 'Issued', render: (i) => jobDateLabel(i.issueDate) },
  { key: 'dueDate', header: 'Due', render: (i) => jobDateLabel(i.dueDate) },
  { key: 'total', header: 'Total', render: (i) => money(i.total, i.currency) },
  { key: 'balance', header: 'Balance', render: (i) => money(i.balance, i.currency) },
  {
    key: 'pdf',
    header: 'PDF',
    render: (i) =>
      i.hasPdf ? (
        <Button
          size="xs"
          variant="light"
          aria-label={`Download ${i.number ?? 'invoice'} as PDF`}
          onClick={() => void downloadMyInvoicePdf(i).catch(() => undefined)}
        >
          Download
        </Button>
      ) : (
        '—'
      ),
  },
];

/** The invoices and notes the forwarder issued the customer: status, due date, what is left to pay, the PDF. */
export function MyInvoiceList() {
  const table = useDataTableState();
  const list = myInvoicesApi.useList({ page: table.page, pageSize: table.pageSize, search: table.search });
  return (
    <DataTable
      label="My Invoices"
      columns={columns}
      data={list.data}
      rowKey={(i) => i.id}
      isLoading={list.isLoading}
      isError={list.isError}
      errorText="Your invoices could not be loaded. Try again later."
      emptyText={
        table.search !== ''
          ? 'No invoice matches this search.'
          : 'No invoices yet — your forwarder issues them as your jobs proceed.'
      }
      page={table.page}
      onPageChange={table.setPage}
      onSearchChange={table.setSearch}
      searchLabel="Search invoices"
      searchPlaceholder="Invoice number or job"
    />
  );
}
