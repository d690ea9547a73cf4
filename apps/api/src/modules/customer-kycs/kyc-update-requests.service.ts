import {
  CUSTOMER_KYC_ROUTES,
  diffKycDetails,
  KYC_DETAIL_LABELS,
  KYC_LOG_ACTION,
  KYC_STATUS,
  KYC_UPDATE_REQUEST_MESSAGES,
  KYC_UPDATE_REQUEST_STATUS,
  type KycDetailChange,
  type KycDetails,
  type KycPerson,
  type KycUpdateRequestApprove,
  type KycUpdateRequestCreate,
  type KycUpdateRequestListQuery,
  type KycUpdateRequestReject,
  type KycUpdateRequestStatus,
  kycUpdateRequestPagePath,
  NOTIFICATION_KIND,
} from '@fastforward/domain';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { companies, customerKycs, kycUpdateRequests, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { findPage } from '../../lib/list-query';
import type { AuthContext } from '../../plugins/auth';
import { notifyUser } from '../notifications/notifications.service';
import { appendKycLog, applyKycDetailsToCompany, kycPersonOf } from './kyc-records';

const MESSAGES = KYC_UPDATE_REQUEST_MESSAGES;
const notFound = () => new AppError('NOT_FOUND', MESSAGES.notFound);

const requesters = alias(users, 'requesters');
const reviewers = alias(users, 'reviewers');

const columns = {
  id: kycUpdateRequests.id,
  kycId: kycUpdateRequests.kycId,
  status: sql<KycUpdateRequestStatus>`${kycUpdateRequests.status}`,
  company: sql<{
    id: number;
    name: string;
  }>`json_build_object('id', ${companies.id}, 'name', ${companies.name})`,
  changes: sql<KycDetailChange[]>`${kycUpdateRequests.changes}`,
  remarks: kycUpdateRequests.remarks,
  // Inner-joined: every request has its requester.
  requestedBy: sql<KycPerson>`json_build_object('id', ${requesters.id}, 'fullName', ${requesters.fullName})`,
  requestedAt: kycUpdateRequests.requestedAt,
  reviewedBy: kycPersonOf(reviewers),
  reviewedAt: kycUpdateRequests.reviewedAt,
  rejectionReason: kycUpdateRequests.rejectionReason,
};

/** The customer company is the KYC's: a request is only made on an approved KYC, which has one. */
const withJoins = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(customerKycs, eq(customerKycs.id, kycUpdateRequests.kycId))
    .innerJoin(companies, eq(companies.id, customerKycs.customerCompanyId))
    .innerJoin(requesters, eq(requesters.id, kycUpdateRequests.requestedBy))
    .leftJoin(reviewers, eq(reviewers.id, kycUpdateRequests.reviewedBy));

/** Each change gets the label its field has on the form. */
const toRequest = <R extends { changes: KycDetailChange[] }>(row: R) => ({
  ...row,
  changes: row.changes.map((c) => ({ ...c, label: KYC_DETAIL_LABELS[c.field] })),
});

/** Who sees which requests: the forwarder its customers', a customer company its own. */
const visibleTo = (auth: Pick<AuthContext, 'companyId'>, side: 'forwarder' | 'customer'): SQL =>
  side === 'forwarder'
    ? eq(kycUpdateRequests.companyId, auth.companyId)
    : eq(customerKycs.customerCompanyId, auth.companyId);

async function findRequests(db: DbOrTx, where: SQL | undefined) {
  const rows = await withJoins(db.select(columns).from(kycUpdateRequests).$dynamic()).where(where);
  return rows.map(toRequest);
}

async function findRequest(db: DbOrTx, where: SQL | undefined) {
  const [request] = await findRequests(db, where);
  if (!request) throw notFound();
  return request;
}

/** One page of requests, newest first: the forwarder's searched by company name, or the customer's own. */
export async function listKycUpdateRequests(
  db: Db,
  auth: AuthContext,
  side: 'forwarder' | 'customer',
  query: KycUpdateRequestListQuery,
) {
  const page = await findPage(
    db,
    {
      from: kycUpdateRequests,
      joins: withJoins,
      columns,
      where: visibleTo(auth, side),
      search: (pattern) => ilike(companies.name, pattern),
      filters: [query.status ? eq(kycUpdateRequests.status, query.status) : undefined],
      sorts: { requestedAt: kycUpdateRequests.requestedAt },
    },
    { ...query, sort: 'requestedAt', order: 'desc' },
  );
  return { ...page, items: page.items.map(toRequest) };
}

/** One of the forwarder's requests; another forwarder's is not found. */
export const getKycUpdateRequest = (db: Db, auth: AuthContext, id: number) =>
  findRequest(db, and(eq(kycUpdateRequests.id, id), visibleTo(auth, 'forwarder')));

/** The request of this KYC waiting for a decision, if any. */
export async function findPendingKycUpdateRequest(db: DbOrTx, kycId: number) {
  const [request] = await findRequests(
    db,
    and(eq(kycUpdateRequests.kycId, kycId), eq(kycUpdateRequests.status, KYC_UPDATE_REQUEST_STATUS.pending)),
  );
  return request ?? null;
}

/**
 * The customer asks for its details to become `input.details`: only the differing fields are
 * stored, the sales person is told, and nothing else changes until the forwarder decides.
 */
export async function requestKycUpdate(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: KycUpdateRequestCreate,
) {
  const [kyc] = await db
    .select({
      id: customerKycs.id,
      companyId: customerKycs.companyId,
      status: customerKycs.status,
      details: customerKycs.details,
      salesPersonId: customerKycs.salesPersonId,
      companyName: companies.name,
    })
    .from(customerKycs)
    .innerJoin(companies, eq(companies.id, customerKycs.customerCompanyId))
    .where(eq(customerKycs.customerCompanyId, auth.companyId));
  if (!kyc) throw new AppError('NOT_FOUND', MESSAGES.kycNotFound);
  if (kyc.status !== KYC_STATUS.approved || !kyc.details)
    throw new AppError('CONFLICT', MESSAGES.notApproved);
  const changes = diffKycDetails(kyc.details as KycDetails, input.details);
  if (changes.length === 0) throw AppError.fieldError('details', MESSAGES.nothingToChange);
  const now = clock();
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(kycUpdateRequests)
        .values({
          companyId: kyc.companyId,
          kycId: kyc.id,
          status: KYC_UPDATE_REQUEST_STATUS.pending,
          changes,
          remarks: input.remarks || null,
          requestedBy: auth.userId,
          requestedAt: now,
        })
        .returning({ id: kycUpdateRequests.id });
      if (!row) throw new Error('kyc_update_requests insert returned nothing');
      await appendKycLog(tx, {
        companyId: kyc.companyId,
        kycId: kyc.id,
        action: KYC_LOG_ACTION.updateRequested,
        actorId: auth.userId,
        at: now,
        remarks: input.remarks || null,
        details: { updateRequestId: row.id, fields: changes.map((c) => c.field) },
      });
      if (kyc.salesPersonId !== null) {
        await notifyUser(tx, kyc.salesPersonId, {
          kind: NOTIFICATION_KIND.kycUpdateRequested,
          title: `${kyc.companyName} asks to change its KYC details`,
          body: `Changed: ${changes.map((c) => KYC_DETAIL_LABELS[c.field]).join(', ')}.`,
          link: kycUpdateRequestPagePath(row.id),
        });
      }
      return row.id;
    });
  } catch (error) {
    // One request waits at a time; the partial unique index settles two sent at once.
    if (uniqueViolationOf(error) === 'kyc_update_requests_pending_key') {
      throw new AppError('CONFLICT', MESSAGES.alreadyPending);
    }
    throw error;
  }
  return findRequest(db, eq(kycUpdateRequests.id, id));
}

/**
 * A pending request of the forwarder's, locked with its KYC for the decision: a decision made
 * meanwhile (another reviewer) is seen here, not overwritten.
 */
async function lockPending(tx: DbOrTx, auth: AuthContext, id: number) {
  const [row] = await tx
    .select({
      id: kycUpdateRequests.id,
      kycId: kycUpdateRequests.kycId,
      status: kycUpdateRequests.status,
      changes: kycUpdateRequests.changes,
      requestedBy: kycUpdateRequests.requestedBy,
      details: customerKycs.details,
      customerCompanyId: customerKycs.customerCompanyId,
    })
    .from(kycUpdateRequests)
    .innerJoin(customerKycs, eq(customerKycs.id, kycUpdateRequests.kycId))
    .where(and(eq(kycUpdateRequests.id, id), eq(kycUpdateRequests.companyId, auth.companyId)))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== KYC_UPDATE_REQUEST_STATUS.pending)
    throw new AppError('CONFLICT', MESSAGES.alreadyDecided);
  return { ...row, changes: row.changes as KycDetailChange[], details: row.details as KycDetails };
}

const valuesOf = (changes: KycDetailChange[], side: 'from' | 'to') =>
  Object.fromEntries(changes.map((c) => [c.field, c[side]])) as Partial<KycDetails>;

/**
 * Applies the requested values of the changed fields (and the company name and settings they
 * derive), unless one of them no longer holds the value the request was made against (409).
 */
export async function approveKycUpdate(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  id: number,
  input: KycUpdateRequestApprove,
) {
  const now = clock();
  await db.transaction(async (tx) => {
    const request = await lockPending(tx, auth, id);
    const [moved] = diffKycDetails(request.details, {
      ...request.details,
      ...valuesOf(request.changes, 'from'),
    });
    if (moved) {
      throw AppError.fieldError(
        moved.field,
        MESSAGES.changedSince(KYC_DETAIL_LABELS[moved.field]),
        'CONFLICT',
      );
    }
    const details = { ...request.details, ...valuesOf(request.changes, 'to') };
    await tx.update(customerKycs).set({ details }).where(eq(customerKycs.id, request.kycId));
    if (request.customerCompanyId !== null) {
      await applyKycDetailsToCompany(tx, request.customerCompanyId, details, now);
    }
    await decide(tx, auth, request, now, {
      status: KYC_UPDATE_REQUEST_STATUS.approved,
      action: KYC_LOG_ACTION.updateApproved,
      remarks: input.remarks || null,
      kind: NOTIFICATION_KIND.kycUpdateApproved,
      title: 'Your KYC update request was approved',
      body: 'Your company details have been changed as you asked.',
    });
  });
  return getKycUpdateRequest(db, auth, id);
}

/** Refuses the request with a reason the customer is told; the details stay as they are. */
export async function rejectKycUpdate(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  id: number,
  input: KycUpdateRequestReject,
) {
  const now = clock();
  await db.transaction(async (tx) => {
    const request = await lockPending(tx, auth, id);
    await decide(tx, auth, request, now, {
      status: KYC_UPDATE_REQUEST_STATUS.rejected,
      action: KYC_LOG_ACTION.updateRejected,
      remarks: input.reason,
      rejectionReason: input.reason,
      kind: NOTIFICATION_KIND.kycUpdateRejected,
      title: 'Your KYC update request was rejected',
      body: `Reason: ${input.reason}`,
    });
  });
  return getKycUpdateRequest(db, auth, id);
}

/** Records the decision on the request and in the approve log, and tells the customer user who asked. */
async function decide(
  tx: DbOrTx,
  auth: AuthContext,
  request: { id: number; kycId: number; requestedBy: number },
  now: Date,
  decision: {
    status: KycUpdateRequestStatus;
    action: typeof KYC_LOG_ACTION.updateApproved | typeof KYC_LOG_ACTION.updateRejected;
    remarks: string | null;
    rejectionReason?: string;
    kind: string;
    title: string;
    body: string;
  },
) {
  await tx
    .update(kycUpdateRequests)
    .set({
      status: decision.status,
      reviewedBy: auth.userId,
      reviewedAt: now,
      rejectionReason: decision.rejectionReason ?? null,
    })
    .where(eq(kycUpdateRequests.id, request.id));
  await appendKycLog(tx, {
    companyId: auth.companyId,
    kycId: request.kycId,
    action: decision.action,
    actorId: auth.userId,
    at: now,
    remarks: decision.remarks,
    details: { updateRequestId: request.id },
  });
  await notifyUser(tx, request.requestedBy, {
    kind: decision.kind,
    title: decision.title,
    body: decision.body,
    link: CUSTOMER_KYC_ROUTES.myCompany,
  });
}
