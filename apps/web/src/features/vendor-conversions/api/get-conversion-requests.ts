import {
  VENDOR_CONVERSION_STATUS,
  VENDOR_PATHS,
  type VendorConversionListQuery,
  type VendorConversionRequest,
} from '@fastforward/domain';
import { useQuery } from '@tanstack/react-query';
import { createListApi, type ListQueryOf } from '../../../components/company-records';

export type ConversionRequestsQuery = ListQueryOf<VendorConversionListQuery>;

export const VENDOR_CONVERSIONS_KEY = 'vendor-conversions';

export const { getQueryOptions: getConversionRequestsQueryOptions, useList: useConversionRequests } =
  createListApi<VendorConversionRequest, ConversionRequestsQuery>(VENDOR_PATHS.platformConversionRequests, [
    VENDOR_CONVERSIONS_KEY,
  ]);

/** How many requests wait for a decision: the pending list's total, refreshed with the list. */
export const usePendingConversionCount = () =>
  useQuery({
    ...getConversionRequestsQueryOptions({ status: VENDOR_CONVERSION_STATUS.pending, page: 1, pageSize: 1 }),
    select: (list) => list.total,
    // Vendors ask without anyone here doing anything.
    refetchInterval: 60_000,
  });
