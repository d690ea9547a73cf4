import { type ItemData, VENDOR_PATHS, type VendorProfile } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const VENDOR_PROFILE_KEY = 'vendor-profile';

export const getVendorProfile = async () =>
  (await http.get<ItemData<VendorProfile>>(VENDOR_PATHS.profile)).item;

export const getVendorProfileQueryOptions = () =>
  queryOptions({ queryKey: [VENDOR_PROFILE_KEY], queryFn: getVendorProfile });

export const useVendorProfile = () => useQuery(getVendorProfileQueryOptions());
