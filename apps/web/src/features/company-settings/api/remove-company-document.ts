import { COMPANY_SETTINGS_PATHS, type CompanyDocumentCollection } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWithDialogs } from '../../../lib/http';
import { MY_PROFILE_KEY } from '../../../lib/query-keys';
import { BASIC_SETTINGS_KEY } from './get-basic-settings';

/** Empties a company document slot, with the SPEC §8 delete dialogs. */
export const removeCompanyDocument = (collection: CompanyDocumentCollection) =>
  deleteWithDialogs(`${COMPANY_SETTINGS_PATHS.documents}/${collection}`);

export function useRemoveCompanyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyDocument,
    onSuccess: async (removed, collection) => {
      if (!removed) return;
      await queryClient.invalidateQueries({ queryKey: [BASIC_SETTINGS_KEY] });
      if (collection === 'CL') await queryClient.invalidateQueries({ queryKey: [MY_PROFILE_KEY] });
    },
  });
}
