import {
  enquiryPath,
  type ItemData,
  JOB_PATHS,
  type JobContainer,
  type JobContainerRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { jobContainersKey } from './job-containers-list';

export type SaveJobContainer = { jobId: number; containerId?: number | undefined; body: JobContainerRequest };

/**
 * POST {JOB_PATHS.containers} or PUT {JOB_PATHS.container}: adds or replaces a container. The form
 * shows the refusal under its fields (a duplicate number, a wrong check digit).
 */
export async function saveJobContainer({ jobId, containerId, body }: SaveJobContainer) {
  const path =
    containerId === undefined
      ? enquiryPath(JOB_PATHS.containers, { id: jobId })
      : enquiryPath(JOB_PATHS.container, { id: jobId, containerId });
  const answer = await request<ItemData<JobContainer>>(path, {
    method: containerId === undefined ? 'POST' : 'PUT',
    body,
    suppressErrorDialog: true,
  });
  return answer.data.item;
}

export function useSaveJobContainer(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJobContainer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobContainersKey('staff', jobId) }),
  });
}
