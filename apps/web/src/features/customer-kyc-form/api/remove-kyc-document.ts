import type { KycDocumentCollection, KycLinkCredentials } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { kycDocumentPath, kycDocumentQueryKey, kycLinkHeaders } from './kyc-link';

export type KycDocumentRemoval = { link: KycLinkCredentials; collection: KycDocumentCollection };

/** Empties a document's slot; the slot shows a refusal in place. */
export const removeKycDocument = async ({ link, collection }: KycDocumentRemoval) => {
  await request<unknown>(kycDocumentPath(collection), {
    method: 'DELETE',
    auth: false,
    headers: kycLinkHeaders(link),
    suppressErrorDialog: true,
  });
};

export function useRemoveKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeKycDocument,
    onSuccess: (_answer, { link, collection }) =>
      queryClient.removeQueries({ queryKey: kycDocumentQueryKey(link, collection) }),
  });
}
