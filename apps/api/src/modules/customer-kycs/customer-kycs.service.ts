import {
  type CustomerKyc,
  type customerKycSchema,
  emptyToNull,
  KYC_LOG_ACTION,
  KYC_LOG_ACTION_LABELS,
  KYC_STATUS,
  KYC_UPDATE_REQUEST_STATUS,
  type KycApproveRequest,
  type KycCreditRequest,
  type KycDetails,
  type KycInviteRequest,
  type KycListQuery,
  type KycLogAction,
  type KycPerson,
  type KycRejectRequest,
  type KycStatus,
  type KycTierRequest,
  type KycTransferRequest,
  type kycApproveLogEntrySchema,
} from '@fastforward/domain';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { companyNameOf } from '../../db/queries';
import { companies, customerKycs, kycApproveLogs, kycUpdateRequests, tiers, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findPage } from '../../lib/list-query';
import type { AuthContext } from '../../plugins/auth';
import { sendEmailVerificationLink, sendInvitationLink } from '../auth/password-links';
import { setUserDisabled } from '../staff/staff.service';
import { issueKycInvitation } from './kyc-invitations';
import { appendKycLog, findKycDocuments, kycPersonOf, kycTransitions } from './kyc-records';

const MESSAGES = {
  notFound: 'Customer KYC not found',
  salesPerson: 'Choose an active staff member of your company as the sales person',
  tierNotFound: 'Tier not found',
  openKyc: 'This e-mail address already has an open KYC with your company',
  notInvited: 'A new link can be made only while the customer has not submitted the KYC',
  notSubmitted: 'The customer has not submitted the KYC yet',
  alreadyVerified: 'The e-mail address is already verified',
  sameSalesPerson: 'This customer is already looked after by this sales person',
} as const;

/** What the serializer is handed: instants as Dates (the answer carries their ISO text). */
type KycRecord = z.input<typeof customerKycSchema>;
type KycApproveLogEntry = z.input<typeof kycApproveLogEntrySchema>;

const notFound = () => new AppError('NOT_FOUND', MESSAGES.notFound);

const salesPersons = alias(users, 'sales_persons');
const reviewers = alias(users, 'reviewers');
const customerUsers = alias(users, 'customer_users');
const customerCompanies = alias(companies, 'customer_companies');

/** What the list shows as the company: the submitted name, else the name the inviter typed. */
export const kycCompanyName = sql<string>`coalesce(${customerKycs.details}->>'companyName', ${customerKycs.invitedCompanyName}, '')`;

const hasPendingUpdate = sql<boolean>`exists (select 1 from ${kycUpdateRequests}
  where ${kycUpdateRequests.kycId} = ${customerKycs.id}
    and ${kycUpdateRequests.status} = ${KYC_UPDATE_REQUEST_STATUS.pending})`;

const summaryColumns = {
  id: customerKycs.id,
  companyName: kycCompanyName,
  email: customerKycs.email,
  status: sql<KycStatus>`${customerKycs.status}`,
  salesPerson: kycPersonOf(salesPersons),
  tier: sql<{ id: number; name: string } | null>`case when ${tiers.id} is null then null
    else json_build_object('id', ${tiers.id}, 'name', ${tiers.name}) end`,
  submittedAt: customerKycs.submittedAt,
  createdAt: customerKycs.createdAt,
  hasPendingUpdate,
};

const withSummaryJoins = (query: PgSelect) =>
  query
    .leftJoin(salesPersons, eq(salesPersons.id, customerKycs.salesPersonId))
    .leftJoin(tiers, eq(tiers.id, customerKycs.tierId));

/** The forwarder sees a KYC once invited or submitted; a self-service draft is the customer's alone. */
const visibleTo = (companyId: number) =>
  and(eq(customerKycs.companyId, companyId), ne(customerKycs.status, KYC_STATUS.draft));

const statusFilter = (status: KycListQuery['status']): SQL | undefined => {
  if (status === undefined) return undefined;
  return status === 'update_requested' ? hasPendingUpdate : eq(customerKycs.status, status);
};

/** One page of the forwarder's customers: searched by company, e-mail and short name, filtered, sorted. */
export const listCustomerKycs = (db: DbOrTx, companyId: number, query: KycListQuery) =>
  findPage(
    db,
    {
      from: customerKycs,
      joins: withSummaryJoins,
      columns: summaryColumns,
      where: visibleTo(companyId),
      search: (pattern) =>
        or(
          ilike(kycCompanyName, pattern),
          ilike(customerKycs.invitedCompanyName, pattern),
          ilike(customerKycs.email, pattern),
          ilike(customerKycs.shortName, pattern),
        ),
      filters: [
        statusFilter(query.status),
        query.salesPersonId ? eq(customerKycs.salesPersonId, query.salesPersonId) : undefined,
      ],
      sorts: {
        createdAt: customerKycs.createdAt,
        submittedAt: customerKycs.submittedAt,
        companyName: sql`lower(${kycCompanyName})`,
        status: customerKycs.status,
      },
    },
    query,
  );

const itemColumns = {
  ...summaryColumns,
  version: customerKycs.version,
  invitedCompanyName: customerKycs.invitedCompanyName,
  shortName: customerKycs.shortName,
  username: customerKycs.username,
  details: sql<KycDetails | null>`${customerKycs.details}`,
  customerCompany: sql<CustomerKyc['customerCompany']>`case when ${customerCompanies.id} is null then null
    else json_build_object('id', ${customerCompanies.id}, 'shortName', ${customerCompanies.shortName}) end`,
  customerUser: sql<CustomerKyc['customerUser']>`case when ${customerUsers.id} is null then null
    else json_build_object('id', ${customerUsers.id}, 'username', ${customerUsers.username},
      'isEmailVerified', ${customerUsers.isEmailVerified}) end`,
  reviewedAt: customerKycs.reviewedAt,
  reviewedBy: kycPersonOf(reviewers),
  rejectionReason: customerKycs.rejectionReason,
  pendingUpdateRequestId: sql<number | null>`(select ${kycUpdateRequests.id} from ${kycUpdateRequests}
    where ${kycUpdateRequests.kycId} = ${customerKycs.id}
      and ${kycUpdateRequests.status} = ${KYC_UPDATE_REQUEST_STATUS.pending})`,
  credit: sql<CustomerKyc['credit']>`case when ${customerKycs.creditLimit} is null then null
    else json_build_object('limit', ${customerKycs.creditLimit}::text, 'termsDays', ${customerKycs.creditTermsDays}) end`,
};

/** One KYC of the caller's company with its documents; another company's (or a draft) is a 404. */
export async function findCustomerKyc(db: DbOrTx, companyId: number, id: number): Promise<KycRecord> {
  const [row] = await withSummaryJoins(db.select(itemColumns).from(customerKycs).$dynamic())
    .leftJoin(reviewers, eq(reviewers.id, customerKycs.reviewedBy))
    .leftJoin(customerUsers, eq(customerUsers.id, customerKycs.customerUserId))
    .leftJoin(customerCompanies, eq(customerCompanies.id, customerKycs.customerCompanyId))
    .where(and(eq(customerKycs.id, id), visibleTo(companyId)));
  if (!row) throw notFound();
  // A dynamic query's row is untyped; it is exactly `itemColumns`.
  return { ...(row as Omit<KycRecord, 'documents'>), documents: await findKycDocuments(db, companyId, id) };
}

/** The record a change works on, read by id and company inside the change's transaction. */
async function loadKyc(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(customerKycs)
    .where(and(eq(customerKycs.id, id), visibleTo(companyId)));
  if (!row) throw notFound();
  return row;
}

/** An enabled user of the company: who may look after a customer. */
async function findSalesPerson(tx: DbOrTx, companyId: number, userId: number): Promise<KycPerson> {
  const [row] = await tx
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.isDisabled, false)));
  if (!row) throw AppError.fieldError('salesPersonId', MESSAGES.salesPerson, 'NOT_FOUND');
  return row;
}

/** A tier of the company, or a 404 on `tierId`. */
async function findTier(tx: DbOrTx, companyId: number, tierId: number) {
  const [row] = await tx
    .select({ id: tiers.id, name: tiers.name })
    .from(tiers)
    .where(and(eq(tiers.id, tierId), eq(tiers.companyId, companyId)));
  if (!row) throw AppError.fieldError('tierId', MESSAGES.tierNotFound, 'NOT_FOUND');
  return row;
}

const tierRefOf = async (tx: DbOrTx, companyId: number, tierId: number | null) =>
  tierId === null ? null : findTier(tx, companyId, tierId);

/** The enabled staff of the company by name: the choices of the invite and transfer pickers. */
export const listSalesPersons = (db: DbOrTx, companyId: number): Promise<KycPerson[]> =>
  db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isDisabled, false)))
    .orderBy(asc(users.fullName), asc(users.id));

type ChangeContext = { deps: AppDeps; auth: AuthContext; id: number };

/** A logged change of one KYC: loaded for the company, changed and logged in one transaction. */
async function changeKyc(
  { deps, auth, id }: ChangeContext,
  change: (
    tx: DbOrTx,
    kyc: typeof customerKycs.$inferSelect,
    log: (
      action: KycLogAction,
      entry?: { remarks?: string | null; details?: Record<string, unknown> },
    ) => Promise<void>,
  ) => Promise<void>,
) {
  await deps.db.transaction(async (tx) => {
    const kyc = await loadKyc(tx, auth.companyId, id);
    await change(tx, kyc, (action, entry = {}) =>
      appendKycLog(tx, {
        companyId: auth.companyId,
        kycId: id,
        action,
        actorId: auth.userId,
        at: deps.clock(),
        ...entry,
      }),
    );
  });
  return findCustomerKyc(deps.db, auth.companyId, id);
}

/**
 * Invites a customer: an 'invited' KYC and its mailed link, in one transaction. One open KYC per
 * e-mail address at a forwarder: a second invitation while one is invited, submitted or approved
 * is a 409 on `email` (an advisory lock serialises two invitations of one address).
 */
export async function inviteCustomer(deps: AppDeps, auth: AuthContext, input: KycInviteRequest) {
  const id = await deps.db.transaction((tx) => inviteCustomerIn(tx, deps, auth, input));
  return findCustomerKyc(deps.db, auth.companyId, id);
}

/**
 * The invitation inside the caller's transaction (a lead's conversion invites and marks the lead
 * at once): the KYC's id. Same rules as `inviteCustomer`.
 */
export async function inviteCustomerIn(
  tx: DbOrTx,
  deps: AppDeps,
  auth: AuthContext,
  input: KycInviteRequest,
): Promise<number> {
  const { companyId } = auth;
  const now = deps.clock();
  const salesPerson = await findSalesPerson(tx, companyId, input.salesPersonId ?? auth.userId);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('customer_kycs.email'), hashtext(${`${companyId}:${input.email.toLowerCase()}`}))`,
  );
  const [open] = await tx
    .select({ id: customerKycs.id })
    .from(customerKycs)
    .where(
      and(
        eq(customerKycs.companyId, companyId),
        sql`lower(${customerKycs.email}) = ${input.email.toLowerCase()}`,
        inArray(customerKycs.status, [KYC_STATUS.invited, KYC_STATUS.submitted, KYC_STATUS.approved]),
      ),
    )
    .limit(1);
  if (open) throw AppError.fieldError('email', MESSAGES.openKyc, 'CONFLICT');
  const [kyc] = await tx
    .insert(customerKycs)
    .values({
      companyId,
      status: KYC_STATUS.invited,
      salesPersonId: salesPerson.id,
      invitedCompanyName: input.companyName,
      email: input.email,
      createdBy: auth.userId,
      createdAt: now,
    })
    .returning();
  if (!kyc) throw new Error('customer_kycs insert returned nothing');
  await kycTransitions.recordInitialStatus(tx, {
    companyId,
    id: kyc.id,
    status: KYC_STATUS.invited,
    userId: auth.userId,
    at: now,
  });
  await issueKycInvitation(tx, deps, kyc, auth.userId);
  await appendKycLog(tx, {
    companyId,
    kycId: kyc.id,
    action: KYC_LOG_ACTION.invited,
    actorId: auth.userId,
    at: now,
    details: { email: input.email, companyName: input.companyName, salesPerson },
  });
  return kyc.id;
}

/** The customer's first user, who is mailed the decision. */
async function findCustomerUser(tx: DbOrTx, userId: number | null) {
  if (userId === null) return undefined;
  const [row] = await tx
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      fullName: users.fullName,
      companyId: users.companyId,
      isEmailVerified: users.isEmailVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const forwarderNameOf = async (tx: DbOrTx, companyId: number) =>
  (await companyNameOf(tx, companyId)) ?? 'Your freight forwarder';

/**
 * Approves a submitted KYC: the customer company becomes verified with nothing left to set up (its
 * users go from the password change straight to the dashboard), takes the tier given, and its
 * first user is mailed the first-login link where they choose a password.
 */
export async function approveKyc(deps: AppDeps, auth: AuthContext, id: number, input: KycApproveRequest) {
  return changeKyc({ deps, auth, id }, async (tx, kyc, log) => {
    const now = deps.clock();
    const tier = input.tierId ? await findTier(tx, auth.companyId, input.tierId) : null;
    const remarks = emptyToNull(input.remarks);
    await kycTransitions.move(tx, {
      companyId: auth.companyId,
      id,
      expectedVersion: input.expectedVersion,
      to: KYC_STATUS.approved,
      remarks,
      userId: auth.userId,
      at: now,
    });
    await tx
      .update(customerKycs)
      .set({
        reviewedAt: now,
        reviewedBy: auth.userId,
        rejectionReason: null,
        ...(tier ? { tierId: tier.id } : {}),
      })
      .where(eq(customerKycs.id, id));
    if (kyc.customerCompanyId !== null) {
      await tx
        .update(companies)
        .set({
          isSystemVerified: true,
          hasCompleteCompanySetting: true,
          reviewedAt: now,
          reviewedBy: auth.userId,
          rejectionReason: null,
        })
        .where(eq(companies.id, kyc.customerCompanyId));
    }
    const user = await findCustomerUser(tx, kyc.customerUserId);
    if (user) {
      await sendInvitationLink(deps, { ...user, companyName: await forwarderNameOf(tx, auth.companyId) }, tx);
    }
    await log(KYC_LOG_ACTION.approved, { remarks, details: tier ? { tier } : {} });
  });
}

/** Rejects a submitted KYC with a reason the customer is mailed; its user can no longer sign in. */
export async function rejectKyc(deps: AppDeps, auth: AuthContext, id: number, input: KycRejectRequest) {
  return changeKyc({ deps, auth, id }, async (tx, kyc, log) => {
    const now = deps.clock();
    await kycTransitions.move(tx, {
      companyId: auth.companyId,
      id,
      expectedVersion: input.expectedVersion,
      to: KYC_STATUS.rejected,
      remarks: input.reason,
      userId: auth.userId,
      at: now,
    });
    await tx
      .update(customerKycs)
      .set({ reviewedAt: now, reviewedBy: auth.userId, rejectionReason: input.reason })
      .where(eq(customerKycs.id, id));
    const user = await findCustomerUser(tx, kyc.customerUserId);
    if (user) await setUserDisabled(tx, user.id, true, now);
    const forwarder = await forwarderNameOf(tx, auth.companyId);
    await deps.mailer.send(
      {
        to: user?.email ?? kyc.email,
        companyId: auth.companyId,
        subject: `${forwarder} could not approve your customer account`,
        text: `Hello${user ? ` ${user.fullName}` : ''},\n\n${forwarder} has reviewed the details and documents you submitted on FastForward and could not approve your customer account.\n\nReason: ${input.reason}\n\nPlease contact ${forwarder} to be invited again.`,
      },
      tx,
    );
    await log(KYC_LOG_ACTION.rejected, { remarks: input.reason });
  });
}

/** Puts the customer on a tier of the forwarder, or on none. */
export async function setKycTier(deps: AppDeps, auth: AuthContext, id: number, input: KycTierRequest) {
  return changeKyc({ deps, auth, id }, async (tx, kyc, log) => {
    const to = await tierRefOf(tx, auth.companyId, input.tierId);
    const from = await tierRefOf(tx, auth.companyId, kyc.tierId);
    await tx.update(customerKycs).set({ tierId: input.tierId }).where(eq(customerKycs.id, id));
    await log(KYC_LOG_ACTION.tierSet, { details: { from, to } });
  });
}

/** Gives the customer credit (a limit in the base currency and terms in days), or takes it away. */
export async function setKycCredit(deps: AppDeps, auth: AuthContext, id: number, input: KycCreditRequest) {
  return changeKyc({ deps, auth, id }, async (tx, kyc, log) => {
    const from = kyc.creditLimit === null ? null : { limit: kyc.creditLimit, termsDays: kyc.creditTermsDays };
    const to =
      input.creditLimit === null ? null : { limit: input.creditLimit, termsDays: input.creditTermsDays };
    await tx
      .update(customerKycs)
      .set({ creditLimit: input.creditLimit, creditTermsDays: input.creditTermsDays })
      .where(eq(customerKycs.id, id));
    await log(KYC_LOG_ACTION.creditSet, { details: { from, to } });
  });
}

/** Hands the customer to another sales person of the company. */
export async function transferKyc(deps: AppDeps, auth: AuthContext, id: number, input: KycTransferRequest) {
  return changeKyc({ deps, auth, id }, async (tx, kyc, log) => {
    const to = await findSalesPerson(tx, auth.companyId, input.salesPersonId);
    if (kyc.salesPersonId === to.id) {
      throw AppError.fieldError('salesPersonId', MESSAGES.sameSalesPerson, 'CONFLICT');
    }
    const [from] =
      kyc.salesPersonId === null
        ? [null]
        : await tx
            .select({ id: users.id, fullName: users.fullName })
            .from(users)
            .where(eq(users.id, kyc.salesPersonId));
    await tx.update(customerKycs).set({ salesPersonId: to.id }).where(eq(customerKycs.id, id));
    await log(KYC_LOG_ACTION.transferred, {
      remarks: emptyToNull(input.remarks),
      details: { from: from ?? null, to },
    });
  });
}

/** Mails a new invitation link; every older one stops working. Only before the customer submits. */
export async function regenerateKycLink(deps: AppDeps, auth: AuthContext, id: number) {
  return changeKyc({ deps, auth, id }, async (tx, kyc, log) => {
    if (kyc.status !== KYC_STATUS.invited)
      throw AppError.fieldError('status', MESSAGES.notInvited, 'CONFLICT');
    const { invitationId, expiresAt } = await issueKycInvitation(tx, deps, kyc, auth.userId);
    await log(KYC_LOG_ACTION.linkRegenerated, {
      details: { invitationId, expiresAt: expiresAt.toISOString() },
    });
  });
}

/** Mails the customer user the e-mail verification link again, while the address is unproven. */
export async function resendKycVerificationMail(deps: AppDeps, auth: AuthContext, id: number) {
  return changeKyc({ deps, auth, id }, async (tx, kyc, log) => {
    const user = await findCustomerUser(tx, kyc.customerUserId);
    if (!user) throw new AppError('CONFLICT', MESSAGES.notSubmitted);
    if (user.isEmailVerified) throw new AppError('CONFLICT', MESSAGES.alreadyVerified);
    await sendEmailVerificationLink(deps, user, tx, {
      forwarderName: await forwarderNameOf(tx, auth.companyId),
    });
    await log(KYC_LOG_ACTION.verificationMailResent, { details: { email: user.email } });
  });
}

const actors = alias(users, 'actors');

/**
 * The mobile numbers of a customer's active users (SPEC §6 "SMS number view"), for the forwarder
 * whose customer it is: another forwarder's KYC, or a draft, is a 404 like an unknown one.
 */
export async function listCustomerSmsNumbers(db: DbOrTx, companyId: number, id: number) {
  const [kyc] = await db
    .select({ customerCompanyId: customerKycs.customerCompanyId })
    .from(customerKycs)
    .where(and(eq(customerKycs.id, id), visibleTo(companyId)));
  if (!kyc) throw notFound();
  if (kyc.customerCompanyId === null) return [];
  return db
    .select({ userId: users.id, fullName: users.fullName, username: users.username, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.companyId, kyc.customerCompanyId), eq(users.isDisabled, false)))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** The approve log of one KYC of the caller's company, oldest first. */
export async function listKycApproveLog(db: DbOrTx, companyId: number, id: number) {
  await loadKyc(db, companyId, id);
  const rows = await db
    .select({
      id: kycApproveLogs.id,
      action: sql<KycLogAction>`${kycApproveLogs.action}`,
      actor: kycPersonOf(actors),
      remarks: kycApproveLogs.remarks,
      details: sql<Record<string, unknown> | null>`${kycApproveLogs.details}`,
      createdAt: kycApproveLogs.createdAt,
    })
    .from(kycApproveLogs)
    .leftJoin(actors, eq(actors.id, kycApproveLogs.actorId))
    .where(and(eq(kycApproveLogs.kycId, id), eq(kycApproveLogs.companyId, companyId)))
    .orderBy(asc(kycApproveLogs.id));
  return rows.map(
    (row): KycApproveLogEntry => ({ ...row, actionLabel: KYC_LOG_ACTION_LABELS[row.action] ?? row.action }),
  );
}
