import { ACCOUNTS_ACCESS } from '@fastforward/domain';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { LoadingShip } from '../../../components/loading-ship';
import { useCan } from '../../../lib/permissions';
import { useAgeing } from '../api/ageing';
import { usePayablesAgeing } from '../api/vendor-bills-list';
import { AgeingChart } from '../components/lists/ageing-chart';
import { AgeingTable } from '../components/lists/ageing-table';
import { PayablesAgeingTable } from '../components/lists/payables-ageing-table';

function AgeingReportView() {
  const ageing = useAgeing();
  if (ageing.isLoading) return <LoadingShip />;
  if (ageing.isError || !ageing.data) {
    return (
      <Alert color="red" role="alert" title="Could not load the ageing">
        The receivables could not be loaded. Please try again later.
      </Alert>
    );
  }
  const report = ageing.data;
  if (report.rows.length === 0) {
    return (
      <Text c="dimmed">Nothing is owed: no issued invoice or debit note has a balance left to collect.</Text>
    );
  }
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        {`As of ${report.asOf}, by days past the due date. Amounts stay in their invoices' currency`}
        {report.baseCurrency ? ` (the company's base currency is ${report.baseCurrency}).` : '.'}
      </Text>
      <AgeingChart report={report} />
      <AgeingTable report={report} />
    </Stack>
  );
}

/** Beside the receivables: what the company owes its vendors, by how late it is. */
function PayablesAgeingView() {
  const ageing = usePayablesAgeing();
  if (!ageing.data) return null;
  return (
    <Stack>
      <Title order={2} size="h3">
        Payables Ageing
      </Title>
      <PayablesAgeingTable report={ageing.data} />
    </Stack>
  );
}

/** JOB_ROUTES.ageing: what customers owe, by how late it is, and what is owed to vendors. */
export function AgeingPage() {
  const canView = useCan(ACCOUNTS_ACCESS.view);
  return (
    <Stack>
      <Title order={1}>Receivables Ageing</Title>
      {canView ? (
        <>
          <AgeingReportView />
          <PayablesAgeingView />
        </>
      ) : (
        <Text c="dimmed">You do not have permission to open Receivables Ageing.</Text>
      )}
    </Stack>
  );
}
