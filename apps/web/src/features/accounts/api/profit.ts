import { INVOICE_PATHS, type JobProfitPage } from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '../../../components/company-records';
import { http } from '../../../lib/http';
import { ACCOUNTS_KEY } from './invoices-list';

/** GET INVOICE_PATHS.profit: a page of jobs with their profit, and the totals of every matching job. */
export const getJobProfitsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [ACCOUNTS_KEY, 'profit', query],
    queryFn: () =>
      http.get<JobProfitPage>(INVOICE_PATHS.profit, {
        query: { ...query, search: query.search || undefined },
      }),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useJobProfits = (query: ListQuery) => useQuery(getJobProfitsQueryOptions(query));
