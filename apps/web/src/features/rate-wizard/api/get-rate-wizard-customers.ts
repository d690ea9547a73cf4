import { RATE_PATHS, type RateWizardCustomer } from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const RATE_WIZARD_CUSTOMERS_KEY = 'rate-wizard-customers';

/** The approved customers the user may price for whose name holds `search`, with their tiers. */
export const getRateWizardCustomersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [RATE_WIZARD_CUSTOMERS_KEY, search],
    queryFn: async () =>
      (
        await http.get<{ items: RateWizardCustomer[] }>(RATE_PATHS.rateWizardCustomers, {
          query: { search: search || undefined },
        })
      ).items,
    staleTime: 30_000,
    // The previous answer stays while the next search runs: the list does not flicker per keystroke.
    placeholderData: keepPreviousData,
  });

export const useRateWizardCustomers = (search: string) =>
  useQuery(getRateWizardCustomersQueryOptions(search.trim()));
