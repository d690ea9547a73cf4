import { ENQUIRY_PATHS, enquiryPath, type Quote, type QuoteDraftRequestInput } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { QUOTES_KEY } from './quote-suggestions';

export type SaveQuoteInput = {
  enquiryId: number;
  /** The draft being changed, with the version it was read at; absent for a new draft. */
  draft?: { id: number; version: number } | undefined;
  body: QuoteDraftRequestInput;
};

/**
 * POST {ENQUIRY_PATHS.quotes} a new draft, or PUT {ENQUIRY_PATHS.quote} the draft at its version.
 * A refusal is the editor's to show (the field it names), not the default dialog's.
 */
export async function saveQuoteDraft({ enquiryId, draft, body }: SaveQuoteInput) {
  const answer = draft
    ? await request<{ item: Quote }>(enquiryPath(ENQUIRY_PATHS.quote, { id: enquiryId, quoteId: draft.id }), {
        method: 'PUT',
        body: { ...body, version: draft.version },
        suppressErrorDialog: true,
      })
    : await request<{ item: Quote }>(enquiryPath(ENQUIRY_PATHS.quotes, { id: enquiryId }), {
        method: 'POST',
        body,
        suppressErrorDialog: true,
      });
  return answer.data.item;
}

export function useSaveQuoteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuoteDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] }),
  });
}
