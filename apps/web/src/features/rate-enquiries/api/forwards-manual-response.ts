import {
  ENQUIRY_PATHS,
  enquiryPath,
  type ForwardAnswer,
  type ForwardAnswerRequest,
  type ItemData,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * POST {ENQUIRY_PATHS.forwardManualResponse}: pricing enters a vendor's answer given by phone or
 * e-mail. It moves the forward and feeds the comparison, so every query is read again.
 */
export const postManualResponse = async ({
  enquiryId,
  forwardId,
  body,
}: {
  enquiryId: number;
  forwardId: number;
  body: ForwardAnswerRequest;
}) =>
  (
    await http.post<ItemData<ForwardAnswer>>(
      enquiryPath(ENQUIRY_PATHS.forwardManualResponse, { id: enquiryId, forwardId }),
      body,
      { suppressErrorDialog: true },
    )
  ).item;

export function useManualResponse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postManualResponse, onSuccess: () => queryClient.invalidateQueries() });
}
