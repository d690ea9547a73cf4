import {
  ENQUIRY_PATHS,
  type ForwardAnswerRequest,
  type ItemData,
  type VendorForward,
} from '@fastforward/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * The outer link /rateEnquiryResponseForm?token=…: no sign-in, the token is the key. The page
 * says itself when a link is not valid, so none of these calls opens the error dialog.
 */
const LINK_KEY = 'forward-link';
const open = { auth: false, suppressErrorDialog: true } as const;

export const getForwardLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [LINK_KEY, token],
    queryFn: async () =>
      (await http.get<ItemData<VendorForward>>(ENQUIRY_PATHS.forwardLink, { ...open, query: { token } }))
        .item,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useForwardLink = (token: string) =>
  useQuery({ ...getForwardLinkQueryOptions(token), enabled: token !== '' });

export const postForwardLinkAnswer = async ({ token, body }: { token: string; body: ForwardAnswerRequest }) =>
  (await http.post<ItemData<VendorForward>>(ENQUIRY_PATHS.forwardLinkAnswer, { token, ...body }, open)).item;

export const postForwardLinkDecline = async ({ token, reason }: { token: string; reason: string }) =>
  (await http.post<ItemData<VendorForward>>(ENQUIRY_PATHS.forwardLinkDecline, { token, reason }, open)).item;

/** The answer or the decline through the link; the page then shows what was stored. */
export function useRespondForwardLink(token: string) {
  const queryClient = useQueryClient();
  const onSuccess = (item: VendorForward) => queryClient.setQueryData([LINK_KEY, token], item);
  return {
    answer: useMutation({ mutationFn: postForwardLinkAnswer, onSuccess }),
    decline: useMutation({ mutationFn: postForwardLinkDecline, onSuccess }),
  };
}
