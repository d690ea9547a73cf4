import type { ItemData, TermsVersion } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessDialog } from '../../../lib/dialogs';
import { request } from '../../../lib/http';
import { TERMS_VERSIONS_KEY, type TermsScope, termsVersionPath } from './get-terms-versions';

/** Makes a version the active one; a refusal gets the default error dialog (SPEC §8). */
export const activateTermsVersion = async ({ scope, id }: { scope: TermsScope; id: number }) =>
  (await request<ItemData<TermsVersion>>(`${termsVersionPath(scope, id)}/activate`, { method: 'POST' })).data
    .item;

export function useActivateTermsVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateTermsVersion,
    onSuccess: (item) => {
      void showSuccessDialog(`Version ${item.version} is now active.`);
      return queryClient.invalidateQueries({ queryKey: [TERMS_VERSIONS_KEY] });
    },
  });
}
