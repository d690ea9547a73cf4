import { Stack, Text, Title } from '@mantine/core';
import { useCan } from '../../../../lib/permissions';
import { JobBoard, type JobBoardProps } from './job-board';

/**
 * A page holding the job board for the staff who may see it: operations' Jobs and documentation's
 * Documents show the same jobs, labelled and linked for their own work.
 */
export function JobBoardPage({
  title,
  access,
  ...board
}: JobBoardProps & { title: string; access: readonly string[] }) {
  const canView = useCan(access);
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {canView ? (
        <JobBoard {...board} />
      ) : (
        <Text c="dimmed">{`You do not have permission to open ${title}.`}</Text>
      )}
    </Stack>
  );
}
