import { type ListData, VENDOR_PATHS, type VendorConversionRequest } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const OWN_CONVERSION_REQUESTS_KEY = 'vendor-conversion-requests';

/** The latest of the vendor's requests to become a forwarder (newest first), or null. */
export const getLatestConversionRequest = async () =>
  (
    await http.get<ListData<VendorConversionRequest>>(VENDOR_PATHS.conversionRequests, {
      query: { page: 1, pageSize: 1 },
    })
  ).items[0] ?? null;

export const getLatestConversionRequestQueryOptions = () =>
  queryOptions({ queryKey: [OWN_CONVERSION_REQUESTS_KEY, 'latest'], queryFn: getLatestConversionRequest });

export const useLatestConversionRequest = () => useQuery(getLatestConversionRequestQueryOptions());
