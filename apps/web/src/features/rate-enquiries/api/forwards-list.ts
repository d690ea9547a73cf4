import { ENQUIRY_PATHS, enquiryPath, type ForwardList } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every forwards query (the list, the comparison) starts with this key: a forward or an answer reads them again. */
export const FORWARDS_KEY = 'enquiry-forwards';

/** GET {ENQUIRY_PATHS.forwards}: the enquiry's forwards with their vendor, status, deadline and answer. */
export const getForwardsQueryOptions = (enquiryId: number) =>
  queryOptions({
    queryKey: [FORWARDS_KEY, 'list', enquiryId],
    queryFn: () => http.get<ForwardList>(enquiryPath(ENQUIRY_PATHS.forwards, { id: enquiryId })),
  });

export const useForwards = (enquiryId: number) => useQuery(getForwardsQueryOptions(enquiryId));
