import { enquiryPath, type ItemData, JOB_PATHS, type Job } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { jobKeys } from './job-keys';

/** GET {JOB_PATHS.job}: one job of the company; another company's is a 404 (the page says not found). */
export const getJobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: jobKeys.one(id),
    queryFn: async () =>
      (await http.get<ItemData<Job>>(enquiryPath(JOB_PATHS.job, { id }), { suppressErrorDialog: true })).item,
    retry: false,
  });

export const useJob = (id: number) => useQuery(getJobQueryOptions(id));
