import {
  type ItemData,
  PLATFORM_DOCUMENT_PATHS,
  type PlatformDocument,
  type PlatformDocumentCreateRequest,
  type PlatformDocumentKind,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { PLATFORM_DOCUMENTS_KEY } from './get-platform-documents';

/** Writes a new draft for an audience. Errors are shown by the form. */
export const createPlatformDocument = async (input: {
  kind: PlatformDocumentKind;
  body: PlatformDocumentCreateRequest;
}) =>
  (
    await request<ItemData<PlatformDocument>>(PLATFORM_DOCUMENT_PATHS[input.kind], {
      method: 'POST',
      body: input.body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useCreatePlatformDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlatformDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PLATFORM_DOCUMENTS_KEY] }),
  });
}
