import {
  type ItemData,
  type PayablesAgeing,
  VENDOR_BILL_PATHS,
  type VendorBillListItem,
} from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createListApi, type ListQuery } from '../../../components/company-records';
import { http } from '../../../lib/http';
import { ACCOUNTS_KEY } from './invoices-list';

/** GET VENDOR_BILL_PATHS.vendorBills: a page of the company's vendor bills (vendorBillListQuerySchema). */
export const vendorBillsApi = createListApi<VendorBillListItem, ListQuery>(VENDOR_BILL_PATHS.vendorBills, [
  ACCOUNTS_KEY,
  'vendor-bills',
]);

/** GET VENDOR_BILL_PATHS.payablesAgeing: what the company owes its vendors, by days past due. */
export const getPayablesAgeingQueryOptions = () =>
  queryOptions({
    queryKey: [ACCOUNTS_KEY, 'payables-ageing'],
    queryFn: async () => (await http.get<ItemData<PayablesAgeing>>(VENDOR_BILL_PATHS.payablesAgeing)).item,
  });

export const usePayablesAgeing = () => useQuery(getPayablesAgeingQueryOptions());
