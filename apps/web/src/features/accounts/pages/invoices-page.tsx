import { ACCOUNTS_ACCESS } from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useCan } from '../../../lib/permissions';
import { InvoiceList } from '../components/lists/invoice-list';

/** JOB_ROUTES.invoices: every invoice, credit and debit note of the company (Accounts). */
export function InvoicesPage() {
  const canView = useCan(ACCOUNTS_ACCESS.view);
  return (
    <Stack>
      <Title order={1}>Invoices</Title>
      {canView ? <InvoiceList /> : <Text c="dimmed">You do not have permission to open Invoices.</Text>}
    </Stack>
  );
}
