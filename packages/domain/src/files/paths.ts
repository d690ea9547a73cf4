/**
 * API paths of the file store (SPEC §7 "Downloads", under /api/v1/ like the other calls, with
 * the spec's names). Every download answers the file's bytes with its stored type, never JSON.
 */
export const FILE_PATHS = {
  /** POST multipart/form-data, one part named UPLOAD_FIELD; ?ownerType&ownerId&fileType (fileUploadQuerySchema). */
  upload: '/api/v1/files',
  /** GET `${downloadFile}/:id`: one file by id. */
  downloadFile: '/api/v1/downloadFile',
  /** GET ?url=<a file's `path`> (downloadFileFromUrlQuerySchema). */
  downloadFileFromUrl: '/api/v1/downloadFileFromUrl',
  /** POST { fileIds, name? } (downloadZipRequestSchema): one zip of the files, streamed. */
  downloadZip: '/api/v1/downloadZip',
  /** POST { fileId } (convertPdfRequestSchema): the file as a PDF, made on the fly, nothing stored. */
  convertPdf: '/api/v1/convertPdf',
} as const;

/** The multipart part every upload route reads the file from. */
export const UPLOAD_FIELD = 'file';

/** SPEC §7's file storage path: a file's stored path is this prefix and its storage key. */
export const STORAGE_PATH_PREFIX = '/storage/';

export const downloadFileUrl = (fileId: number) => `${FILE_PATHS.downloadFile}/${fileId}`;
