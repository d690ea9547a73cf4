import {
  ENQUIRY_PATHS,
  enquiryPath,
  type SelectQuoteOptionRequest,
  type SelectQuoteOptionResult,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessDialog } from '../../../lib/dialogs';
import { request } from '../../../lib/http';

/**
 * POST {ENQUIRY_PATHS.myQuerySelect}: the customer takes one option of the latest sent quote. It
 * moves the enquiry (Selected), its quotes and its history and opens the booking form, so every
 * query is read again; a refusal (stale version, expired quote, open round) shows in the default dialog.
 */
export async function postSelectQuoteOption({ id, body }: { id: number; body: SelectQuoteOptionRequest }) {
  const answer = await request<SelectQuoteOptionResult>(enquiryPath(ENQUIRY_PATHS.myQuerySelect, { id }), {
    method: 'POST',
    body,
  });
  return { result: answer.data, message: answer.message };
}

export function useSelectQuoteOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSelectQuoteOption,
    onSuccess: ({ message }) => {
      if (message) void showSuccessDialog(message);
      return queryClient.invalidateQueries();
    },
  });
}
