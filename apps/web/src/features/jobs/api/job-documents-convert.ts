import { type ConvertPdfRequest, FILE_PATHS } from '@fastforward/domain';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../components/files';
import { requestBlob } from '../../../lib/http';

/** POST {FILE_PATHS.convertPdf}: an office document as a PDF, made on the fly, saved under `name`. */
export async function convertJobDocumentToPdf({ fileId, name }: ConvertPdfRequest & { name: string }) {
  saveBlob(
    await requestBlob(FILE_PATHS.convertPdf, { method: 'POST', body: { fileId }, suppressErrorDialog: true }),
    name,
  );
}

export const useConvertJobDocumentToPdf = () => useMutation({ mutationFn: convertJobDocumentToPdf });
