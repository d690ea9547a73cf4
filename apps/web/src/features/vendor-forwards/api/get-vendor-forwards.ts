import { ENQUIRY_PATHS, type VendorForwardListItem, type VendorForwardListQuery } from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';

/** Every query of the vendor's incoming enquiries sits under this key: an answer refreshes them all. */
export const VENDOR_FORWARDS_KEY = 'vendor-forwards';

export const { getQueryOptions: getVendorForwardsQueryOptions, useList: useVendorForwards } = createListApi<
  VendorForwardListItem,
  ListQueryOf<VendorForwardListQuery>
>(ENQUIRY_PATHS.vendorForwards, [VENDOR_FORWARDS_KEY]);
