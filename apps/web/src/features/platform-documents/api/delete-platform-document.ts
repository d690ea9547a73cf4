import { type PlatformDocumentKind, platformDocumentPath } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWithDialogs } from '../../../lib/http';
import { PLATFORM_DOCUMENTS_KEY } from './get-platform-documents';

/** SPEC §8 dialogs: 'Successfully Deleted.' or 'Forbidden Deletion' with the server's reason. */
export const deletePlatformDocument = ({ kind, id }: { kind: PlatformDocumentKind; id: number }) =>
  deleteWithDialogs(platformDocumentPath(kind, id));

export function useDeletePlatformDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlatformDocument,
    onSuccess: (deleted) => {
      if (deleted) return queryClient.invalidateQueries({ queryKey: [PLATFORM_DOCUMENTS_KEY] });
    },
  });
}
