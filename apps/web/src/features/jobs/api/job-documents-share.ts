import { enquiryPath, type ItemData, JOB_PATHS, type JobDocument } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { jobDocumentsKey } from './job-documents-list';

export type ShareJobDocumentArgs = { jobId: number; fileId: number; shared: boolean };

/** POST (share) or DELETE (stop sharing) {JOB_PATHS.documentShare}: whether the customer sees the document. */
export const shareJobDocument = async ({ jobId, fileId, shared }: ShareJobDocumentArgs) =>
  (
    await request<ItemData<JobDocument>>(enquiryPath(JOB_PATHS.documentShare, { id: jobId, fileId }), {
      method: shared ? 'POST' : 'DELETE',
      suppressErrorDialog: true,
    })
  ).data.item;

export function useShareJobDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareJobDocument,
    onSuccess: (_document, { jobId }) =>
      queryClient.invalidateQueries({ queryKey: jobDocumentsKey('staff', jobId) }),
  });
}
