import { ENQUIRY_PATHS, enquiryPath, type ForwardRequest, type ForwardResults } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { FORWARDS_KEY } from './forwards-list';

/**
 * POST {ENQUIRY_PATHS.forwards}: forwards the enquiry to vendors; answers one result per vendor
 * ('Received' or 'Already Forwarded'). A refusal is the dialog's to show under its fields.
 */
export async function postForwards({ enquiryId, body }: { enquiryId: number; body: ForwardRequest }) {
  const answer = await request<ForwardResults>(enquiryPath(ENQUIRY_PATHS.forwards, { id: enquiryId }), {
    method: 'POST',
    body,
    suppressErrorDialog: true,
  });
  return { results: answer.data.results, message: answer.message ?? null };
}

export function useSendForwards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postForwards,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FORWARDS_KEY] }),
  });
}
