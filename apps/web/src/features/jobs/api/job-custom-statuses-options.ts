import { type CustomStatus, JOB_PATHS, type ListData, MAX_PAGE_SIZE } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { JOB_CUSTOM_STATUSES_KEY } from './job-custom-statuses-api';

/** GET {JOB_PATHS.customStatuses}: the company's custom statuses to pick from, by code. */
export const getCustomStatusOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [JOB_CUSTOM_STATUSES_KEY, 'options'],
    queryFn: async () =>
      (
        await http.get<ListData<CustomStatus>>(JOB_PATHS.customStatuses, {
          query: { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'code', order: 'asc' },
        })
      ).items,
  });

export const useCustomStatusOptions = (enabled = true) =>
  useQuery({ ...getCustomStatusOptionsQueryOptions(), enabled });
