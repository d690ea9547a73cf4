import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWithDialogs } from '../../../lib/http';
import { TERMS_VERSIONS_KEY, type TermsScope, termsVersionPath } from './get-terms-versions';

/** SPEC §8 dialogs: 'Successfully Deleted.' or 'Forbidden Deletion' with the server's reason. */
export const deleteTermsVersion = ({ scope, id }: { scope: TermsScope; id: number }) =>
  deleteWithDialogs(termsVersionPath(scope, id));

export function useDeleteTermsVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTermsVersion,
    onSuccess: (deleted) => {
      if (deleted) return queryClient.invalidateQueries({ queryKey: [TERMS_VERSIONS_KEY] });
    },
  });
}
