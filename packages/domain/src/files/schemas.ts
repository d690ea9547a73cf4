import { z } from 'zod';
import {
  ADDITIONAL_FILE_TYPE_CODES,
  FILE_COLLECTION_CODES,
  FILE_CONTENT_TYPES,
  FILE_OWNER_TYPE,
} from './codes';

const ID_MAX = 2_147_483_647;
const idSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(ID_MAX, `${label} is too large`);

/**
 * A stored file as every answer shows it. `downloadUrl` is its GET /downloadFile URL; `path` its
 * stored path (SPEC §7 "/storage/…"), which /downloadFileFromUrl accepts. Both need the bearer.
 */
export const storedFileSchema = z.object({
  id: z.number().int(),
  collection: z.enum(FILE_COLLECTION_CODES),
  /** The additional file type (CSHT …) of an additional document; null for the other collections. */
  fileType: z.enum(ADDITIONAL_FILE_TYPE_CODES).nullable(),
  /** The uploaded name, made safe (sanitizeFileName), with an extension matching its type. */
  originalName: z.string(),
  /** Decided from the bytes when uploaded. */
  contentType: z.enum(FILE_CONTENT_TYPES),
  sizeBytes: z.number().int(),
  /** Hex SHA-256 of the bytes. */
  sha256: z.string(),
  /**
   * Text, not a timestampSchema: the database writes a document's JSON beside its owner's row
   * (storedFileOf), so the instant arrives as ISO text and a Date would be a round trip.
   */
  createdAt: z.iso.datetime(),
  downloadUrl: z.string(),
  path: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/**
 * The query of POST /api/v1/files: the record the additional document belongs to and its type.
 * The company's own slots (logo, registration and tax documents) and a bank account's document
 * are uploaded through their settings routes instead.
 */
export const fileUploadQuerySchema = z.strictObject({
  ownerType: z.enum([FILE_OWNER_TYPE.company], { error: 'Choose what the file belongs to' }),
  ownerId: z.coerce.number().int().positive().max(ID_MAX),
  fileType: z.enum(ADDITIONAL_FILE_TYPE_CODES, { error: 'Choose a file type' }),
});
export type FileUploadQuery = z.infer<typeof fileUploadQuerySchema>;

/** GET /downloadFileFromUrl: `url` is a file's `path`; anything else is a 404. */
export const downloadFileFromUrlQuerySchema = z.strictObject({
  url: z.string({ error: 'url is required' }).max(1000, 'url is too long'),
});

export const MAX_ZIP_FILES = 100;

/** POST /downloadZip: the files (each once, in this order) and the zip's name. */
export const downloadZipRequestSchema = z.strictObject({
  fileIds: z
    .array(idSchema('File id'), { error: 'fileIds must be a list of file ids' })
    .min(1, 'Choose at least one file')
    .max(MAX_ZIP_FILES, `At most ${MAX_ZIP_FILES} files at once`)
    .transform((ids) => [...new Set(ids)]),
  /** Without it the zip is called documents.zip. */
  name: z.string().trim().max(100, 'Name must not exceed 100 characters').optional(),
});
export type DownloadZipRequest = z.input<typeof downloadZipRequestSchema>;

/** POST /convertPdf. */
export const convertPdfRequestSchema = z.strictObject({ fileId: idSchema('File id') });
export type ConvertPdfRequest = z.infer<typeof convertPdfRequestSchema>;
