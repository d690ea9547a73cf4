import { ACCOUNTS_ACCESS } from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import { LoadingShip } from '../../../components/loading-ship';
import { useCan } from '../../../lib/permissions';
import { usePayablesAgeing } from '../api/vendor-bills-list';
import { PayablesAgeingTable } from '../components/lists/payables-ageing-table';
import { PayablesList } from '../components/lists/payables-list';

function PayablesAgeingSection() {
  const ageing = usePayablesAgeing();
  if (ageing.isLoading) return <LoadingShip />;
  if (!ageing.data) return <Text c="red">The payables ageing could not be loaded.</Text>;
  return (
    <Stack gap="xs">
      <Text c="dimmed" size="sm">{`As of ${ageing.data.asOf}, by days past the due date.`}</Text>
      <PayablesAgeingTable report={ageing.data} />
    </Stack>
  );
}

/** VENDOR_BILL_ROUTES.payables: what the vendors bill the company, and how late what is owed is. */
export function PayablesPage() {
  const canView = useCan(ACCOUNTS_ACCESS.view);
  if (!canView) return <Text c="dimmed">You do not have permission to open Payables.</Text>;
  return (
    <Stack>
      <Title order={1}>Payables</Title>
      <PayablesList />
      <Title order={2} size="h3">
        Payables Ageing
      </Title>
      <PayablesAgeingSection />
    </Stack>
  );
}
