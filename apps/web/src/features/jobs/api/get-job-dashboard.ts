import { type ItemData, JOB_PATHS, type JobDashboard } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { jobKeys } from './job-keys';

/** GET {JOB_PATHS.jobDashboard}: how many of the company's jobs hold each status. */
export const getJobDashboardQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.dashboard,
    queryFn: async () =>
      (await http.get<ItemData<JobDashboard>>(JOB_PATHS.jobDashboard, { suppressErrorDialog: true })).item,
  });

export const useJobDashboard = () => useQuery(getJobDashboardQueryOptions());
