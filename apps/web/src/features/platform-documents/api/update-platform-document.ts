import {
  type ItemData,
  type PlatformDocument,
  type PlatformDocumentKind,
  type PlatformDocumentUpdateRequest,
  platformDocumentPath,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { PLATFORM_DOCUMENTS_KEY } from './get-platform-documents';

/** Rewrites a draft (the server refuses an active or once-active version with 409). */
export const updatePlatformDocument = async (input: {
  kind: PlatformDocumentKind;
  id: number;
  body: PlatformDocumentUpdateRequest;
}) =>
  (
    await request<ItemData<PlatformDocument>>(platformDocumentPath(input.kind, input.id), {
      method: 'PUT',
      body: input.body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useUpdatePlatformDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlatformDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PLATFORM_DOCUMENTS_KEY] }),
  });
}
