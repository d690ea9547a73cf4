import { CUSTOMER_KYC_PATHS, type CustomerKycMine, type ItemData } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const MY_KYC_KEY = 'my-kyc';

// The page says itself when the company has no KYC (a 404), so no error dialog.
export const getMyKyc = async () =>
  (await http.get<ItemData<CustomerKycMine>>(CUSTOMER_KYC_PATHS.mine, { suppressErrorDialog: true })).item;

export const getMyKycQueryOptions = () => queryOptions({ queryKey: [MY_KYC_KEY], queryFn: getMyKyc });

export const useMyKyc = () => useQuery(getMyKycQueryOptions());
