import { ACCOUNTS_ACCESS } from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useCan } from '../../../lib/permissions';
import { ProfitList } from '../components/lists/profit-list';

/** JOB_ROUTES.profit: each job's sell − buy from its lines, with the totals. */
export function ProfitPage() {
  const canView = useCan(ACCOUNTS_ACCESS.view);
  return (
    <Stack>
      <Title order={1}>Job Profit</Title>
      {canView ? <ProfitList /> : <Text c="dimmed">You do not have permission to open Job Profit.</Text>}
    </Stack>
  );
}
