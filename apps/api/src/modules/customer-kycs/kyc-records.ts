import {
  FILE_OWNER_TYPE,
  KYC_DOCUMENT_COLLECTIONS,
  type KycDetails,
  type KycLogAction,
  type KycPerson,
  kycWorkflow,
} from '@fastforward/domain';
import { type AnyColumn, and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, companySettings, customerKycs, files, kycApproveLogs } from '../../db/schema';
import { toStoredFile } from '../files/files.service';
import { createStatusTransitions } from '../workflow/workflow.service';

/**
 * A KYC's status moves (submit, approve, reject) through the shared workflow helper: stale copies
 * get a 409, every move lands in the status history. Shared by the public form and the review.
 */
export const kycTransitions = createStatusTransitions({
  table: customerKycs,
  workflow: kycWorkflow,
  recordType: 'customer_kyc',
  notFoundMessage: 'Customer KYC not found',
});

export type KycLogEntry = {
  companyId: number;
  kycId: number;
  action: KycLogAction;
  /** Null when the customer acted through its link without signing in. */
  actorId: number | null;
  at: Date;
  remarks?: string | null;
  /** What changed (the tiers, the sales persons of a transfer, the update request id …). */
  details?: Record<string, unknown> | null;
};

/** Adds one line to the approve log, inside the caller's transaction with the change it records. */
export async function appendKycLog(tx: DbOrTx, entry: KycLogEntry): Promise<void> {
  await tx.insert(kycApproveLogs).values({
    companyId: entry.companyId,
    kycId: entry.kycId,
    action: entry.action,
    actorId: entry.actorId,
    remarks: entry.remarks ?? null,
    details: entry.details ?? null,
    createdAt: entry.at,
  });
}

/**
 * The customer company's name and settings that derive from its KYC details (the registered
 * office's address, the phone, the tax number), written whenever the details are: on submission
 * and when an update request is approved.
 */
export async function applyKycDetailsToCompany(
  tx: DbOrTx,
  customerCompanyId: number,
  details: KycDetails,
  at: Date,
  /** The contact e-mail, set when the company is created (the first user's address). */
  contact: { contactEmail?: string } = {},
): Promise<void> {
  const registered = details.addresses.find((a) => a.type === 'registered');
  const settings = {
    ...contact,
    addressLine1: registered?.addressLine1 ?? null,
    addressLine2: registered?.addressLine2 || null,
    city: registered?.city ?? null,
    postalCode: registered?.postalCode || null,
    countryCode: registered?.countryCode ?? null,
    phone: details.phone,
    taxRegistrationNumber: details.taxRegistrationNumber,
    updatedAt: at,
  };
  await tx.update(companies).set({ name: details.companyName }).where(eq(companies.id, customerCompanyId));
  await tx
    .insert(companySettings)
    .values({ companyId: customerCompanyId, ...settings })
    .onConflictDoUpdate({ target: companySettings.companyId, set: settings });
}

/** A left-joined person as { id, fullName }, or null when the row has none. */
export const kycPersonOf = (person: { id: AnyColumn; fullName: AnyColumn }) =>
  sql<KycPerson | null>`case when ${person.id} is null then null
    else json_build_object('id', ${person.id}, 'fullName', ${person.fullName}) end`;

/** A KYC's documents (filed under the forwarder, `companyId`) in the form's order: CL, CRD, BDD, TD. */
export async function findKycDocuments(db: DbOrTx, companyId: number, kycId: number) {
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.companyId, companyId),
        eq(files.ownerType, FILE_OWNER_TYPE.customerKyc),
        eq(files.ownerId, kycId),
      ),
    )
    .orderBy(asc(files.id));
  const rank = (collection: string) => KYC_DOCUMENT_COLLECTIONS.indexOf(collection as never);
  return rows.map(toStoredFile).sort((a, b) => rank(a.collection) - rank(b.collection));
}
