import {
  RATE_PATHS,
  type RateImportTemplate,
  type RateImportTemplateListQuery,
  ratePath,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createListApi, type ListQueryOf } from '../../../components/company-records';
import { deleteWithDialogs } from '../../../lib/http';
import { RATE_IMPORT_TEMPLATES_KEY } from './rate-import-keys';

/** GET {RATE_PATHS.rateImportTemplates}: the saved mappings, the vendors' and the named ones. */
export const rateImportTemplatesApi = createListApi<
  RateImportTemplate,
  ListQueryOf<RateImportTemplateListQuery>
>(RATE_PATHS.rateImportTemplates, [RATE_IMPORT_TEMPLATES_KEY]);

/** DELETE {RATE_PATHS.rateImportTemplate}, with the SPEC §8 dialogs. */
export function useDeleteRateImportTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteWithDialogs(ratePath(RATE_PATHS.rateImportTemplate, id)),
    onSuccess: (deleted) => {
      if (deleted) return queryClient.invalidateQueries({ queryKey: [RATE_IMPORT_TEMPLATES_KEY] });
    },
  });
}
