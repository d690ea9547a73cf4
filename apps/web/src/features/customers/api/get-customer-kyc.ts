import { CUSTOMER_KYC_PATHS, type CustomerKyc, type ItemData, kycApiPath } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { CUSTOMER_KYCS_KEY } from './get-customer-kycs';

/** One KYC with its details and documents, as the reviewer reads it. */
export const getCustomerKycQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [CUSTOMER_KYCS_KEY, 'item', id],
    // The page says in place what went wrong (a KYC of another company is not found).
    queryFn: async () =>
      (
        await http.get<ItemData<CustomerKyc>>(kycApiPath(CUSTOMER_KYC_PATHS.item, id), {
          suppressErrorDialog: true,
        })
      ).item,
  });

export const useCustomerKyc = (id: number) => useQuery(getCustomerKycQueryOptions(id));
