import { VENDOR_PATHS, type VendorSearchQuery, type VendorSearchResult } from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';

export type VendorSearch = ListQueryOf<VendorSearchQuery>;

/** GET {VENDOR_PATHS.search}: registered vendor companies by name, country, mode and lane. */
export const { useList: useVendorCompanySearch } = createListApi<VendorSearchResult, VendorSearch>(
  VENDOR_PATHS.search,
  ['vendors', 'search'],
);
