import { enquiryPath, JOB_PATHS, type JobDocumentsZipRequest, type JobDoor } from '@fastforward/domain';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../components/files';
import { requestBlob } from '../../../lib/http';

const PATHS = { staff: JOB_PATHS.documentsZip, customer: JOB_PATHS.myJobDocumentsZip } as const;

export type DownloadJobDocumentsZipArgs = {
  door: JobDoor;
  jobId: number;
  /** The zip's file name (the job's reference). */
  name: string;
  body?: JobDocumentsZipRequest;
};

/** POST {JOB_PATHS.documentsZip} / {JOB_PATHS.myJobDocumentsZip}: the documents (all, or those named) as one zip, saved. */
export async function downloadJobDocumentsZip({ door, jobId, name, body = {} }: DownloadJobDocumentsZipArgs) {
  const blob = await requestBlob(enquiryPath(PATHS[door], { id: jobId }), {
    method: 'POST',
    body,
    suppressErrorDialog: true,
  });
  saveBlob(blob, name);
}

export const useDownloadJobDocumentsZip = () => useMutation({ mutationFn: downloadJobDocumentsZip });
