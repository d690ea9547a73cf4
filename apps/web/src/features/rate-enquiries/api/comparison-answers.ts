import { ENQUIRY_PATHS, enquiryPath, type ForwardComparison } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FORWARDS_KEY } from './forwards-list';

/** GET {ENQUIRY_PATHS.forwardComparison}: the answers side by side in the base currency. */
export const getComparisonQueryOptions = (enquiryId: number) =>
  queryOptions({
    queryKey: [FORWARDS_KEY, 'comparison', enquiryId],
    queryFn: () =>
      http.get<ForwardComparison>(enquiryPath(ENQUIRY_PATHS.forwardComparison, { id: enquiryId })),
  });

export const useComparison = (enquiryId: number) => useQuery(getComparisonQueryOptions(enquiryId));
