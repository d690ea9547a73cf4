import {
  COMPANY_SETTINGS_PATHS,
  type CompanyBasicSettings,
  type CompanyDocumentCollection,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../components/files';
import { MY_PROFILE_KEY } from '../../../lib/query-keys';
import { BASIC_SETTINGS_KEY } from './get-basic-settings';

/** Uploads the logo (CL), registration (CRD) or tax document (TD), replacing the one there. */
export const uploadCompanyDocument = ({
  collection,
  file,
}: {
  collection: CompanyDocumentCollection;
  file: File;
}) => uploadFile<CompanyBasicSettings>(`${COMPANY_SETTINGS_PATHS.documents}/${collection}`, file);

export function useUploadCompanyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyDocument,
    // The settings answer names the new file; the header reads the logo from the profile.
    onSuccess: (item, { collection }) => {
      queryClient.setQueryData([BASIC_SETTINGS_KEY], item);
      if (collection === 'CL') return queryClient.invalidateQueries({ queryKey: [MY_PROFILE_KEY] });
    },
  });
}
