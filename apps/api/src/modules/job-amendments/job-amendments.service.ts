import {
  AMENDMENT_FIELD_LABELS,
  AMENDMENT_MESSAGES,
  AMENDMENT_NOTIFICATION_KIND,
  type AmendmentChanges,
  type AmendmentStatus,
  amendedRemarks,
  amendmentFieldsOf,
  amendmentStatusLabel,
  enquiryPath,
  JOB_ROUTES,
  type JobAmendmentRequest,
  type JobAmendmentResponse,
  type jobAmendmentSchema,
  jobStatusWorkflow,
  OPERATIONS_ACCESS,
  PERMISSIONS,
  toAmendmentChanges,
} from '@fastforward/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { companyNameOf } from '../../db/queries';
import { bookings, jobAmendments, rateEnquiries, statusHistory, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import type { AuthContext } from '../../plugins/auth';
import { cargoSizeNamesOf, mailNotified } from '../bookings/booking-records';
import { type JobRow, loadCustomerJob, loadStaffJob, lockJob } from '../jobs/job-records';
import {
  type NotificationMessage,
  notifyCompanyUsers,
  notifyUser,
} from '../notifications/notifications.service';
import { activeUsersOf } from '../rate-enquiries/enquiry-notices';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
type AmendmentItem = z.input<typeof jobAmendmentSchema>;

const M = AMENDMENT_MESSAGES;
const REQUESTED: AmendmentStatus = 'requested';

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

const columns = {
  row: jobAmendments,
  requesterName: sql<string>`${requester.fullName}`,
  deciderName: sql<string | null>`${decider.fullName}`,
};

const selectAmendments = (db: DbOrTx) =>
  db
    .select(columns)
    .from(jobAmendments)
    .innerJoin(requester, eq(requester.id, jobAmendments.requestedBy))
    .leftJoin(decider, eq(decider.id, jobAmendments.decidedBy));

type Selected = Awaited<ReturnType<ReturnType<typeof selectAmendments>['where']>>[number];

function toItem({ row, requesterName, deciderName }: Selected): AmendmentItem {
  const changes = row.changes as AmendmentChanges;
  return {
    id: row.id,
    jobId: row.jobId,
    bookingId: row.bookingId,
    status: row.status as AmendmentStatus,
    statusLabel: amendmentStatusLabel(row.status),
    version: row.version,
    fields: amendmentFieldsOf(changes).map((f) => AMENDMENT_FIELD_LABELS[f]),
    changes,
    previous: (row.previous as AmendmentChanges | null) ?? null,
    reason: row.reason,
    requestedBy: { id: row.requestedBy, fullName: requesterName },
    requestedAt: row.requestedAt,
    decidedBy: row.decidedBy === null ? null : { id: row.decidedBy, fullName: deciderName ?? '' },
    decidedAt: row.decidedAt,
    responseRemarks: row.responseRemarks,
  };
}

/** The job's amendment requests, newest first; the job was loaded for the caller's door. */
async function listAmendments(db: DbOrTx, job: Pick<JobRow, 'id' | 'companyId'>): Promise<AmendmentItem[]> {
  const rows = await selectAmendments(db)
    .where(and(eq(jobAmendments.jobId, job.id), eq(jobAmendments.companyId, job.companyId)))
    .orderBy(desc(jobAmendments.id));
  return rows.map(toItem);
}

async function findAmendment(db: DbOrTx, job: Pick<JobRow, 'id' | 'companyId'>, id: number) {
  const [row] = await selectAmendments(db).where(
    and(
      eq(jobAmendments.id, id),
      eq(jobAmendments.jobId, job.id),
      eq(jobAmendments.companyId, job.companyId),
    ),
  );
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return toItem(row);
}

export async function listStaffAmendments(db: DbOrTx, auth: AuthContext, jobId: number) {
  return listAmendments(db, await loadStaffJob(db, auth, jobId));
}

export async function listCustomerAmendments(db: DbOrTx, auth: AuthContext, jobId: number) {
  return listAmendments(db, await loadCustomerJob(db, auth, jobId));
}

const isFinal = (status: string) => jobStatusWorkflow.isState(status) && jobStatusWorkflow.isFinal(status);
const assertOpenJob = (job: JobRow) => {
  if (isFinal(job.status)) throw AppError.fieldError('status', M.jobFinal, 'CONFLICT');
};
const openRequestConflict = () => AppError.fieldError('changes', M.openRequest, 'CONFLICT');

const staffJobLink = (jobId: number) => enquiryPath(JOB_ROUTES.job, { id: jobId });
const customerJobLink = (jobId: number) => enquiryPath(JOB_ROUTES.myJob, { id: jobId });

/** Operations' own update permission: the business administrator is not told of every request. */
const OPERATIONS_UPDATE = OPERATIONS_ACCESS.update.filter((p) => p !== PERMISSIONS.businessAdmin);

/** The forwarder's users who answer an amendment: the job's assignee and operations, each once. */
async function tellOperations(deps: Deps, tx: DbOrTx, job: JobRow, message: NotificationMessage) {
  const staff = await activeUsersOf(tx, job.companyId);
  const ids = new Set<number>(job.assignedTo === null ? [] : [job.assignedTo]);
  for (const u of staff) if (OPERATIONS_UPDATE.some((p) => u.permissions.includes(p))) ids.add(u.id);
  for (const userId of ids) {
    const recipients = await notifyUser(tx, userId, message);
    await mailNotified(deps, tx, recipients, job.companyId, message, deps.config.publicAppUrl);
  }
}

/** The names of the container sizes a cargo change gives, its lines checked against the job's shipment. */
async function cargoSizeNames(db: DbOrTx, job: JobRow, input: JobAmendmentRequest) {
  const cargo = input.changes.cargo;
  if (!cargo) return new Map<number, string>();
  const [shipment] = await db
    .select({ mode: rateEnquiries.mode, loadType: rateEnquiries.loadType })
    .from(rateEnquiries)
    .where(and(eq(rateEnquiries.id, job.enquiryId), eq(rateEnquiries.companyId, job.companyId)));
  if (!shipment) throw new Error(`job ${job.id} has no enquiry ${job.enquiryId}`);
  return cargoSizeNamesOf(db, cargo, shipment, 'changes.cargo');
}

/**
 * POST myJobAmendments: the customer asks to change its booking. One open request per job (the
 * job locked, then the partial unique index as the backstop); not on a closed or cancelled job.
 * Operations is told in the app and by e-mail.
 */
export async function requestAmendment(
  deps: Deps,
  auth: AuthContext,
  jobId: number,
  input: JobAmendmentRequest,
): Promise<AmendmentItem> {
  const loaded = await loadCustomerJob(deps.db, auth, jobId);
  const changes = toAmendmentChanges(input.changes, await cargoSizeNames(deps.db, loaded, input));
  try {
    return await deps.db.transaction(async (tx) => {
      const job = await lockJob(tx, loaded);
      assertOpenJob(job);
      const [open] = await tx
        .select({ id: jobAmendments.id })
        .from(jobAmendments)
        .where(and(eq(jobAmendments.jobId, job.id), eq(jobAmendments.status, REQUESTED)));
      if (open) throw openRequestConflict();
      const [row] = await tx
        .insert(jobAmendments)
        .values({
          companyId: job.companyId,
          jobId: job.id,
          bookingId: job.bookingId,
          status: REQUESTED,
          changes,
          reason: input.reason,
          requestedBy: auth.userId,
          requestedAt: deps.clock(),
        })
        .returning({ id: jobAmendments.id });
      if (!row) throw new Error('job_amendments insert returned nothing');
      const customer = (await companyNameOf(tx, job.customerCompanyId)) ?? 'Your customer';
      const fields = amendmentFieldsOf(changes).map((f) => AMENDMENT_FIELD_LABELS[f].toLowerCase());
      await tellOperations(deps, tx, job, {
        kind: AMENDMENT_NOTIFICATION_KIND.requested,
        title: `${customer} asks to amend the booking of ${job.reference}`,
        body: `${customer} asks to change the ${fields.join(', ')} of job ${job.reference}: ${input.reason}`,
        link: staffJobLink(job.id),
      });
      return findAmendment(tx, job, row.id);
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'job_amendments_open_key') throw openRequestConflict();
    throw error;
  }
}

/** What the booking holds now for each field the changes name: kept on the request once approved. */
function previousOf(booking: typeof bookings.$inferSelect, changes: AmendmentChanges): AmendmentChanges {
  const previous: AmendmentChanges = {};
  for (const field of amendmentFieldsOf(changes)) {
    if (field === 'shipper') previous.shipper = booking.shipper as AmendmentChanges['shipper'];
    if (field === 'consignee') previous.consignee = booking.consignee as AmendmentChanges['consignee'];
    if (field === 'notifyParty')
      previous.notifyParty = (booking.notifyParty as AmendmentChanges['notifyParty']) ?? null;
    if (field === 'cargo') previous.cargo = booking.cargo as AmendmentChanges['cargo'];
    if (field === 'remarks') previous.remarks = booking.remarks;
  }
  return previous;
}

/**
 * POST amendmentResponse: operations answers an open request at the version it read. Approved:
 * in the same transaction the booking takes the changes (its version raised), the request keeps
 * what they replaced, and the booking's history records it (from = to = its status). Rejected:
 * the booking stays. The customer is told in the app and by e-mail.
 */
export async function respondToAmendment(
  deps: Deps,
  auth: AuthContext,
  jobId: number,
  amendmentId: number,
  input: JobAmendmentResponse,
): Promise<AmendmentItem> {
  const loaded = await loadStaffJob(deps.db, auth, jobId);
  return deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, loaded);
    const [amendment] = await tx
      .select()
      .from(jobAmendments)
      .where(
        and(
          eq(jobAmendments.id, amendmentId),
          eq(jobAmendments.jobId, job.id),
          eq(jobAmendments.companyId, job.companyId),
        ),
      )
      .for('update');
    if (!amendment) throw new AppError('NOT_FOUND', M.notFound);
    assertOpenJob(job);
    if (amendment.status !== REQUESTED) throw AppError.fieldError('decision', M.notOpen, 'CONFLICT');
    if (amendment.version !== input.version) throw AppError.fieldError('version', M.stale, 'CONFLICT');

    const now = deps.clock();
    const changes = amendment.changes as AmendmentChanges;
    let previous: AmendmentChanges | null = null;
    if (input.decision === 'approved') {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, amendment.bookingId), eq(bookings.companyId, job.companyId)))
        .for('update');
      if (!booking) throw new Error(`job ${job.id} has no booking ${amendment.bookingId}`);
      previous = previousOf(booking, changes);
      await tx
        .update(bookings)
        .set({ ...changes, version: sql`${bookings.version} + 1` })
        .where(eq(bookings.id, booking.id));
      await tx.insert(statusHistory).values({
        companyId: job.companyId,
        recordType: 'booking',
        recordId: booking.id,
        fromStatus: booking.status,
        toStatus: booking.status,
        changedBy: auth.userId,
        changedAt: now,
        remarks: amendedRemarks(changes),
      });
    }
    const [updated] = await tx
      .update(jobAmendments)
      .set({
        status: input.decision,
        version: sql`${jobAmendments.version} + 1`,
        previous,
        decidedBy: auth.userId,
        decidedAt: now,
        responseRemarks: input.remarks || null,
      })
      .where(and(eq(jobAmendments.id, amendment.id), eq(jobAmendments.version, amendment.version)))
      .returning({ id: jobAmendments.id });
    if (!updated) throw AppError.fieldError('version', M.stale, 'CONFLICT');

    const approved = input.decision === 'approved';
    const message: NotificationMessage = {
      kind: AMENDMENT_NOTIFICATION_KIND.decided,
      title: `Your amendment of ${job.reference} is ${approved ? 'approved' : 'rejected'}`,
      body: approved
        ? `Your forwarder approved your amendment of job ${job.reference}: the booking has been changed.${input.remarks ? ` ${input.remarks}` : ''}`
        : `Your forwarder rejected your amendment of job ${job.reference}: ${input.remarks ?? ''}`,
      link: customerJobLink(job.id),
    };
    const customers = await notifyCompanyUsers(tx, job.customerCompanyId, message);
    await mailNotified(deps, tx, customers, job.companyId, message, deps.config.publicAppUrl);
    return findAmendment(tx, job, amendment.id);
  });
}
