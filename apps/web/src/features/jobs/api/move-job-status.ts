import { enquiryPath, type ItemData, JOB_PATHS, type Job, type JobStatusRequest } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { jobKeys } from './job-keys';

/** POST {JOB_PATHS.jobStatus}: a move on the job workflow, at the version read (stale: 409). */
export const moveJobStatus = async ({ id, body }: { id: number; body: JobStatusRequest }) =>
  (
    await request<ItemData<Job>>(enquiryPath(JOB_PATHS.jobStatus, { id }), {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

/** After a move the job, its timeline, the board and its counts are all read again. */
export function useMoveJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveJobStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
