import {
  enquiryPath,
  type ItemData,
  JOB_PATHS,
  type Job,
  type MyJobPaymentReleasedRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { JOBS_KEY } from './job-keys';

/**
 * POST {JOB_PATHS.myJobPaymentReleased}: the customer says it paid (PREL) at the version it read.
 * Refusals come back to the form (a stale version, a job that moved on), not as a dialog.
 */
export const releaseMyJobPayment = async ({ id, body }: { id: number; body: MyJobPaymentReleasedRequest }) =>
  (
    await request<ItemData<Job>>(enquiryPath(JOB_PATHS.myJobPaymentReleased, { id }), {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useReleaseMyJobPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseMyJobPayment,
    // A refusal (the job moved on meanwhile) refreshes the copy on screen too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [JOBS_KEY] }),
  });
}
