import { FILE_COLLECTION, FILE_OWNER_TYPE, type StoredFile } from '@fastforward/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { files, salesVisits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import {
  type FileDeps,
  type FileRow,
  storeFile,
  toStoredFile,
  withFileChanges,
} from '../files/files.service';
import { findOwnVisit } from './sales-visits.service';

/** The files of a visit: filed under its forwarder, as additional documents of type OTHER. */
const ofVisit = (visit: { id: number; companyId: number }) =>
  and(
    eq(files.companyId, visit.companyId),
    eq(files.ownerType, FILE_OWNER_TYPE.salesVisit),
    eq(files.ownerId, visit.id),
  );

/** The visit's files, oldest first; another company's visit is a 404. */
export async function listVisitFiles(db: DbOrTx, auth: AuthContext, visitId: number): Promise<StoredFile[]> {
  const visit = await findOwnVisit(db, auth.companyId, visitId);
  const rows = await db.select().from(files).where(ofVisit(visit)).orderBy(asc(files.id));
  return rows.map(toStoredFile);
}

/** One file of the caller's company's visit, or a 404 (a file of another visit too). */
export async function findVisitFile(
  db: DbOrTx,
  auth: AuthContext,
  visitId: number,
  fileId: number,
): Promise<FileRow> {
  const visit = await findOwnVisit(db, auth.companyId, visitId);
  const [row] = await db
    .select()
    .from(files)
    .where(and(ofVisit(visit), eq(files.id, fileId)));
  if (!row) throw new AppError('NOT_FOUND', 'File not found');
  return row;
}

/** Attaches the request's file (a photo, the minutes, a scanned card …) to the company's visit. */
export async function uploadVisitFile(
  deps: FileDeps,
  request: FastifyRequest,
  auth: AuthContext,
  visitId: number,
): Promise<StoredFile> {
  const visit = await findOwnVisit(deps.db, auth.companyId, visitId);
  return storeFile(
    deps,
    request,
    {
      owner: { type: FILE_OWNER_TYPE.salesVisit, id: visit.id, companyId: visit.companyId },
      collection: FILE_COLLECTION.additionalDocuments,
      fileType: 'OTHER',
      uploadedBy: auth.userId,
    },
    async (_tx, row) => toStoredFile(row),
  );
}

export async function deleteVisitFile(deps: FileDeps, auth: AuthContext, visitId: number, fileId: number) {
  const row = await findVisitFile(deps.db, auth, visitId, fileId);
  await withFileChanges(deps, (_tx, discard) => discard(row.id));
}

/** Deletes the company's visit with its files (their bytes once the deletion has committed). */
export async function deleteVisit(deps: FileDeps, companyId: number, visitId: number) {
  await withFileChanges(deps, async (tx, discard) => {
    const visit = await findOwnVisit(tx, companyId, visitId);
    const attached = await tx.select({ id: files.id }).from(files).where(ofVisit(visit));
    for (const file of attached) await discard(file.id);
    await tx
      .delete(salesVisits)
      .where(and(eq(salesVisits.id, visit.id), eq(salesVisits.companyId, companyId)));
  });
}
