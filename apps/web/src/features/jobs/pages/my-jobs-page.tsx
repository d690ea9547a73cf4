import { Stack, Title } from '@mantine/core';
import { CustomerJobsOnly } from '../components/customer/customer-jobs-only';
import { MyJobList } from '../components/customer/my-job-list';

/** JOB_ROUTES.myJobs: the customer's jobs, searched and filtered. */
export function MyJobsPage() {
  return (
    <CustomerJobsOnly title="My Jobs">
      <Stack>
        <Title order={1}>My Jobs</Title>
        <MyJobList />
      </Stack>
    </CustomerJobsOnly>
  );
}
