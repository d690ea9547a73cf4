import { JOB_ROUTES, JOB_VIEW_ACCESS, OPERATIONS_ACCESS } from '@fastforward/domain';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { useJob } from '../api/get-job';
import { JobHeader } from '../components/job/job-header';
import { JobLoadState } from '../components/job/job-load-state';
import { JobTabs } from '../components/job/job-tabs';

/** JOB_ROUTES.job: one job as the forwarder's staff run it, from queued to closed. */
export function JobPage() {
  const canView = useCan(JOB_VIEW_ACCESS);
  const isOperations = useCan(OPERATIONS_ACCESS.view);
  if (!canView) {
    return (
      <Stack>
        <Title order={1}>Job</Title>
        <Text c="dimmed">You do not have permission to open jobs.</Text>
      </Stack>
    );
  }
  return <JobPageBody backTo={isOperations ? JOB_ROUTES.jobs : JOB_ROUTES.documents} />;
}

function JobPageBody({ backTo }: { backTo: string }) {
  const id = Number(useParams().id);
  const job = useJob(id);
  if (!job.data) return <JobLoadState error={job.error} backTo={backTo} />;
  return (
    <Stack>
      <Anchor component={Link} to={backTo} size="sm" w="fit-content">
        ← All jobs
      </Anchor>
      <JobHeader job={job.data} />
      <JobTabs job={job.data} />
    </Stack>
  );
}
