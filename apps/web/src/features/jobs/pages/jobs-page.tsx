import { enquiryPath, JOB_ROUTES, type JobListItem, OPERATIONS_ACCESS } from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useCan } from '../../../lib/permissions';
import { JobBoard } from '../components/board/job-board';

const jobLink = (job: Pick<JobListItem, 'id'>) => enquiryPath(JOB_ROUTES.job, { id: job.id });

/** JOB_ROUTES.jobs: the operations job board. */
export function JobsPage() {
  const canView = useCan(OPERATIONS_ACCESS.view);
  return (
    <Stack>
      <Title order={1}>Jobs</Title>
      {canView ? (
        <JobBoard
          label="Jobs"
          linkOf={jobLink}
          emptyText="No jobs yet. A job opens when a customer books a quote."
        />
      ) : (
        <Text c="dimmed">You do not have permission to open Jobs.</Text>
      )}
    </Stack>
  );
}
