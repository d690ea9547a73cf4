import {
  type CounterOfferRequest,
  ENQUIRY_PATHS,
  enquiryPath,
  type NegotiationList,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessDialog } from '../../../lib/dialogs';
import { request } from '../../../lib/http';

/**
 * POST {ENQUIRY_PATHS.myQueryNegotiations}: the customer's counter-offer. It moves the enquiry
 * (Negotiating), its history and its rounds, so every query is read again; a refusal is the form's
 * to show under its fields.
 */
export async function postCounterOffer({ id, body }: { id: number; body: CounterOfferRequest }) {
  const answer = await request<NegotiationList>(enquiryPath(ENQUIRY_PATHS.myQueryNegotiations, { id }), {
    method: 'POST',
    body,
    suppressErrorDialog: true,
  });
  return { list: answer.data, message: answer.message };
}

export function useCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCounterOffer,
    onSuccess: ({ message }) => {
      if (message) void showSuccessDialog(message);
      return queryClient.invalidateQueries();
    },
  });
}
