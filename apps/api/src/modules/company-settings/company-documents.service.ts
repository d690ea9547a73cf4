import { type CompanyDocumentCollection, FILE_COLLECTION, FILE_OWNER_TYPE } from '@fastforward/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { companyBankAccounts, companySettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { type FileDeps, storeFile, withFileChanges } from '../files/files.service';
import { findBankAccount, findBasicSettings, lockCompany } from './company-settings.service';

/** The settings column that points at each company document. */
const DOCUMENT_FIELDS = {
  CL: 'logoFileId',
  CRD: 'registrationDocumentFileId',
  TD: 'taxDocumentFileId',
} as const satisfies Record<CompanyDocumentCollection, keyof typeof companySettings.$inferSelect>;

/** Points the company's slot at `fileId` (null: empty) and answers the file it pointed at before. */
async function setCompanyDocument(
  tx: DbOrTx,
  companyId: number,
  collection: CompanyDocumentCollection,
  fileId: number | null,
): Promise<number | null> {
  // Two uploads into one slot at once would each discard the same old file: one at a time.
  await lockCompany(tx, companyId);
  const field = DOCUMENT_FIELDS[collection];
  const [current] = await tx
    .select({ fileId: companySettings[field] })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  await tx
    .insert(companySettings)
    .values({ companyId, [field]: fileId })
    .onConflictDoUpdate({
      target: companySettings.companyId,
      set: { [field]: fileId, updatedAt: sql`now()` },
    });
  return current?.fileId ?? null;
}

/**
 * Uploads the company's logo (CL), registration document (CRD) or tax document (TD), replacing the
 * one before: the new file in and the old row out in one transaction, the old bytes deleted after.
 */
export async function saveCompanyDocument(
  deps: FileDeps,
  request: FastifyRequest,
  auth: AuthContext,
  collection: CompanyDocumentCollection,
) {
  const companyId = auth.companyId;
  await storeFile(
    deps,
    request,
    {
      owner: { type: FILE_OWNER_TYPE.company, id: companyId, companyId },
      collection,
      uploadedBy: auth.userId,
    },
    async (tx, file, discard) => {
      const previous = await setCompanyDocument(tx, companyId, collection, file.id);
      if (previous !== null) await discard(previous);
    },
  );
  return findBasicSettings(deps.db, companyId);
}

/** Empties the slot; removing an empty one changes nothing. */
export async function removeCompanyDocument(
  deps: FileDeps,
  companyId: number,
  collection: CompanyDocumentCollection,
) {
  await withFileChanges(deps, async (tx, discard) => {
    const previous = await setCompanyDocument(tx, companyId, collection, null);
    if (previous !== null) await discard(previous);
  });
  return findBasicSettings(deps.db, companyId);
}

const bankAccountOf = (companyId: number, id: number) =>
  and(eq(companyBankAccounts.id, id), eq(companyBankAccounts.companyId, companyId));

/** Points the account at `fileId` and answers its document before; another company's account is a 404. */
async function setBankAccountDocument(tx: DbOrTx, companyId: number, id: number, fileId: number | null) {
  await lockCompany(tx, companyId);
  const [account] = await tx
    .select({ documentFileId: companyBankAccounts.documentFileId })
    .from(companyBankAccounts)
    .where(bankAccountOf(companyId, id));
  if (!account) throw new AppError('NOT_FOUND', 'Bank account not found');
  await tx.update(companyBankAccounts).set({ documentFileId: fileId }).where(bankAccountOf(companyId, id));
  return account.documentFileId;
}

/** Uploads or replaces a bank account's bank detail document (BDD). */
export async function saveBankAccountDocument(
  deps: FileDeps,
  request: FastifyRequest,
  auth: AuthContext,
  bankAccountId: number,
) {
  const companyId = auth.companyId;
  // Refused before a byte is read when the account is not the caller's.
  await findBankAccount(deps.db, companyId, bankAccountId);
  await storeFile(
    deps,
    request,
    {
      owner: { type: FILE_OWNER_TYPE.bankAccount, id: bankAccountId, companyId },
      collection: FILE_COLLECTION.bankDetailDocument,
      uploadedBy: auth.userId,
    },
    async (tx, file, discard) => {
      const previous = await setBankAccountDocument(tx, companyId, bankAccountId, file.id);
      if (previous !== null) await discard(previous);
    },
  );
  return findBankAccount(deps.db, companyId, bankAccountId);
}

export async function removeBankAccountDocument(deps: FileDeps, companyId: number, bankAccountId: number) {
  await withFileChanges(deps, async (tx, discard) => {
    const previous = await setBankAccountDocument(tx, companyId, bankAccountId, null);
    if (previous !== null) await discard(previous);
  });
  return findBankAccount(deps.db, companyId, bankAccountId);
}
