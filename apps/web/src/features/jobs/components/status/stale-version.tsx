import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError } from '../../../../lib/http';
import { jobKeys } from '../../api/job-keys';

/** A write refused because someone else changed the job since it was read (409 on `version`). */
export const isStaleVersion = (error: unknown) =>
  error instanceof HttpError &&
  error.status === 409 &&
  (error.body?.errors ?? []).some((entry) => entry?.field === 'version');

export const STALE_JOB_MESSAGE =
  'This job was changed by someone else. Reload it to see the changes, then try again.';

/** Says the copy on screen is stale and reads the job (and its timeline) again on request. */
export function StaleJobAlert({ jobId, onReloaded }: { jobId: number; onReloaded?: () => void }) {
  const queryClient = useQueryClient();
  const reload = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: jobKeys.one(jobId) }),
      queryClient.invalidateQueries({ queryKey: jobKeys.history(jobId) }),
    ]);
    onReloaded?.();
  };
  return (
    <Alert color="orange" title="Changed by someone else" role="alert">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text size="sm">{STALE_JOB_MESSAGE}</Text>
        <Button size="xs" variant="white" color="orange" onClick={() => void reload()}>
          Reload
        </Button>
      </Group>
    </Alert>
  );
}
