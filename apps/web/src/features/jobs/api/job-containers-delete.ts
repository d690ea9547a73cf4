import { enquiryPath, JOB_PATHS } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWithDialogs } from '../../../lib/http';
import { jobContainersKey } from './job-containers-list';

/** DELETE {JOB_PATHS.container}: SPEC §8 dialogs ('Successfully Deleted.' or the refusal). */
export function useDeleteJobContainer(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (containerId: number) =>
      deleteWithDialogs(enquiryPath(JOB_PATHS.container, { id: jobId, containerId })),
    onSuccess: (deleted) => {
      if (deleted) return queryClient.invalidateQueries({ queryKey: jobContainersKey('staff', jobId) });
    },
  });
}
