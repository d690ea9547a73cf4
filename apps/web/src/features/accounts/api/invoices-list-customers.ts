import { ACCOUNTS_PATHS, type AccountsCustomer, type ListData } from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ACCOUNTS_KEY } from './invoices-list';

/** GET ACCOUNTS_PATHS.customers: the customers the company has jobs for whose name holds `search`. */
export const getAccountsCustomersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [ACCOUNTS_KEY, 'customers', search],
    queryFn: async () =>
      (
        await http.get<ListData<AccountsCustomer>>(ACCOUNTS_PATHS.customers, {
          query: { search: search || undefined },
        })
      ).items,
    staleTime: 30_000,
    // The previous answer stays while the next search runs: the options do not flicker per keystroke.
    placeholderData: keepPreviousData,
  });

export const useAccountsCustomers = (search: string) => useQuery(getAccountsCustomersQueryOptions(search));
