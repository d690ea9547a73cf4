import {
  COMPANY_CATEGORY,
  CUSTOMER_USER_PERMISSIONS,
  CUSTOMER_USER_ROLE,
  customerKycPath,
  FILE_OWNER_TYPE,
  KYC_DOCUMENT_LABELS,
  KYC_INVITATION_TTL_SECONDS,
  KYC_LOG_ACTION,
  KYC_PUBLIC_MESSAGES,
  KYC_REQUIRED_DOCUMENTS,
  KYC_STATUS,
  type KycDetails,
  type KycDocumentCollection,
  type KycPublicDocument,
  type KycPublicForm,
  type KycPublicOpenRequest,
  type KycPublicStartRequest,
  type KycPublicStartResponse,
  type KycPublicSubmitRequest,
  type KycPublicSubmitResponse,
  NOTIFICATION_KIND,
  REGISTRATION_MESSAGES,
} from '@fastforward/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { companyNameOf } from '../../db/queries';
import {
  companies,
  customerKycs,
  files,
  kycInvitations,
  termsAndConditions,
  userRoles,
  users,
} from '../../db/schema';
import { createRoleWithPermissions } from '../../db/seed/roles';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { createOpaqueToken, hashPassword, hashToken } from '../../lib/crypto';
import { uniqueViolationOf } from '../../lib/db-errors';
import { enforceRateLimit } from '../../lib/rate-limiter';
import { sendEmailVerificationLink } from '../auth/password-links';
import { assertCountryExists } from '../company-records/references';
import { type FileRow, storeFile, withFileChanges } from '../files/files.service';
import { notifyUser } from '../notifications/notifications.service';
import { acceptTerms } from '../terms/terms.service';
import { appendKycLog, applyKycDetailsToCompany, kycTransitions } from './kyc-records';

/**
 * Calls per IP and hour: opening and uploading are what a person filling one form does a few
 * dozen times; starting and submitting create rows, so far fewer.
 */
const LIMITS = { open: 120, documents: 120, start: 10, submit: 10, windowSeconds: 60 * 60 } as const;

const limit = ({ limiter }: AppDeps, kind: Exclude<keyof typeof LIMITS, 'windowSeconds'>, ip: string) =>
  enforceRateLimit(limiter, `kyc-public:${kind}:${ip}`, LIMITS[kind], LIMITS.windowSeconds);

/** PRODUCT §6: unknown, guessed, used, revoked, expired and mismatched links all get this one answer. */
const linkInvalid = () => new AppError('NOT_FOUND', KYC_PUBLIC_MESSAGES.linkInvalid);

/** The statuses in which the customer still fills the form through its link. */
const OPEN_STATUSES = [KYC_STATUS.invited, KYC_STATUS.draft];

/** A live link and the KYC it opens. */
export type KycLink = {
  invitationId: number;
  /** The path's user id (the sales person); null for none. */
  userId: number | null;
  email: string;
  isMailed: boolean;
  kycId: number;
  /** The forwarder: the tenant the KYC and its documents belong to. */
  companyId: number;
  version: number;
  salesPersonId: number | null;
};

const linkColumns = {
  invitationId: kycInvitations.id,
  userId: kycInvitations.userId,
  email: kycInvitations.email,
  isMailed: kycInvitations.isMailed,
  kycId: customerKycs.id,
  companyId: customerKycs.companyId,
  version: customerKycs.version,
  salesPersonId: customerKycs.salesPersonId,
};

/**
 * The live link of an invitation id and token: the token's hash must be the row's, the link neither
 * used, revoked nor expired (the app clock), and its KYC still open. One indexed read.
 */
async function findLiveLink(
  db: DbOrTx,
  credentials: { invitationId?: number; token?: string },
  now: Date,
): Promise<KycLink> {
  const { invitationId, token } = credentials;
  if (invitationId === undefined || token === undefined) throw linkInvalid();
  const [row] = await db
    .select(linkColumns)
    .from(kycInvitations)
    .innerJoin(customerKycs, eq(customerKycs.id, kycInvitations.kycId))
    .where(
      and(
        eq(kycInvitations.id, invitationId),
        eq(kycInvitations.tokenHash, hashToken(token)),
        isNull(kycInvitations.usedAt),
        isNull(kycInvitations.revokedAt),
        gt(kycInvitations.expiresAt, now),
        inArray(customerKycs.status, OPEN_STATUSES),
      ),
    );
  if (!row) throw linkInvalid();
  return row;
}

/** The link of the document and submit calls, from KYC_INVITATION_HEADER and KYC_TOKEN_HEADER. */
export type KycLinkHeaders = { invitation?: string; token?: string };

const INVITATION_ID = /^[1-9][0-9]{0,9}$/;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** Headers are not validated by a schema: anything malformed is just another link that does not work. */
const credentialsOf = (headers: KycLinkHeaders) => ({
  invitationId:
    headers.invitation && INVITATION_ID.test(headers.invitation) ? Number(headers.invitation) : undefined,
  token: headers.token && TOKEN.test(headers.token) ? headers.token : undefined,
});

const findHeaderLink = (deps: AppDeps, headers: KycLinkHeaders) =>
  findLiveLink(deps.db, credentialsOf(headers), deps.clock());

const documentOf = (row: Pick<FileRow, 'collection' | 'originalName' | 'contentType' | 'sizeBytes'>) =>
  ({
    collection: row.collection,
    originalName: row.originalName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
  }) as KycPublicDocument;

const kycFilesOf = (kycId: number) =>
  and(eq(files.ownerType, FILE_OWNER_TYPE.customerKyc), eq(files.ownerId, kycId));

/** The forwarder's terms in force (null: none), as its customers accept them. */
async function findActiveTerms(db: DbOrTx, forwarderId: number) {
  const [row] = await db
    .select({ id: termsAndConditions.id, title: termsAndConditions.title, body: termsAndConditions.body })
    .from(termsAndConditions)
    .where(and(eq(termsAndConditions.companyId, forwarderId), eq(termsAndConditions.isActive, true)));
  return row ?? null;
}

/** The form's state behind a live link: the KYC, its forwarder and sales person, terms, documents. */
async function readForm(db: DbOrTx, link: KycLink): Promise<KycPublicForm> {
  const [[kyc], terms, documents] = await Promise.all([
    db
      .select({
        forwarderName: companies.name,
        invitedCompanyName: customerKycs.invitedCompanyName,
        details: customerKycs.details,
        salesPersonName: users.fullName,
      })
      .from(customerKycs)
      .innerJoin(companies, eq(companies.id, customerKycs.companyId))
      .leftJoin(users, eq(users.id, customerKycs.salesPersonId))
      .where(eq(customerKycs.id, link.kycId)),
    findActiveTerms(db, link.companyId),
    db
      .select({
        collection: files.collection,
        originalName: files.originalName,
        contentType: files.contentType,
        sizeBytes: files.sizeBytes,
      })
      .from(files)
      .where(kycFilesOf(link.kycId))
      .orderBy(asc(files.collection)),
  ]);
  if (!kyc) throw linkInvalid();
  return {
    invitationId: link.invitationId,
    userId: link.userId,
    forwarder: { id: link.companyId, name: kyc.forwarderName },
    invitedCompanyName: kyc.invitedCompanyName,
    email: link.email,
    isEmailFixed: link.isMailed,
    salesPersonName: kyc.salesPersonName,
    terms,
    documents: documents.map(documentOf),
    details: (kyc.details as KycDetails | null) ?? null,
  };
}

/**
 * Opens /customerKyc/:user_id/:email/:invitation_id?token=…: besides the token, the path's user id
 * and e-mail must be the link's (the e-mail in any case), so a forwarded or edited link fails the
 * same way a guessed one does.
 */
export async function openKycLink(
  deps: AppDeps,
  input: KycPublicOpenRequest,
  ip: string,
): Promise<KycPublicForm> {
  await limit(deps, 'open', ip);
  const link = await findLiveLink(deps.db, input, deps.clock());
  const samePerson = (input.userId ?? 0) === (link.userId ?? 0);
  const sameEmail = (input.email ?? '').trim().toLowerCase() === link.email.toLowerCase();
  if (!samePerson || !sameEmail) throw linkInvalid();
  return readForm(deps.db, link);
}

/** The forwarder a self-service KYC goes to: the sales person's company, or the one of that short name. */
async function findStartForwarder(db: DbOrTx, input: KycPublicStartRequest) {
  const approvedForwarder = and(
    eq(companies.categoryCode, COMPANY_CATEGORY.freightForwarder),
    eq(companies.isSystemVerified, true),
  );
  if (input.userId !== undefined) {
    const [row] = await db
      .select({ id: companies.id, salesPersonId: users.id })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.id, input.userId), eq(users.isDisabled, false), approvedForwarder));
    if (!row) throw AppError.fieldError('userId', KYC_PUBLIC_MESSAGES.salesPersonUnknown, 'NOT_FOUND');
    return row;
  }
  const shortName = input.forwarderShortName?.toLowerCase() ?? '';
  const [row] = await db
    .select({ id: companies.id, salesPersonId: sql<number | null>`null` })
    .from(companies)
    .where(and(eq(sql`lower(${companies.shortName})`, shortName), approvedForwarder));
  if (!row)
    throw AppError.fieldError('forwarderShortName', KYC_PUBLIC_MESSAGES.forwarderUnknown, 'NOT_FOUND');
  return row;
}

/**
 * A self-service KYC: a draft at the forwarder (which sees it once submitted) and a link that was
 * not mailed, so the address the customer gives is verified by mail on submitting.
 */
export async function startKyc(
  deps: AppDeps,
  input: KycPublicStartRequest,
  ip: string,
): Promise<KycPublicStartResponse> {
  await limit(deps, 'start', ip);
  const { db } = deps;
  const now = deps.clock();
  const forwarder = await findStartForwarder(db, input);
  const email = input.email ?? '';
  const token = createOpaqueToken();
  const link = await db.transaction(async (tx): Promise<KycLink> => {
    const [kyc] = await tx
      .insert(customerKycs)
      .values({
        companyId: forwarder.id,
        status: KYC_STATUS.draft,
        salesPersonId: forwarder.salesPersonId,
        email,
        createdAt: now,
      })
      .returning({ id: customerKycs.id, version: customerKycs.version });
    if (!kyc) throw new Error('customer_kycs insert returned nothing');
    await kycTransitions.recordInitialStatus(tx, {
      companyId: forwarder.id,
      id: kyc.id,
      status: KYC_STATUS.draft,
      userId: null,
      at: now,
    });
    const [invitation] = await tx
      .insert(kycInvitations)
      .values({
        companyId: forwarder.id,
        kycId: kyc.id,
        tokenHash: hashToken(token),
        userId: forwarder.salesPersonId,
        email,
        isMailed: false,
        expiresAt: new Date(now.getTime() + KYC_INVITATION_TTL_SECONDS * 1000),
        createdAt: now,
      })
      .returning({ id: kycInvitations.id });
    if (!invitation) throw new Error('kyc_invitations insert returned nothing');
    return {
      invitationId: invitation.id,
      userId: forwarder.salesPersonId,
      email,
      isMailed: false,
      kycId: kyc.id,
      companyId: forwarder.id,
      version: kyc.version,
      salesPersonId: forwarder.salesPersonId,
    };
  });
  return { ...(await readForm(db, link)), token };
}

/**
 * Locks the KYC for a change through its link and checks it is still open: a submission that
 * committed meanwhile ends the link for every later change.
 */
async function lockOpenKyc(tx: DbOrTx, link: KycLink) {
  const [row] = await tx
    .select({ status: customerKycs.status, version: customerKycs.version })
    .from(customerKycs)
    .where(eq(customerKycs.id, link.kycId))
    .for('update');
  if (!row || !OPEN_STATUSES.some((s) => s === row.status)) throw linkInvalid();
  return row;
}

/** The file ids of one of the KYC's document slots. */
const slotFileIds = async (tx: DbOrTx, kycId: number, collection: KycDocumentCollection) =>
  (
    await tx
      .select({ id: files.id })
      .from(files)
      .where(and(kycFilesOf(kycId), eq(files.collection, collection)))
  ).map((row) => row.id);

/**
 * Uploads a KYC document through the link, replacing the one before in its slot: the new row in and
 * the old row out in one transaction, the old bytes deleted after the commit.
 */
export async function uploadKycDocument(
  deps: AppDeps,
  request: FastifyRequest,
  headers: KycLinkHeaders,
  collection: KycDocumentCollection,
  ip: string,
): Promise<KycPublicDocument> {
  await limit(deps, 'documents', ip);
  // Refused before a byte is read when the link does not work.
  const link = await findHeaderLink(deps, headers);
  return storeFile(
    deps,
    request,
    {
      owner: { type: FILE_OWNER_TYPE.customerKyc, id: link.kycId, companyId: link.companyId },
      collection,
      uploadedBy: null,
    },
    async (tx, file, discard) => {
      await lockOpenKyc(tx, link);
      for (const id of await slotFileIds(tx, link.kycId, collection)) if (id !== file.id) await discard(id);
      return documentOf(file);
    },
  );
}

/** The document of a slot, for the form's preview; an empty slot is a 404 on the collection. */
export async function findKycDocument(
  deps: AppDeps,
  headers: KycLinkHeaders,
  collection: KycDocumentCollection,
  ip: string,
): Promise<FileRow> {
  await limit(deps, 'documents', ip);
  const link = await findHeaderLink(deps, headers);
  const [row] = await deps.db
    .select()
    .from(files)
    .where(and(kycFilesOf(link.kycId), eq(files.collection, collection)));
  if (!row) throw AppError.fieldError('collection', 'No document has been uploaded here', 'NOT_FOUND');
  return row;
}

/** Empties a document slot; removing an empty one changes nothing. */
export async function removeKycDocument(
  deps: AppDeps,
  headers: KycLinkHeaders,
  collection: KycDocumentCollection,
  ip: string,
): Promise<void> {
  await limit(deps, 'documents', ip);
  const link = await findHeaderLink(deps, headers);
  await withFileChanges(deps, async (tx, discard) => {
    await lockOpenKyc(tx, link);
    for (const id of await slotFileIds(tx, link.kycId, collection)) await discard(id);
  });
}

const CONFLICTS: Record<string, { field: string; message: string }> = {
  users_username_key: { field: 'username', message: REGISTRATION_MESSAGES.usernameTaken },
  companies_short_name_key: { field: 'shortName', message: REGISTRATION_MESSAGES.shortNameTaken },
};

/** What a submission must have before anything is written: its documents, the terms, the address. */
async function assertSubmittable(db: DbOrTx, link: KycLink, input: KycPublicSubmitRequest) {
  if (link.isMailed && input.email.toLowerCase() !== link.email.toLowerCase()) {
    throw AppError.fieldError('email', KYC_PUBLIC_MESSAGES.emailFixed);
  }
  const uploaded = await db
    .selectDistinct({ collection: files.collection })
    .from(files)
    .where(kycFilesOf(link.kycId));
  const missing = KYC_REQUIRED_DOCUMENTS.find((c) => !uploaded.some((u) => u.collection === c));
  if (missing) {
    throw AppError.fieldError(
      `documents.${missing}`,
      KYC_PUBLIC_MESSAGES.documentRequired(KYC_DOCUMENT_LABELS[missing]),
    );
  }
  const terms = await findActiveTerms(db, link.companyId);
  if ((terms?.id ?? null) !== input.termsId) {
    throw AppError.fieldError('termsId', KYC_PUBLIC_MESSAGES.termsChanged, 'CONFLICT');
  }
  if (terms && !input.acceptTerms)
    throw AppError.fieldError('acceptTerms', KYC_PUBLIC_MESSAGES.termsRequired);
  for (const [index, address] of input.details.addresses.entries()) {
    await assertCountryExists(db, address.countryCode, `details.addresses.${index}.countryCode`);
  }
  return terms;
}

/**
 * Submits the KYC through its link, in one transaction: the customer company (pending the
 * forwarder's approval, its parent the forwarder) with its first settings, a Customer User role,
 * the first user (no password yet: first login), the KYC's submission and status move with its log
 * line, the link used, the terms accepted, the verification mail of an unproven address and the
 * sales person's notification. A taken short name or username writes nothing (409 on the field).
 */
export async function submitKyc(
  deps: AppDeps,
  headers: KycLinkHeaders,
  input: KycPublicSubmitRequest,
  ip: string,
): Promise<KycPublicSubmitResponse> {
  await limit(deps, 'submit', ip);
  const { db } = deps;
  const now = deps.clock();
  const link = await findHeaderLink(deps, headers);
  const terms = await assertSubmittable(db, link, input);
  // Hashing is slow; it stays outside the transaction. Nobody knows this password: the first login sets one.
  const passwordHash = await hashPassword(createOpaqueToken());
  try {
    return await db.transaction(async (tx) => {
      const kyc = await lockOpenKyc(tx, link);
      const claimed = await tx
        .update(kycInvitations)
        .set({ usedAt: now })
        .where(
          and(
            eq(kycInvitations.id, link.invitationId),
            isNull(kycInvitations.usedAt),
            isNull(kycInvitations.revokedAt),
          ),
        )
        .returning({ id: kycInvitations.id });
      if (claimed.length === 0) throw linkInvalid();
      const forwarderName = await companyNameOf(tx, link.companyId);
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.details.companyName,
          shortName: input.shortName,
          categoryCode: COMPANY_CATEGORY.customer,
          parentCompanyId: link.companyId,
          isSystemVerified: false,
          createdAt: now,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('company insert returned nothing');
      await applyKycDetailsToCompany(tx, company.id, input.details, now, { contactEmail: input.email });
      const roleId = await createRoleWithPermissions(
        tx,
        company.id,
        CUSTOMER_USER_ROLE,
        null,
        CUSTOMER_USER_PERMISSIONS,
      );
      const [user] = await tx
        .insert(users)
        .values({
          companyId: company.id,
          username: input.username,
          email: input.email,
          fullName: input.fullName,
          passwordHash,
          isFirstLogin: true,
          // A mailed link proved the address; a self-service one is proven by the mail below.
          isEmailVerified: link.isMailed,
          createdAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(userRoles).values({ userId: user.id, roleId });
      await tx
        .update(customerKycs)
        .set({
          customerCompanyId: company.id,
          customerUserId: user.id,
          email: input.email,
          shortName: input.shortName,
          username: input.username,
          details: input.details,
          termsId: terms?.id ?? null,
          termsAcceptedAt: terms ? now : null,
          submittedAt: now,
        })
        .where(eq(customerKycs.id, link.kycId));
      await kycTransitions.move(tx, {
        companyId: link.companyId,
        id: link.kycId,
        expectedVersion: kyc.version,
        to: KYC_STATUS.submitted,
        remarks: null,
        userId: null,
        at: now,
      });
      await appendKycLog(tx, {
        companyId: link.companyId,
        kycId: link.kycId,
        action: KYC_LOG_ACTION.submitted,
        actorId: null,
        at: now,
      });
      if (terms) await acceptTerms(tx, { userId: user.id, termsIds: [terms.id], ip, at: now });
      if (!link.isMailed) {
        await sendEmailVerificationLink(
          deps,
          {
            id: user.id,
            username: input.username,
            email: input.email,
            fullName: input.fullName,
            companyId: company.id,
          },
          tx,
          { forwarderName: forwarderName ?? 'Your forwarder' },
        );
      }
      if (link.salesPersonId !== null) {
        await notifyUser(tx, link.salesPersonId, {
          kind: NOTIFICATION_KIND.kycSubmitted,
          title: 'A customer submitted its KYC',
          body: `${input.details.companyName} (${input.shortName}) submitted its KYC and waits for your review.`,
          link: customerKycPath(link.kycId),
        });
      }
      return { forwarderName: forwarderName ?? '', email: input.email };
    });
  } catch (error) {
    const conflict = CONFLICTS[uniqueViolationOf(error) ?? ''];
    if (conflict) throw AppError.fieldError(conflict.field, conflict.message, 'CONFLICT');
    throw error;
  }
}
