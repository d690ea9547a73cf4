import {
  enquiryPath,
  type ItemData,
  JOB_PATHS,
  type JobCustomStatusEntry,
  type JobCustomStatusRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { JOBS_KEY } from './job-keys';

/** POST {JOB_PATHS.jobCustomStatus}: records a custom status on the job; the form shows field refusals. */
export async function postJobCustomStatus({ jobId, body }: { jobId: number; body: JobCustomStatusRequest }) {
  const answer = await request<ItemData<JobCustomStatusEntry>>(
    enquiryPath(JOB_PATHS.jobCustomStatus, { id: jobId }),
    { method: 'POST', body, suppressErrorDialog: true },
  );
  return { item: answer.data.item, message: answer.message };
}

/** The job's timeline shows the entry: every job query is read again. */
export function useRecordJobCustomStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postJobCustomStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [JOBS_KEY] }),
  });
}
