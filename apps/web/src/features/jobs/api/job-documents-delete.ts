import { enquiryPath, JOB_PATHS } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWithDialogs } from '../../../lib/http';
import { jobDocumentsKey } from './job-documents-list';

/** DELETE {JOB_PATHS.document}: SPEC §8 dialogs ('Successfully Deleted.' or the refusal). */
export function useDeleteJobDocument(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => deleteWithDialogs(enquiryPath(JOB_PATHS.document, { id: jobId, fileId })),
    onSuccess: (deleted) => {
      if (deleted) return queryClient.invalidateQueries({ queryKey: jobDocumentsKey('staff', jobId) });
    },
  });
}
