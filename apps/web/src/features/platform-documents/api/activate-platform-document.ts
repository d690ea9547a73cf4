import {
  type ItemData,
  type PlatformDocument,
  type PlatformDocumentKind,
  platformDocumentPath,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessDialog } from '../../../lib/dialogs';
import { request } from '../../../lib/http';
import { PLATFORM_DOCUMENTS_KEY } from './get-platform-documents';

/** Makes a draft the active version for its audience; a refusal gets the default error dialog (SPEC §8). */
export const activatePlatformDocument = async ({ kind, id }: { kind: PlatformDocumentKind; id: number }) =>
  (
    await request<ItemData<PlatformDocument>>(`${platformDocumentPath(kind, id)}/activate`, {
      method: 'POST',
    })
  ).data.item;

export function useActivatePlatformDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activatePlatformDocument,
    onSuccess: (item) => {
      void showSuccessDialog(`Version ${item.version} of '${item.title}' is now active.`);
      return queryClient.invalidateQueries({ queryKey: [PLATFORM_DOCUMENTS_KEY] });
    },
  });
}
