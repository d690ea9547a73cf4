import { type ItemData, JOB_PATHS, type MyJobDashboard } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { myJobKeys } from './my-jobs-keys';

/** GET {JOB_PATHS.myJobDashboard}: the customer's jobs counted as open, in transit and closed. */
export const getMyJobDashboardQueryOptions = () =>
  queryOptions({
    queryKey: myJobKeys.dashboard,
    queryFn: async () =>
      (await http.get<ItemData<MyJobDashboard>>(JOB_PATHS.myJobDashboard, { suppressErrorDialog: true }))
        .item,
  });

export const useMyJobDashboard = () => useQuery(getMyJobDashboardQueryOptions());
