import type { CompanyRejectRequest } from '@fastforward/domain';
import {
  COMPANY_CATEGORY,
  NOTIFICATION_KIND,
  type PageQuery,
  ROUTES,
  VENDOR_CONVERSION_STATUS,
  VENDOR_CONVERSION_STATUS_ALL,
  VENDOR_MESSAGES,
  VENDOR_ROUTES,
  type VendorConversionCreate,
  type VendorConversionListQuery,
  type VendorConversionStatus,
} from '@fastforward/domain';
import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { companies, users, vendorConversionRequests } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { findPage } from '../../lib/list-query';
import type { Mailer } from '../../lib/mailer';
import { revokeCompanySessions } from '../auth/user-sessions';
import {
  type NotificationMessage,
  notifyCompanyAdministrators,
  notifyPlatformAdmins,
} from '../notifications/notifications.service';

type ConversionDeps = { db: Db; mailer: Mailer; clock: () => Date; config: Pick<AppConfig, 'publicAppUrl'> };

const columns = {
  id: vendorConversionRequests.id,
  companyId: vendorConversionRequests.companyId,
  companyName: companies.name,
  status: vendorConversionRequests.status,
  reason: vendorConversionRequests.reason,
  requestedAt: vendorConversionRequests.requestedAt,
  requestedByName: users.fullName,
  reviewedAt: vendorConversionRequests.reviewedAt,
  rejectionReason: vendorConversionRequests.rejectionReason,
};

const withNames = <Q extends import('drizzle-orm/pg-core').PgSelect>(query: Q) =>
  query
    .innerJoin(companies, eq(companies.id, vendorConversionRequests.companyId))
    .innerJoin(users, eq(users.id, vendorConversionRequests.requestedBy));

/** The status column holds one of the statuses by construction (the service writes no other). */
const withStatus = <R extends { status: string }>(row: R) => ({
  ...row,
  status: row.status as VendorConversionStatus,
});

async function listRequests(db: DbOrTx, where: SQL | undefined, query: PageQuery, order: 'asc' | 'desc') {
  const page = await findPage(
    db,
    {
      from: vendorConversionRequests,
      joins: withNames,
      columns,
      where,
      search: (pattern) => ilike(companies.name, pattern),
      sorts: { requestedAt: vendorConversionRequests.requestedAt },
    },
    { ...query, sort: 'requestedAt', order },
  );
  return { ...page, items: page.items.map(withStatus) };
}

async function findRequest(db: DbOrTx, id: number) {
  const [row] = await withNames(db.select(columns).from(vendorConversionRequests).$dynamic()).where(
    eq(vendorConversionRequests.id, id),
  );
  if (!row) throw new AppError('NOT_FOUND', VENDOR_MESSAGES.conversionNotFound);
  return withStatus(row);
}

/** The vendor company's own requests, newest first. */
export const listOwnConversionRequests = (db: Db, companyId: number, query: PageQuery) =>
  listRequests(db, eq(vendorConversionRequests.companyId, companyId), query, 'desc');

/** The platform's queue: of a status (pending unless told), oldest first. */
export const listConversionRequests = (db: Db, query: VendorConversionListQuery) =>
  listRequests(
    db,
    query.status === VENDOR_CONVERSION_STATUS_ALL
      ? undefined
      : eq(vendorConversionRequests.status, query.status),
    query,
    'asc',
  );

/** A vendor asks to become a forwarder; one request waits at a time (the partial unique index holds it). */
export async function requestConversion(
  { db, clock }: ConversionDeps,
  caller: { companyId: number; userId: number },
  input: VendorConversionCreate,
) {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(vendorConversionRequests)
        .values({
          companyId: caller.companyId,
          status: VENDOR_CONVERSION_STATUS.pending,
          reason: input.reason,
          requestedBy: caller.userId,
          requestedAt: clock(),
        })
        .returning({ id: vendorConversionRequests.id });
      if (!row) throw new Error('conversion request insert returned nothing');
      const request = await findRequest(tx, row.id);
      await notifyPlatformAdmins(tx, {
        kind: NOTIFICATION_KIND.vendorConversionRequested,
        title: `${request.companyName} asks to become a forwarder`,
        body: input.reason,
        link: VENDOR_ROUTES.platformConversions,
      });
      return row.id;
    });
    return findRequest(db, id);
  } catch (error) {
    if (uniqueViolationOf(error) === 'vendor_conversion_requests_pending_key') {
      throw new AppError('CONFLICT', VENDOR_MESSAGES.conversionPending);
    }
    throw error;
  }
}

/**
 * Decides a pending request: the update that leaves 'pending' is the gate, so of two decisions
 * racing only one goes through; a decided request is a 409, an unknown one a 404.
 */
async function decide(
  tx: DbOrTx,
  id: number,
  decision: {
    status: VendorConversionStatus;
    reviewedBy: number;
    reviewedAt: Date;
    rejectionReason?: string;
  },
) {
  const [row] = await tx
    .update(vendorConversionRequests)
    .set(decision)
    .where(
      and(
        eq(vendorConversionRequests.id, id),
        eq(vendorConversionRequests.status, VENDOR_CONVERSION_STATUS.pending),
      ),
    )
    .returning({ companyId: vendorConversionRequests.companyId });
  if (row) return row;
  await findRequest(tx, id);
  throw new AppError('CONFLICT', VENDOR_MESSAGES.conversionDecided);
}

/** Tells the vendor's business administrators in the app and by e-mail, greeting each by name. */
async function tellAdministrators(
  tx: DbOrTx,
  mailer: Mailer,
  companyId: number,
  message: NotificationMessage,
  mailFooter: string,
) {
  const recipients = await notifyCompanyAdministrators(tx, companyId, message);
  for (const { email, fullName } of recipients) {
    const text = `Dear ${fullName},\n\n${message.body}\n\n${mailFooter}`;
    await mailer.send({ to: email, subject: message.title, text, companyId }, tx);
  }
}

/** The vendor company becomes a forwarder; the change, the decision and the mails stand or fall together. */
export async function approveConversion(
  { db, mailer, clock, config }: ConversionDeps,
  reviewerId: number,
  id: number,
) {
  const now = clock();
  await db.transaction(async (tx) => {
    const { companyId } = await decide(tx, id, {
      status: VENDOR_CONVERSION_STATUS.approved,
      reviewedBy: reviewerId,
      reviewedAt: now,
    });
    await tx
      .update(companies)
      .set({ categoryCode: COMPANY_CATEGORY.freightForwarder })
      .where(eq(companies.id, companyId));
    // The API would re-read the category anyway (this write drops the auth cache, the companies
    // trigger tells other processes), but the web keeps the category and navigation its sign-in
    // answered: ending the sessions makes the vendor's users sign in again as a forwarder.
    await revokeCompanySessions(tx, companyId, 'company-category-changed', now);
    const request = await findRequest(tx, id);
    await tellAdministrators(
      tx,
      mailer,
      companyId,
      {
        kind: NOTIFICATION_KIND.vendorConversionApproved,
        title: VENDOR_MESSAGES.conversionApprovedSubject,
        body: `${request.companyName} is now a freight forwarder on FastForward. Sign in again to see the forwarder's modules.`,
        link: ROUTES.dashboard,
      },
      `You can sign in here:\n${config.publicAppUrl}${ROUTES.login}\n\nThe FastForward team`,
    );
  });
  return findRequest(db, id);
}

/** Refuses the request with a reason the vendor is told; the company stays a vendor. */
export async function rejectConversion(
  { db, mailer, clock }: ConversionDeps,
  reviewerId: number,
  id: number,
  input: CompanyRejectRequest,
) {
  await db.transaction(async (tx) => {
    const { companyId } = await decide(tx, id, {
      status: VENDOR_CONVERSION_STATUS.rejected,
      reviewedBy: reviewerId,
      reviewedAt: clock(),
      rejectionReason: input.reason,
    });
    await tellAdministrators(
      tx,
      mailer,
      companyId,
      {
        kind: NOTIFICATION_KIND.vendorConversionRejected,
        title: VENDOR_MESSAGES.conversionRejectedSubject,
        body: `Your request to become a forwarder on FastForward was rejected.\n\nReason: ${input.reason}`,
        link: VENDOR_ROUTES.profile,
      },
      'The FastForward team',
    );
  });
  return findRequest(db, id);
}
