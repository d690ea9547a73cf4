import { ENQUIRY_PATHS, enquiryPath, type NegotiationList } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every negotiation query starts with this key: a counter-offer or an answer reads them all again. */
export const NEGOTIATIONS_KEY = 'negotiations';

/** GET {ENQUIRY_PATHS.negotiations}: the rounds of an enquiry as pricing sees them (floors, approvers). */
export const getStaffNegotiationsQueryOptions = (enquiryId: number) =>
  queryOptions({
    queryKey: [NEGOTIATIONS_KEY, 'staff', enquiryId],
    queryFn: () => http.get<NegotiationList>(enquiryPath(ENQUIRY_PATHS.negotiations, { id: enquiryId })),
  });

export const useStaffNegotiations = (enquiryId: number) =>
  useQuery(getStaffNegotiationsQueryOptions(enquiryId));
