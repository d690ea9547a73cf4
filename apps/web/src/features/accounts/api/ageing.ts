import { type AgeingReport, INVOICE_PATHS, type ItemData } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ACCOUNTS_KEY } from './invoices-list';

/** GET INVOICE_PATHS.ageing: the receivables by customer, currency and days past due, as of today. */
export const getAgeingQueryOptions = () =>
  queryOptions({
    queryKey: [ACCOUNTS_KEY, 'ageing'],
    queryFn: async () => (await http.get<ItemData<AgeingReport>>(INVOICE_PATHS.ageing)).item,
  });

export const useAgeing = () => useQuery(getAgeingQueryOptions());
