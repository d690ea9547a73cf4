import { ENQUIRY_PATHS, enquiryPath, type ItemData, type VendorForward } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { VENDOR_FORWARDS_KEY } from './get-vendor-forwards';

/** One incoming enquiry as the vendor reads it; the page says in place when it is not found. */
export const getVendorForwardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [VENDOR_FORWARDS_KEY, 'item', id],
    queryFn: async () =>
      (
        await http.get<ItemData<VendorForward>>(enquiryPath(ENQUIRY_PATHS.vendorForward, { id }), {
          suppressErrorDialog: true,
        })
      ).item,
  });

export const useVendorForward = (id: number) => useQuery(getVendorForwardQueryOptions(id));
