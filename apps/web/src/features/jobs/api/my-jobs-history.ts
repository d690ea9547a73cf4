import { enquiryPath, JOB_PATHS, type JobTimelineEntry } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { myJobKeys } from './my-jobs-keys';

/** GET {JOB_PATHS.myJobHistory}: the job's timeline as the customer sees it, oldest first. */
export const getMyJobHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: myJobKeys.history(id),
    queryFn: async () =>
      (
        await http.get<{ items: JobTimelineEntry[] }>(enquiryPath(JOB_PATHS.myJobHistory, { id }), {
          suppressErrorDialog: true,
        })
      ).items,
  });

export const useMyJobHistory = (id: number) => useQuery(getMyJobHistoryQueryOptions(id));
