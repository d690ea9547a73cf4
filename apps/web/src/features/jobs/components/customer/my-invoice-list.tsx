import { enquiryPath, JOB_ROUTES } from '@fastforward/domain';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, useDataTableState } from '../../../../components/data-table';
import { downloadMyInvoicePdf, myInvoicesApi } from '../../api/my-jobs-invoices';
import { invoiceColumns } from '../invoices/invoice-rows';

const columns = invoiceColumns({
  number: (i) => (
    <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {i.number ?? '—'}
    </Text>
  ),
  job: (i) => (
    <Anchor component={Link} to={enquiryPath(JOB_ROUTES.myJob, { id: i.job.id })} size="sm">
      {i.job.reference}
    </Anchor>
  ),
  download: (i) => void downloadMyInvoicePdf(i).catch(() => undefined),
});

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
