import {
  type ItemData,
  RATE_PATHS,
  type RateImport,
  type RateImportMappingRequest,
  ratePath,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { RATE_IMPORT_TEMPLATES_KEY, RATE_IMPORTS_KEY, rateImportKey } from './rate-import-keys';

/**
 * PUT {RATE_PATHS.rateImportMapping}: the confirmed columns and defaults; the server starts
 * checking the rows. Its refusals name the mapping's fields and are shown by the mapping form.
 */
export const confirmImportMapping = async (id: number, mapping: RateImportMappingRequest) =>
  (
    await request<ItemData<RateImport>>(ratePath(RATE_PATHS.rateImportMapping, id), {
      method: 'PUT',
      body: mapping,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useConfirmImportMapping(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mapping: RateImportMappingRequest) => confirmImportMapping(id, mapping),
    onSuccess: (updated, mapping) => {
      queryClient.setQueryData(rateImportKey(id), updated);
      void queryClient.invalidateQueries({ queryKey: [RATE_IMPORTS_KEY, 'list'] });
      if (mapping.saveAsTemplate)
        void queryClient.invalidateQueries({ queryKey: [RATE_IMPORT_TEMPLATES_KEY] });
    },
  });
}
