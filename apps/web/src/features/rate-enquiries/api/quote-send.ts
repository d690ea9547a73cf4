import { ENQUIRY_PATHS, enquiryPath, type Quote } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessDialog } from '../../../lib/dialogs';
import { request } from '../../../lib/http';

/**
 * POST {ENQUIRY_PATHS.quoteSend}: sends the draft at its version (PDF, in the app, by e-mail). The
 * quotes, the enquiry and its history change, so every query is read again; a refusal (below the
 * floor without approval, a stale version) shows the default dialog with the server's words.
 */
export async function sendQuote(quote: Pick<Quote, 'id' | 'enquiryId' | 'version'>) {
  const answer = await request<{ item: Quote }>(
    enquiryPath(ENQUIRY_PATHS.quoteSend, { id: quote.enquiryId, quoteId: quote.id }),
    { method: 'POST', body: { version: quote.version } },
  );
  return { quote: answer.data.item, message: answer.message };
}

export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuote,
    onSuccess: ({ message }) => {
      if (message) void showSuccessDialog(message);
      return queryClient.invalidateQueries();
    },
  });
}
