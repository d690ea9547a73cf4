import { enquiryPath, JOB_PATHS } from '@fastforward/domain';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../components/files';
import { requestBlob } from '../../../lib/http';

/** GET {JOB_PATHS.hblDraft}: the house bill of lading draft made from the job's data, saved as a PDF. */
export async function downloadHblDraft({ jobId, name }: { jobId: number; name: string }) {
  saveBlob(
    await requestBlob(enquiryPath(JOB_PATHS.hblDraft, { id: jobId }), { suppressErrorDialog: true }),
    name,
  );
}

export const useDownloadHblDraft = () => useMutation({ mutationFn: downloadHblDraft });
