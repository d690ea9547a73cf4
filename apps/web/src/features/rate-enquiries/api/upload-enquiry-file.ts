import {
  type AdditionalFileType,
  enquiryPath,
  type ItemData,
  type StoredFile,
  UPLOAD_FIELD,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { DOOR_PATHS, ENQUIRIES_KEY, type EnquiryDoor } from './enquiry-doors';

export type UploadEnquiryFileArgs = {
  door: EnquiryDoor;
  id: number;
  file: File;
  fileType: AdditionalFileType;
};

/**
 * POST {DOOR_PATHS[door].files}?fileType=: attaches one file (multipart) to the enquiry as an
 * additional document of that type. The caller shows a refusal (413, 415, 403) in place.
 */
export async function uploadEnquiryFile({ door, id, file, fileType }: UploadEnquiryFileArgs) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return (
    await request<ItemData<StoredFile>>(enquiryPath(DOOR_PATHS[door].files, { id }), {
      method: 'POST',
      body: form,
      query: { fileType },
      suppressErrorDialog: true,
    })
  ).data.item;
}

export function useUploadEnquiryFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEnquiryFile,
    onSuccess: (_file, { door, id }) =>
      queryClient.invalidateQueries({ queryKey: [ENQUIRIES_KEY, door, 'files', id] }),
  });
}
