import { type ItemData, TERMS_PATHS, type TermsVersion, type TermsVersionRequest } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { TERMS_VERSIONS_KEY, type TermsScope } from './get-terms-versions';

/** Writes a new, inactive version. Errors are shown by the form. */
export const createTermsVersion = async ({ scope, body }: { scope: TermsScope; body: TermsVersionRequest }) =>
  (
    await request<ItemData<TermsVersion>>(TERMS_PATHS[scope], {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useCreateTermsVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTermsVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TERMS_VERSIONS_KEY] }),
  });
}
