import {
  ADDITIONAL_FILE_TYPES,
  type AdditionalFileType,
  canUploadJobDocument,
  FILE_COLLECTION,
  FILE_OWNER_TYPE,
  JOB_DOCUMENT_COLLECTIONS,
  JOB_DOCUMENT_MESSAGES,
  type JobDocument,
  type JobDocumentCollection,
  type JobDocumentUploadQuery,
  jobDocumentCollectionLabel,
  jobDocumentPermissionOf,
  type ReleaseDoRequest,
  type ReleaseDoResult,
} from '@fastforward/domain';
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { companyDoSettings, files, jobDocumentShares, jobs, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { dayOf } from '../../lib/validity';
import type { AuthContext } from '../../plugins/auth';
import {
  type FileRow,
  findReadableFiles,
  storeFile,
  toStoredFile,
  withFileChanges,
} from '../files/files.service';
import { putGeneratedPdf, readCompanyLetterhead } from '../files/generated-pdf';
import { recordJobMove } from '../jobs/job-moves';
import { assertJobVersion, type JobRow, lockJob } from '../jobs/job-records';
import { allocateDoNumber } from '../numbering/numbering.service';
import { renderDeliveryOrderPdf } from './delivery-order-pdf';
import { checkDoRelease } from './do-release-check';
import { renderHblDraftPdf } from './hbl-pdf';
import { readJobDocumentFacts } from './job-document-facts';

/**
 * A job's documents (PRODUCT §2.8): its files (owner 'job') in the HBL, MBL, DO and additional
 * documents collections, each uploaded and removed by who holds its permission, shared with the
 * customer one by one (job_document_shares). The customer's door lists and zips the shared ones
 * only; downloads go through the file store's routes, whose 'job' read rule says the same.
 */

type Deps = Pick<AppDeps, 'db' | 'storage' | 'clock' | 'mailer' | 'config'>;

/** Which of the job's documents a door sees. */
export type JobDocumentDoor = 'staff' | 'customer';

const documentNotFound = () => new AppError('NOT_FOUND', JOB_DOCUMENT_MESSAGES.notFound);

const ownerOf = (job: Pick<JobRow, 'id' | 'companyId'>) => ({
  type: FILE_OWNER_TYPE.job,
  id: job.id,
  companyId: job.companyId,
});

/** The files of the job in its document collections. */
const jobFilesWhere = (job: Pick<JobRow, 'id' | 'companyId'>): SQL =>
  and(
    eq(files.companyId, job.companyId),
    eq(files.ownerType, FILE_OWNER_TYPE.job),
    eq(files.ownerId, job.id),
    inArray(files.collection, [...JOB_DOCUMENT_COLLECTIONS]),
  ) as SQL;

type DocumentRow = { file: FileRow; shared: boolean; uploaderName: string | null };

function toJobDocument(row: DocumentRow, door: JobDocumentDoor): JobDocument {
  const { file } = row;
  return {
    ...toStoredFile(file),
    collection: file.collection as JobDocumentCollection,
    sharedWithCustomer: row.shared,
    uploadedBy:
      door === 'staff' && file.uploadedBy !== null
        ? { id: file.uploadedBy, fullName: row.uploaderName ?? '' }
        : null,
  };
}

const collectionRank = (collection: string) =>
  (JOB_DOCUMENT_COLLECTIONS as readonly string[]).indexOf(collection);

async function selectDocuments(db: DbOrTx, where: SQL | undefined): Promise<DocumentRow[]> {
  const rows = await db
    .select({ file: files, sharedFileId: jobDocumentShares.fileId, uploaderName: users.fullName })
    .from(files)
    .leftJoin(jobDocumentShares, eq(jobDocumentShares.fileId, files.id))
    .leftJoin(users, eq(users.id, files.uploadedBy))
    .where(where)
    .orderBy(asc(files.createdAt), asc(files.id));
  return rows
    .map((r) => ({ file: r.file, shared: r.sharedFileId !== null, uploaderName: r.uploaderName }))
    .sort((a, b) => collectionRank(a.file.collection) - collectionRank(b.file.collection));
}

/**
 * The job's documents, bills of lading first, then the delivery order and the additional
 * documents, oldest first within each; the customer's door only those shared with it.
 */
export async function listJobDocuments(
  db: DbOrTx,
  job: Pick<JobRow, 'id' | 'companyId'>,
  door: JobDocumentDoor,
): Promise<JobDocument[]> {
  const rows = await selectDocuments(
    db,
    and(jobFilesWhere(job), door === 'customer' ? isNotNull(jobDocumentShares.fileId) : undefined),
  );
  return rows.map((row) => toJobDocument(row, door));
}

async function findJobDocument(
  db: DbOrTx,
  job: Pick<JobRow, 'id' | 'companyId'>,
  fileId: number,
): Promise<DocumentRow> {
  const [row] = await selectDocuments(db, and(jobFilesWhere(job), eq(files.id, fileId)));
  if (!row) throw documentNotFound();
  return row;
}

/** 403 naming the permission when the caller may not upload (or remove) a document of this collection and type. */
function assertMayHandle(
  auth: AuthContext,
  collection: JobDocumentCollection,
  fileType: AdditionalFileType | null | undefined,
) {
  if (canUploadJobDocument(auth.permissions, collection, fileType)) return;
  const what =
    collection === FILE_COLLECTION.additionalDocuments && fileType
      ? ADDITIONAL_FILE_TYPES[fileType].label
      : jobDocumentCollectionLabel(collection).toLowerCase();
  throw new AppError(
    'FORBIDDEN',
    `You need the permission ${jobDocumentPermissionOf(collection, fileType)} to upload or remove a ${what}`,
  );
}

/** Uploads one document to the job (the caller loaded it for its company): permission first, then the bytes. */
export async function uploadJobDocument(
  deps: Deps,
  request: FastifyRequest,
  auth: AuthContext,
  job: JobRow,
  query: JobDocumentUploadQuery,
): Promise<JobDocument> {
  assertMayHandle(auth, query.collection, query.fileType);
  const file = await storeFile(
    deps,
    request,
    {
      owner: ownerOf(job),
      collection: query.collection,
      ...(query.collection === FILE_COLLECTION.additionalDocuments && query.fileType
        ? { fileType: query.fileType }
        : {}),
      uploadedBy: auth.userId,
    },
    async (_tx, row) => row,
  );
  return toJobDocument(await findJobDocument(deps.db, job, file.id), 'staff');
}

/**
 * Removes a document (its share goes with it). The same permission as uploading it; the delivery
 * order of a job whose DO is released stays (409): the consignee collects the cargo with it.
 */
export async function deleteJobDocument(deps: Deps, auth: AuthContext, job: JobRow, fileId: number) {
  const { file } = await findJobDocument(deps.db, job, fileId);
  assertMayHandle(auth, file.collection as JobDocumentCollection, file.fileType as AdditionalFileType | null);
  await withFileChanges(deps, async (tx, discard) => {
    const locked = await lockJob(tx, job);
    if (file.collection === FILE_COLLECTION.deliveryOrder && locked.doNumber !== null) {
      throw new AppError('CONFLICT', JOB_DOCUMENT_MESSAGES.releasedDoKept);
    }
    await discard(file.id);
  });
}

/** Shares the document with the job's customer, or stops sharing it; answers it as the staff sees it. */
export async function setJobDocumentShared(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  job: JobRow,
  fileId: number,
  shared: boolean,
): Promise<JobDocument> {
  await findJobDocument(deps.db, job, fileId);
  if (shared) {
    await deps.db
      .insert(jobDocumentShares)
      .values({
        fileId,
        companyId: job.companyId,
        jobId: job.id,
        sharedBy: auth.userId,
        sharedAt: deps.clock(),
      })
      .onConflictDoNothing({ target: jobDocumentShares.fileId });
  } else {
    await deps.db
      .delete(jobDocumentShares)
      .where(and(eq(jobDocumentShares.fileId, fileId), eq(jobDocumentShares.companyId, job.companyId)));
  }
  return toJobDocument(await findJobDocument(deps.db, job, fileId), 'staff');
}

/**
 * The files a zip of the job's documents holds: the ones asked for (each a document this door
 * sees, else 404) or all of them, read through the file store's read rule once more.
 */
export async function jobDocumentsToZip(
  db: DbOrTx,
  auth: AuthContext,
  job: Pick<JobRow, 'id' | 'companyId'>,
  door: JobDocumentDoor,
  fileIds: readonly number[] | undefined,
): Promise<FileRow[]> {
  const documents = await listJobDocuments(db, job, door);
  const seen = new Set(documents.map((d) => d.id));
  if (fileIds?.some((id) => !seen.has(id))) throw documentNotFound();
  const ids = fileIds ?? documents.map((d) => d.id);
  if (ids.length === 0) throw new AppError('NOT_FOUND', JOB_DOCUMENT_MESSAGES.nothingToZip);
  return findReadableFiles(db, auth, ids);
}

/** The house bill of lading draft of the job as PDF bytes, with its file name. */
export async function renderJobHblDraft(
  deps: Pick<AppDeps, 'db' | 'storage' | 'clock'>,
  job: JobRow,
): Promise<{ name: string; bytes: Uint8Array }> {
  const [company, facts] = await Promise.all([
    readCompanyLetterhead(deps, job.companyId),
    readJobDocumentFacts(deps.db, job),
  ]);
  const bytes = await renderHblDraftPdf({ company, facts, printedOn: dayOf(deps.clock()) });
  return { name: `${job.reference} HBL draft.pdf`, bytes };
}

/**
 * Releases the delivery order (PRODUCT §2.7), all in one transaction on the locked job: the
 * version the caller read (409), not released before (409), paid or within the customer's credit
 * (checkDoRelease: 409 naming what is outstanding, or released by accounts with a reason), a DO number from the DO settings
 * (409 without them), the move to DORE through the job workflow (409 when the job may not go
 * there), the DO rendered with the DO settings and stored in the DO collection, shared with the
 * customer, and the number kept on the job. Any refusal leaves nothing behind, bytes included.
 */
export async function releaseDeliveryOrder(
  deps: Deps,
  auth: AuthContext,
  job: JobRow,
  request: ReleaseDoRequest,
): Promise<ReleaseDoResult> {
  const now = deps.clock();
  const issuedOn = dayOf(now);
  const company = await readCompanyLetterhead(deps, job.companyId);
  const stored: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockJob(tx, job);
      assertJobVersion(locked, request.version);
      if (locked.doNumber !== null) {
        throw new AppError('CONFLICT', `${JOB_DOCUMENT_MESSAGES.alreadyReleased} (${locked.doNumber})`);
      }
      const [settings] = await tx
        .select()
        .from(companyDoSettings)
        .where(eq(companyDoSettings.companyId, job.companyId));
      const { number } = await allocateDoNumber(tx, job.companyId);
      const { overridden } = await checkDoRelease(tx, auth, locked, request, issuedOn);
      const moved = await recordJobMove(deps, tx, {
        job: locked,
        to: 'DORE',
        expectedVersion: request.version,
        remarks: [request.remarks?.trim() || `Delivery order ${number} released`, overridden]
          .filter(Boolean)
          .join('. '),
        userId: auth.userId,
      });
      if (!settings) throw new Error('DO settings vanished after a number was allocated');
      const facts = await readJobDocumentFacts(tx, { ...locked, doNumber: number });
      const bytes = await renderDeliveryOrderPdf({
        company,
        settings,
        facts,
        doNumber: number,
        issuedOn,
        validTill: dayOf(now, settings.validityDays),
      });
      const pdf = await putGeneratedPdf(deps, job.companyId, now, bytes);
      stored.push(pdf.storageKey);
      const [file] = await tx
        .insert(files)
        .values({
          companyId: job.companyId,
          ownerType: FILE_OWNER_TYPE.job,
          ownerId: job.id,
          collection: FILE_COLLECTION.deliveryOrder,
          fileType: null,
          storageKey: pdf.storageKey,
          originalName: `${number.replace(/[^\w.-]+/g, '_')}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: pdf.sizeBytes,
          sha256: pdf.sha256,
          uploadedBy: auth.userId,
          createdAt: now,
        })
        .returning({ id: files.id });
      if (!file) throw new Error('file insert returned nothing');
      await tx.insert(jobDocumentShares).values({
        fileId: file.id,
        companyId: job.companyId,
        jobId: job.id,
        sharedBy: auth.userId,
        sharedAt: now,
      });
      await tx
        .update(jobs)
        .set({ doNumber: number })
        .where(and(eq(jobs.id, job.id), eq(jobs.companyId, job.companyId)));
      return {
        doNumber: number,
        status: moved.status,
        version: moved.version,
        document: toJobDocument(await findJobDocument(tx, job, file.id), 'staff'),
      };
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
    throw error;
  }
}
