import { enquiryPath, JOB_PATHS, type JobTimelineEntry } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { jobKeys } from './job-keys';

/** GET {JOB_PATHS.jobHistory}: the job's timeline (status moves and custom statuses), oldest first. */
export const getJobHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: jobKeys.history(id),
    queryFn: async () =>
      (
        await http.get<{ items: JobTimelineEntry[] }>(enquiryPath(JOB_PATHS.jobHistory, { id }), {
          suppressErrorDialog: true,
        })
      ).items,
  });

export const useJobHistory = (id: number) => useQuery(getJobHistoryQueryOptions(id));
