import {
  enquiryPath,
  type ItemData,
  JOB_PATHS,
  type JobAmendment,
  type JobAmendmentRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessDialog } from '../../../lib/dialogs';
import { request } from '../../../lib/http';
import { JOBS_KEY } from './job-keys';

/** POST {JOB_PATHS.myJobAmendments}: the customer asks to change its booking; the form shows field refusals. */
export async function postJobAmendment({ jobId, body }: { jobId: number; body: JobAmendmentRequest }) {
  const answer = await request<ItemData<JobAmendment>>(
    enquiryPath(JOB_PATHS.myJobAmendments, { id: jobId }),
    {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    },
  );
  return { item: answer.data.item, message: answer.message };
}

export function useRequestJobAmendment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postJobAmendment,
    onSuccess: ({ message }) => {
      if (message) void showSuccessDialog(message);
      return queryClient.invalidateQueries({ queryKey: [JOBS_KEY, 'customer'] });
    },
  });
}
