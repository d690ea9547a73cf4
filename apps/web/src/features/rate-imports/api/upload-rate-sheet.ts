import { type ItemData, RATE_PATHS, type RateImport, UPLOAD_FIELD } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { RATE_IMPORTS_KEY, rateImportKey } from './rate-import-keys';

export type UploadRateSheet = {
  file: File;
  vendorId: number | null;
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
};

/**
 * POST {RATE_PATHS.rateImports}: the sheet as multipart, with the vendor it comes from. The vendor
 * goes first: the server looks at the form's fields before it stores the file's bytes. The caller
 * shows a refusal (a wrong kind, too large, an unknown vendor) in place.
 */
export async function uploadRateSheet({ file, vendorId, onProgress }: UploadRateSheet) {
  const form = new FormData();
  if (vendorId !== null) form.append('vendorId', String(vendorId));
  form.append(UPLOAD_FIELD, file, file.name);
  return (
    await request<ItemData<RateImport>>(RATE_PATHS.rateImports, {
      method: 'POST',
      body: form,
      suppressErrorDialog: true,
      ...(onProgress ? { onUploadProgress: onProgress } : {}),
    })
  ).data.item;
}

export function useUploadRateSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRateSheet,
    onSuccess: (created) => {
      queryClient.setQueryData(rateImportKey(created.id), created);
      return queryClient.invalidateQueries({ queryKey: [RATE_IMPORTS_KEY, 'list'] });
    },
  });
}
