import { Stack, Title } from '@mantine/core';
import { CustomerJobsOnly } from '../components/customer/customer-jobs-only';
import { MyInvoiceList } from '../components/customer/my-invoice-list';

/** JOB_ROUTES.myInvoices: the invoices the customer's forwarder issued it, with their PDFs. */
export function MyInvoicesPage() {
  return (
    <CustomerJobsOnly title="My Invoices">
      <Stack>
        <Title order={1}>My Invoices</Title>
        <MyInvoiceList />
      </Stack>
    </CustomerJobsOnly>
  );
}
