import { type ItemData, type StoredFile, UPLOAD_FIELD } from '@fastforward/domain';
import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { request, requestBlob } from '../../lib/http';

export const FILE_BLOB_KEY = 'file-blob';

/** What a slot shows of a file: the public KYC form's documents have no id, only these. */
export type ShownFile = Pick<StoredFile, 'originalName' | 'contentType' | 'sizeBytes'>;

/**
 * How a file's bytes are read: the cache key they are kept under and the call that fetches them.
 * A signed-in page reads a stored file by id (`storedFileSource`); the public KYC form reads its
 * documents with the link in headers.
 */
export type FileSource = { queryKey: QueryKey; fetchBlob: () => Promise<Blob> };

/**
 * A stored file's bytes, fetched with the bearer through the http client (an <img> or <iframe>
 * pointed at the download route would go without it). A file never changes: a replaced one gets a
 * new id, so the key stays true for as long as the cache keeps the bytes.
 */
export const storedFileSource = (file: Pick<StoredFile, 'id' | 'downloadUrl'>): FileSource => ({
  queryKey: [FILE_BLOB_KEY, file.id],
  // Whoever shows the bytes shows their own message in place: no dialog over the page.
  fetchBlob: () => requestBlob(file.downloadUrl, { suppressErrorDialog: true }),
});

/** A stored file is read by its id; a file without one comes with how its bytes are read. */
export type SourcedFile = { file: StoredFile; source?: undefined } | { file: ShownFile; source: FileSource };

export const sourceOf = (sourced: SourcedFile): FileSource =>
  sourced.source === undefined ? storedFileSource(sourced.file) : sourced.source;

export const getFileBlobQueryOptions = ({ queryKey, fetchBlob }: FileSource) =>
  queryOptions({ queryKey, queryFn: fetchBlob, staleTime: Number.POSITIVE_INFINITY });

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

/** Saves a file under its original name, from the cache when it is shown already. */
export async function downloadFile(queryClient: QueryClient, source: FileSource, name: string) {
  saveBlob(await queryClient.fetchQuery(getFileBlobQueryOptions(source)), name);
}

/** Hands bytes to the browser's download as a file named `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL when the download starts, after this task: revoke it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
