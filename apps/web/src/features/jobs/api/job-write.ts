import type { Job } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from './job-keys';

/** A write that answers the job: the page shows the answer at once, the lists refetch. */
export function useJobWrite<A>(write: (args: A) => Promise<Job>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.one(job.id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
