import {
  enquiryPath,
  type ItemData,
  JOB_PATHS,
  type Job,
  type JobApproveBlRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { jobKeys } from './job-keys';

/** POST {JOB_PATHS.jobApproveBl}: BLAP in the timeline, the job where it stands (stale version: 409). */
export const approveJobBl = async ({ id, body }: { id: number; body: JobApproveBlRequest }) =>
  (
    await request<ItemData<Job>>(enquiryPath(JOB_PATHS.jobApproveBl, { id }), {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useApproveJobBl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveJobBl,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
