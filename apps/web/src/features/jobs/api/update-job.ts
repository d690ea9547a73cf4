import { enquiryPath, type ItemData, JOB_PATHS, type Job, type JobUpdateRequest } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { jobKeys } from './job-keys';

/** PUT {JOB_PATHS.job}: who handles the job and the carrier's ETD/ETA, at the version read (stale: 409). */
export const updateJob = async ({ id, body }: { id: number; body: JobUpdateRequest }) =>
  (
    await request<ItemData<Job>>(enquiryPath(JOB_PATHS.job, { id }), {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.one(job.id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
