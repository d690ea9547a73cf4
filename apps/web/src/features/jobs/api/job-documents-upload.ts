import {
  enquiryPath,
  type ItemData,
  JOB_PATHS,
  type JobDocument,
  type JobDocumentUploadQuery,
  UPLOAD_FIELD,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { jobDocumentsKey } from './job-documents-list';

export type UploadJobDocumentArgs = { jobId: number; file: File; query: JobDocumentUploadQuery };

/**
 * POST {JOB_PATHS.documents}?collection=&fileType= (multipart): one document into the job. The
 * caller shows a refusal (403 naming the permission, 413, 415) in place.
 */
export async function uploadJobDocument({ jobId, file, query }: UploadJobDocumentArgs) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return (
    await request<ItemData<JobDocument>>(enquiryPath(JOB_PATHS.documents, { id: jobId }), {
      method: 'POST',
      body: form,
      query: { collection: query.collection, fileType: query.fileType },
      suppressErrorDialog: true,
    })
  ).data.item;
}

export function useUploadJobDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadJobDocument,
    onSuccess: (_document, { jobId }) =>
      queryClient.invalidateQueries({ queryKey: jobDocumentsKey('staff', jobId) }),
  });
}
