import {
  enquiryPath,
  type ItemData,
  JOB_PATHS,
  type ReleaseDoRequest,
  type ReleaseDoResult,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { JOBS_KEY } from './job-keys';

/**
 * POST {JOB_PATHS.releaseDo}: numbers and generates the delivery order, shares it with the
 * customer and moves the job to DORE, at the version read (stale: 409 on `version`).
 */
export const releaseDeliveryOrder = async ({ jobId, body }: { jobId: number; body: ReleaseDoRequest }) =>
  (
    await request<ItemData<ReleaseDoResult>>(enquiryPath(JOB_PATHS.releaseDo, { id: jobId }), {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

/** The job, its timeline, the board and the documents are all read again after a release. */
export function useReleaseDeliveryOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseDeliveryOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [JOBS_KEY] }),
  });
}
