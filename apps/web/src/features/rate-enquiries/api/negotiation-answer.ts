import {
  ENQUIRY_PATHS,
  enquiryPath,
  type NegotiationAnswerRequest,
  type NegotiationList,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessDialog } from '../../../lib/dialogs';
import { request } from '../../../lib/http';

/**
 * POST {ENQUIRY_PATHS.negotiationAnswer}: pricing's answer to the open round. It moves the
 * enquiry (back to Accepted), the option's price and the rounds, so every query is read again; a
 * refusal is the form's to show under its fields.
 */
export async function postNegotiationAnswer({
  enquiryId,
  negotiationId,
  body,
}: {
  enquiryId: number;
  negotiationId: number;
  body: NegotiationAnswerRequest;
}) {
  const answer = await request<NegotiationList>(
    enquiryPath(ENQUIRY_PATHS.negotiationAnswer, { id: enquiryId, negotiationId }),
    { method: 'POST', body, suppressErrorDialog: true },
  );
  return { list: answer.data, message: answer.message };
}

export function useAnswerNegotiation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postNegotiationAnswer,
    onSuccess: ({ message }) => {
      if (message) void showSuccessDialog(message);
      return queryClient.invalidateQueries();
    },
  });
}
