import {
  enquiryPath,
  type ItemData,
  JOB_PATHS,
  type JobAmendment,
  type JobAmendmentResponse,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessDialog } from '../../../lib/dialogs';
import { request } from '../../../lib/http';
import { JOBS_KEY } from './job-keys';

export type RespondToAmendment = { jobId: number; amendmentId: number; body: JobAmendmentResponse };

/**
 * POST {JOB_PATHS.amendmentResponse}: operations approves or rejects. An approval changes the
 * booking the job shows, so every job query is read again.
 */
export async function postAmendmentResponse({ jobId, amendmentId, body }: RespondToAmendment) {
  const answer = await request<ItemData<JobAmendment>>(
    enquiryPath(JOB_PATHS.amendmentResponse, { id: jobId, amendmentId }),
    { method: 'POST', body, suppressErrorDialog: true },
  );
  return { item: answer.data.item, message: answer.message };
}

export function useRespondToAmendment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAmendmentResponse,
    onSuccess: ({ message }) => {
      if (message) void showSuccessDialog(message);
      return queryClient.invalidateQueries({ queryKey: [JOBS_KEY] });
    },
  });
}
