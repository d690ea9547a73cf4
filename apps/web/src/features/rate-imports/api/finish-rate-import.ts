import { type ItemData, RATE_PATHS, type RateImport, ratePath } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { RATE_IMPORTS_KEY, rateImportKey } from './rate-import-keys';

/** How a previewed import ends: its good rows imported, or none. */
export type ImportEnding = 'commit' | 'discard';

const PATHS: Record<ImportEnding, string> = {
  commit: RATE_PATHS.rateImportCommit,
  discard: RATE_PATHS.rateImportDiscard,
};

/**
 * POST {RATE_PATHS.rateImportCommit} or {RATE_PATHS.rateImportDiscard}. A refusal (imported
 * meanwhile in another tab: 409) shows the default error dialog, and the import is read again.
 */
export const finishRateImport = async (id: number, ending: ImportEnding) =>
  (await request<ItemData<RateImport>>(ratePath(PATHS[ending], id), { method: 'POST' })).data.item;

export function useFinishRateImport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ending: ImportEnding) => finishRateImport(id, ending),
    onSuccess: (updated) => queryClient.setQueryData(rateImportKey(id), updated),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [RATE_IMPORTS_KEY] }),
  });
}
