import {
  type ItemData,
  type KycDocumentCollection,
  type KycLinkCredentials,
  type KycPublicDocument,
  UPLOAD_FIELD,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { kycDocumentPath, kycDocumentQueryKey, kycLinkHeaders } from './kyc-link';

export type KycDocumentUpload = { link: KycLinkCredentials; collection: KycDocumentCollection; file: File };

/** Puts a document into its slot, replacing the one there; the slot shows a refusal (413, 415). */
export async function uploadKycDocument({ link, collection, file }: KycDocumentUpload) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  const body = await request<ItemData<KycPublicDocument>>(kycDocumentPath(collection), {
    method: 'PUT',
    body: form,
    auth: false,
    headers: kycLinkHeaders(link),
    suppressErrorDialog: true,
  });
  return body.data.item;
}

export function useUploadKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadKycDocument,
    // The preview is fetched by collection: the old file's bytes must not stand for the new one.
    onSuccess: (_item, { link, collection }) =>
      queryClient.removeQueries({ queryKey: kycDocumentQueryKey(link, collection) }),
  });
}
