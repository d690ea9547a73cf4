import { downloadFileUrl, STORAGE_PATH_PREFIX, type StoredFile } from '@fastforward/domain';

/** A stored file as the API answers it; a test gives what it looks at. */
export function storedFile(
  overrides: Partial<StoredFile> & Pick<StoredFile, 'id' | 'collection'>,
): StoredFile {
  return {
    fileType: null,
    originalName: `file-${overrides.id}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 2048,
    sha256: '0'.repeat(64),
    createdAt: '2026-11-24T09:00:00.000Z',
    downloadUrl: downloadFileUrl(overrides.id),
    path: `${STORAGE_PATH_PREFIX}${overrides.id}`,
    ...overrides,
  };
}

/** A download route's answer: the file's bytes with its type (never the JSON envelope). */
export const fileAnswer = (contentType: string, bytes: Uint8Array<ArrayBuffer> = new Uint8Array([1, 2, 3])) =>
  new Response(new Blob([bytes], { type: contentType }), { headers: { 'Content-Type': contentType } });

/** A file as the picker hands it over. */
export const pickedFile = (name: string, type: string, size = 16) =>
  new File([new Uint8Array(size)], name, { type });
