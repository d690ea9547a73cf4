import {
  ENQUIRY_PATHS,
  type Enquiry,
  type EnquiryRequest,
  type ItemData,
  type SalesEnquiryRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { ENQUIRIES_KEY } from './enquiry-doors';

/**
 * POST {ENQUIRY_PATHS.myQueries} (the customer's own enquiry) or {ENQUIRY_PATHS.enquiries} (sales'
 * for a customer, with its customerKycId). A refusal is the form's to show under its fields.
 */
export const createEnquiry = async (
  body: { door: 'customer'; request: EnquiryRequest } | { door: 'staff'; request: SalesEnquiryRequest },
) =>
  (
    await request<ItemData<Enquiry>>(
      body.door === 'customer' ? ENQUIRY_PATHS.myQueries : ENQUIRY_PATHS.enquiries,
      { method: 'POST', body: body.request, suppressErrorDialog: true },
    )
  ).data.item;

export function useCreateEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENQUIRIES_KEY] }),
  });
}
