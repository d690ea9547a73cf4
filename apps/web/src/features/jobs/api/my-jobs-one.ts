import { enquiryPath, type ItemData, JOB_PATHS, type Job } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { myJobKeys } from './my-jobs-keys';

/** GET {JOB_PATHS.myJob}: one of the customer's jobs, sell-only; any other id is a 404. */
export const getMyJobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: myJobKeys.one(id),
    queryFn: async () =>
      (await http.get<ItemData<Job>>(enquiryPath(JOB_PATHS.myJob, { id }), { suppressErrorDialog: true }))
        .item,
    retry: false,
  });

export const useMyJob = (id: number) => useQuery(getMyJobQueryOptions(id));
