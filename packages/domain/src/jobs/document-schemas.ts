import { z } from 'zod';
import { ID_MAX, pathIdSchema, proseSchema } from '../api/fields';
import {
  ADDITIONAL_FILE_TYPE_CODES,
  ADDITIONAL_FILE_TYPES,
  type AdditionalFileType,
  canUploadFileType,
  FILE_COLLECTION,
  FILE_COLLECTIONS,
} from '../files/codes';
import { MAX_ZIP_FILES, storedFileSchema } from '../files/schemas';
import { PERMISSIONS, UPLOAD_PERMISSION_ACTIONS, uploadPermission } from '../permissions/catalogue';
import { DOCUMENTATION_ACCESS, OPERATIONS_ACCESS } from './access';
import { JOB_DOCUMENT_COLLECTIONS, type JobDocumentCollection } from './codes';

/**
 * A job's documents (PRODUCT §2.8): the bills of lading, the delivery order and the additional
 * documents of SPEC §3, each gated by who may upload it; shared with the customer one by one.
 */

export const JOB_DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  shared: 'The document is shared with the customer',
  unshared: 'The document is no longer shared with the customer',
  /** A released delivery order is what the consignee collects the cargo with: it stays. */
  releasedDoKept: 'The delivery order of a job whose DO is released cannot be removed',
  alreadyReleased: 'The delivery order of this job has been released already',
  nothingToZip: 'There are no documents to download',
} as const;

const dedupe = <T>(values: readonly T[]) => [...new Set(values)];

/** Uploading (or removing) a bill of lading, a delivery order or an OTHER additional document. */
export const JOB_DOCUMENTATION_ACCESS = DOCUMENTATION_ACCESS.create;

/** Who reaches the upload and delete calls at all: documentation, or any SPEC §3 upload permission (each type then needs its own). */
export const JOB_DOCUMENT_UPLOAD_ACCESS = dedupe([
  ...JOB_DOCUMENTATION_ACCESS,
  ...UPLOAD_PERMISSION_ACTIONS.map(uploadPermission),
]) as readonly string[];

/** Releasing the delivery order and sharing documents with the customer: operations or documentation. */
/** Who may release a DO the payment check holds (with a reason): accounts' override, or the administrator. */
export const RELEASE_DO_ON_CREDIT_ACCESS = [
  PERMISSIONS.releaseDoOnCredit,
  PERMISSIONS.businessAdmin,
] as const;

export const JOB_DO_RELEASE_ACCESS = dedupe([
  ...OPERATIONS_ACCESS.update,
  ...DOCUMENTATION_ACCESS.create,
]) as readonly string[];
export const JOB_DOCUMENT_SHARE_ACCESS = JOB_DO_RELEASE_ACCESS;

/** The label of a job document collection ('House bill of lading'). */
export const jobDocumentCollectionLabel = (collection: JobDocumentCollection) =>
  FILE_COLLECTIONS[collection].label;

/**
 * Who may upload (and remove) a job document: a typed additional document (CSHT … LC/TT) needs its
 * SPEC §3 upload permission; a bill of lading, a delivery order or an OTHER document needs
 * documentation's create permission.
 */
export function canUploadJobDocument(
  permissions: readonly string[],
  collection: JobDocumentCollection,
  fileType?: AdditionalFileType | null,
): boolean {
  if (collection === FILE_COLLECTION.additionalDocuments && fileType && fileType !== 'OTHER') {
    return canUploadFileType(permissions, fileType);
  }
  return JOB_DOCUMENTATION_ACCESS.some((p) => permissions.includes(p));
}

/** The permission a 403 names when `canUploadJobDocument` says no. */
export function jobDocumentPermissionOf(
  collection: JobDocumentCollection,
  fileType?: AdditionalFileType | null,
): string {
  if (collection === FILE_COLLECTION.additionalDocuments && fileType && fileType !== 'OTHER') {
    return ADDITIONAL_FILE_TYPES[fileType].uploadPermission;
  }
  return JOB_DOCUMENTATION_ACCESS[0] as string;
}

/** The additional file types someone holding `permissions` may upload to a job, in SPEC order. */
export const uploadableJobFileTypes = (permissions: readonly string[]): AdditionalFileType[] =>
  ADDITIONAL_FILE_TYPE_CODES.filter((type) =>
    canUploadJobDocument(permissions, FILE_COLLECTION.additionalDocuments, type),
  );

/** The collections someone holding `permissions` may upload at least one job document to. */
export const uploadableJobCollections = (permissions: readonly string[]): JobDocumentCollection[] =>
  JOB_DOCUMENT_COLLECTIONS.filter((collection) =>
    collection === FILE_COLLECTION.additionalDocuments
      ? uploadableJobFileTypes(permissions).length > 0
      : canUploadJobDocument(permissions, collection),
  );

const person = z.object({ id: z.number().int(), fullName: z.string() });

/** A job document as both doors list it: the stored file, whether the customer sees it, who uploaded it. */
export const jobDocumentSchema = storedFileSchema.extend({
  collection: z.enum(JOB_DOCUMENT_COLLECTIONS),
  sharedWithCustomer: z.boolean(),
  /** Null when generated without a user, and always for the customer (the forwarder's staff stay its own). */
  uploadedBy: person.nullable(),
});
export type JobDocument = z.infer<typeof jobDocumentSchema>;

/** `?collection=…&fileType=…` of an upload: the file type is required for, and only for, an additional document. */
export const jobDocumentUploadQuerySchema = z
  .strictObject({
    collection: z.enum(JOB_DOCUMENT_COLLECTIONS, { error: 'Choose a document collection' }),
    fileType: z.enum(ADDITIONAL_FILE_TYPE_CODES, { error: 'Choose a file type' }).optional(),
  })
  .superRefine((query, ctx) => {
    const additional = query.collection === FILE_COLLECTION.additionalDocuments;
    if (additional && !query.fileType) {
      ctx.addIssue({ code: 'custom', path: ['fileType'], message: 'Choose a file type' });
    }
    if (!additional && query.fileType) {
      ctx.addIssue({
        code: 'custom',
        path: ['fileType'],
        message: 'A file type is only for additional documents',
      });
    }
  });
export type JobDocumentUploadQuery = z.infer<typeof jobDocumentUploadQuerySchema>;

export const jobDocumentParamsSchema = z.strictObject({ id: pathIdSchema, fileId: pathIdSchema });

/** POST documentsZip: some of the job's documents (in this order), or all of them without `fileIds`. */
export const jobDocumentsZipRequestSchema = z.strictObject({
  fileIds: z
    .array(
      z
        .number({ error: 'File id must be a number' })
        .int('File id must be a whole number')
        .positive('File id must be a positive number')
        .max(ID_MAX, 'File id is too large'),
      { error: 'fileIds must be a list of file ids' },
    )
    .min(1, 'Choose at least one document')
    .max(MAX_ZIP_FILES, `At most ${MAX_ZIP_FILES} documents at once`)
    .transform(dedupe)
    .optional(),
});
export type JobDocumentsZipRequest = z.input<typeof jobDocumentsZipRequestSchema>;

/**
 * POST releaseDo: the job's version as read, and remarks for the timeline. `overrideReason`: a
 * holder of RELEASE_DO_ON_CREDIT_ACCESS releases a DO the payment check holds, saying why.
 */
export const releaseDoRequestSchema = z.strictObject({
  version: z
    .number({ error: 'Version is required' })
    .int('Version is required')
    .min(0, 'Version is required'),
  remarks: proseSchema('Remarks', 1000).nullable().optional(),
  overrideReason: proseSchema('Reason to release on credit', 1000).nullable().optional(),
});
export type ReleaseDoRequest = z.infer<typeof releaseDoRequestSchema>;

/** What releasing the DO answers: its number, the job's new status and version, the stored (and shared) DO. */
export const releaseDoResultSchema = z.object({
  doNumber: z.string(),
  status: z.string(),
  version: z.number().int(),
  document: jobDocumentSchema,
});
export type ReleaseDoResult = z.infer<typeof releaseDoResultSchema>;
