import { ENQUIRY_PATHS, enquiryPath, type NegotiationList } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { NEGOTIATIONS_KEY } from './negotiation-staff-rounds';

/** GET {ENQUIRY_PATHS.myQueryNegotiations}: the rounds of the customer's own enquiry. */
export const getCustomerNegotiationsQueryOptions = (enquiryId: number) =>
  queryOptions({
    queryKey: [NEGOTIATIONS_KEY, 'customer', enquiryId],
    queryFn: () =>
      http.get<NegotiationList>(enquiryPath(ENQUIRY_PATHS.myQueryNegotiations, { id: enquiryId })),
  });

export const useCustomerNegotiations = (enquiryId: number) =>
  useQuery(getCustomerNegotiationsQueryOptions(enquiryId));
