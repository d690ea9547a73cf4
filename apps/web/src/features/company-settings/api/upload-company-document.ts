import {
  COMPANY_SETTINGS_PATHS,
  type CompanyBasicSettings,
  type CompanyDocumentCollection,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../components/files';
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
    // The settings answer names the new file: the page's slots and the header's logo follow it.
    onSuccess: (item) => queryClient.setQueryData([BASIC_SETTINGS_KEY], item),
  });
}
