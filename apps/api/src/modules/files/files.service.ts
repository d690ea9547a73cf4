import {
  ADDITIONAL_FILE_TYPES,
  type AdditionalFileType,
  canUploadFileType,
  downloadFileUrl,
  FILE_COLLECTION,
  FILE_PATHS,
  type FileCollection,
  type FileContentType,
  type FileOwnerType,
  type FileUploadQuery,
  STORAGE_PATH_PREFIX,
  type StoredFile,
} from '@fastforward/domain';
import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { STORAGE_KEY } from '../../plugins/storage/storage';
import { attachingCompanyOf, canReadFile } from './file-owners';
import { receiveUpload, type UploadedPart } from './upload';

export type FileRow = typeof files.$inferSelect;

/** The record a file belongs to, and the company it is filed under. */
export type FileOwner = { type: FileOwnerType; id: number; companyId: number };

/**
 * Inside a transaction: deletes a file's row; its bytes are deleted once the transaction has
 * committed (a rollback keeps both).
 */
export type DiscardFile = (fileId: number) => Promise<void>;

/** What storing and discarding files needs of the app's dependencies. */
export type FileDeps = Pick<AppDeps, 'db' | 'storage' | 'clock'>;

const fileNotFound = () => new AppError('NOT_FOUND', 'File not found');

/** A file row as every answer shows it (storedFileSchema). */
export const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  collection: row.collection as FileCollection,
  fileType: row.fileType as AdditionalFileType | null,
  originalName: row.originalName,
  contentType: row.contentType as FileContentType,
  sizeBytes: row.sizeBytes,
  sha256: row.sha256,
  createdAt: row.createdAt.toISOString(),
  downloadUrl: downloadFileUrl(row.id),
  path: `${STORAGE_PATH_PREFIX}${row.storageKey}`,
});

/**
 * The file a column points at, as toStoredFile shows it (null when the column is null), built by
 * the database: a select (or a RETURNING) of the owner answers its file without a second query.
 */
export const storedFileOf = (fileId: AnyColumn): SQL<StoredFile | null> => sql`(
  select json_build_object(
    'id', f.id, 'collection', f.collection, 'fileType', f.file_type, 'originalName', f.original_name,
    'contentType', f.content_type, 'sizeBytes', f.size_bytes, 'sha256', f.sha256,
    'createdAt', to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'downloadUrl', ${`${FILE_PATHS.downloadFile}/`}::text || f.id,
    'path', ${STORAGE_PATH_PREFIX}::text || f.storage_key)
  from ${files} f where f.id = ${fileId})`;

async function deleteStoredBytes(deps: Pick<AppDeps, 'storage'>, keys: readonly string[]) {
  // A blob whose delete fails is an orphan no row points at: never served, only wasted space.
  await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
}

/**
 * Runs `work` in a transaction with `discard` for the files it lets go; their bytes are deleted
 * after the commit, so a failure never leaves a row without its bytes.
 */
export async function withFileChanges<T>(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  work: (tx: DbOrTx, discard: DiscardFile) => Promise<T>,
): Promise<T> {
  const discarded: string[] = [];
  const result = await deps.db.transaction((tx) =>
    work(tx, async (fileId) => {
      const [row] = await tx
        .delete(files)
        .where(eq(files.id, fileId))
        .returning({ storageKey: files.storageKey });
      if (row) discarded.push(row.storageKey);
    }),
  );
  await deleteStoredBytes(deps, discarded);
  return result;
}

/**
 * Receives the request's file into `collection` for `owner`, writes its row and runs `attach`
 * (which points the owner at it, and may discard the file it replaces) in one transaction. Any
 * refusal or failure leaves neither row nor bytes behind.
 */
export async function storeFile<T>(
  deps: FileDeps,
  request: FastifyRequest,
  spec: {
    owner: FileOwner;
    collection: FileCollection;
    fileType?: AdditionalFileType;
    /** Null when no signed-in user uploads it (a customer through its KYC link). */
    uploadedBy: number | null;
    /** Looks at the form's fields and the file's name before its bytes are stored (receiveUpload). */
    beforeStore?: (part: UploadedPart) => void | Promise<void>;
  },
  attach: (tx: DbOrTx, file: FileRow, discard: DiscardFile) => Promise<T>,
): Promise<T> {
  const received = await receiveUpload(request, {
    storage: deps.storage,
    collection: spec.collection,
    companyId: spec.owner.companyId,
    now: deps.clock(),
    ...(spec.beforeStore ? { beforeStore: spec.beforeStore } : {}),
  });
  try {
    return await withFileChanges(deps, async (tx, discard) => {
      const [row] = await tx
        .insert(files)
        .values({
          companyId: spec.owner.companyId,
          ownerType: spec.owner.type,
          ownerId: spec.owner.id,
          collection: spec.collection,
          fileType: spec.fileType ?? null,
          uploadedBy: spec.uploadedBy,
          ...received,
        })
        .returning();
      if (!row) throw new Error('file insert returned nothing');
      return attach(tx, row, discard);
    });
  } catch (error) {
    await deleteStoredBytes(deps, [received.storageKey]);
    throw error;
  }
}

/** A file the caller may read (who may read its owner); anything else, another company's too, is a 404. */
export async function findReadableFile(db: DbOrTx, auth: AuthContext, id: number): Promise<FileRow> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row || !(await canReadFile(db, auth, row))) throw fileNotFound();
  return row;
}

/**
 * A file by its stored path (`/storage/<key>`, as answers give it). Only a path of exactly that
 * shape is looked up, and only in the table: nothing the caller sends ever reaches the file
 * system, so `../`, encoded, absolute or backslashed paths are all simply not found.
 */
export async function findReadableFileByPath(db: DbOrTx, auth: AuthContext, path: string): Promise<FileRow> {
  const key = path.startsWith(STORAGE_PATH_PREFIX) ? path.slice(STORAGE_PATH_PREFIX.length) : '';
  if (!STORAGE_KEY.test(key)) throw fileNotFound();
  const [row] = await db.select().from(files).where(eq(files.storageKey, key));
  if (!row || !(await canReadFile(db, auth, row))) throw fileNotFound();
  return row;
}

/** Every one of `ids`, in that order, when the caller may read them all; otherwise a 404 naming none. */
export async function findReadableFiles(
  db: DbOrTx,
  auth: AuthContext,
  ids: readonly number[],
): Promise<FileRow[]> {
  const rows = await db
    .select()
    .from(files)
    .where(inArray(files.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found: FileRow[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || !(await canReadFile(db, auth, row))) throw fileNotFound();
    found.push(row);
  }
  return found;
}

/** Whether the caller may add (or remove) an additional document of this type: 403 otherwise. */
function assertMayUpload(auth: AuthContext, fileType: AdditionalFileType) {
  if (!canUploadFileType(auth.permissions, fileType)) {
    throw new AppError(
      'FORBIDDEN',
      `You do not have permission to upload a ${ADDITIONAL_FILE_TYPES[fileType].label}`,
    );
  }
}

/** An additional document (SPEC §3 file type) attached to a record the caller may add documents to. */
export async function uploadAdditionalDocument(
  deps: FileDeps,
  request: FastifyRequest,
  auth: AuthContext,
  query: FileUploadQuery,
): Promise<StoredFile> {
  assertMayUpload(auth, query.fileType);
  const companyId = await attachingCompanyOf(deps.db, auth, query.ownerType, query.ownerId);
  if (companyId === null) throw new AppError('NOT_FOUND', 'Record not found');
  return storeFile(
    deps,
    request,
    {
      owner: { type: query.ownerType, id: query.ownerId, companyId },
      collection: FILE_COLLECTION.additionalDocuments,
      fileType: query.fileType,
      uploadedBy: auth.userId,
    },
    async (_tx, row) => toStoredFile(row),
  );
}

/**
 * Removes an additional document. The files of the other collections fill a slot of their owner
 * and are removed through it (409 here).
 */
export async function deleteAdditionalDocument(deps: FileDeps, auth: AuthContext, id: number): Promise<void> {
  const row = await findReadableFile(deps.db, auth, id);
  if (row.collection !== FILE_COLLECTION.additionalDocuments || !row.fileType) {
    throw new AppError('CONFLICT', 'This file is removed from the record it belongs to');
  }
  const companyId = await attachingCompanyOf(deps.db, auth, row.ownerType as FileOwnerType, row.ownerId);
  if (companyId === null) throw fileNotFound();
  assertMayUpload(auth, row.fileType as AdditionalFileType);
  await withFileChanges(deps, (_tx, discard) => discard(row.id));
}
