import { JOB_ROUTES, JOB_STATUS_GROUP, JOB_STATUS_GROUPS } from '@fastforward/domain';
import { Anchor, Card, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMyJobDashboard } from '../../api/my-jobs-dashboard';
import { MY_JOBS_EMPTY } from './my-job-list';

/** The customer dashboard's jobs: how many are open, in transit and closed, each opening My Jobs at it. */
export function CustomerJobsSummary() {
  const dashboard = useMyJobDashboard();
  const counts = new Map(dashboard.data?.byGroup.map((g) => [g.group, g.count]));
  return (
    <Card withBorder component="section" aria-label="My jobs">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Jobs
        </Title>
        <Anchor component={Link} to={JOB_ROUTES.myJobs} size="sm">
          All my jobs
        </Anchor>
      </Group>
      {dashboard.isError ? (
        <Text c="red" size="sm">
          Your jobs could not be loaded. Try again later.
        </Text>
      ) : !dashboard.data ? (
        <Skeleton height={64} aria-label="Loading jobs" />
      ) : dashboard.data.total === 0 ? (
        <Text c="dimmed" size="sm">
          {MY_JOBS_EMPTY}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {JOB_STATUS_GROUPS.map((group) => {
            const count = counts.get(group) ?? 0;
            return (
              <Paper
                key={group}
                withBorder
                p="sm"
                component={Link}
                to={`${JOB_ROUTES.myJobs}?group=${group}`}
                aria-label={`${JOB_STATUS_GROUP[group]}: ${count}`}
              >
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {JOB_STATUS_GROUP[group]}
                </Text>
                <Text size="xl" fw={700}>
                  {count}
                </Text>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </Card>
  );
}
