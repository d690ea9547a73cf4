import { type ItemData, type StoredFile, UPLOAD_FIELD } from '@fastforward/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { request, requestBlob } from '../../lib/http';

export const FILE_BLOB_KEY = 'file-blob';

/**
 * A stored file's bytes, fetched with the bearer through the http client (an <img> or <iframe>
 * pointed at the download route would go without it). A file never changes: a replaced one gets a
 * new id, so the bytes stay fresh for as long as the cache keeps them.
 */
export const getFileBlobQueryOptions = (file: Pick<StoredFile, 'id' | 'downloadUrl'>) =>
  queryOptions({
    queryKey: [FILE_BLOB_KEY, file.id],
    // Whoever shows the bytes shows their own message in place: no dialog over the page.
    queryFn: () => requestBlob(file.downloadUrl, { suppressErrorDialog: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Uploads one file as multipart/form-data into a slot that takes one (PUT: it replaces the one
 * there) and answers the record the server sends back. The caller shows a refusal (413, 415, 403).
 */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return (await request<ItemData<T>>(path, { method: 'PUT', body: form, suppressErrorDialog: true })).data
    .item;
}

/** Saves a stored file under its original name, from the cache when it is shown already. */
export async function downloadStoredFile(queryClient: QueryClient, file: StoredFile) {
  const blob = await queryClient.fetchQuery(getFileBlobQueryOptions(file));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.originalName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL when the download starts, after this task: revoke it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
