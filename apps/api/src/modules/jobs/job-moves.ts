import {
  type EventClassifier,
  enquiryPath,
  INVOICE_KIND,
  INVOICE_STATUS,
  type InvoiceKind,
  type InvoiceStatus,
  isShipmentGuard,
  JOB_EVENT_MESSAGES,
  JOB_ROUTES,
  JOB_STATUS,
  type JobStatusCode,
  type ShipmentGuardFacts,
  shipmentGuardRefusal,
} from '@fastforward/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  invoices,
  jobContainers,
  jobShipmentGuardRelaxations,
  jobs,
  jobTransportLegs,
  rateEnquiries,
  statusHistory,
  vendorBills,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { mailNotified } from '../bookings/booking-records';
import { notifyCompanyUsers } from '../notifications/notifications.service';
import { type JobRow, jobTransitions } from './job-records';

/**
 * One move of a job on the SPEC §4 line, the one way every slice moves a job (the status menu,
 * releasing the DO, the last payment, the customer's payment): the workflow, the money guards,
 * and the customer told.
 */

export const JOB_NOTIFICATION_KIND = 'job-status';

export type JobMoveDeps = Pick<AppDeps, 'mailer' | 'clock' | 'config'>;

export type JobMove = {
  /** The job as the caller loaded (or locked) it, of the company that moves it. */
  job: Pick<JobRow, 'id' | 'companyId' | 'customerCompanyId' | 'reference'>;
  to: JobStatusCode;
  /** The version the caller read: another write since is a 409 on `version`. */
  expectedVersion: number;
  remarks: string | null;
  /** Null when no signed-in user moves it. */
  userId: number | null;
  /** The event as the caller gave it; left out, an actual event now, at the place the leg implies. */
  event?: JobMoveEvent;
};

/** A move's event as asked for: when (default now), actual or estimated (default actual), where. */
export type JobMoveEvent = {
  at?: Date | null;
  classifier?: EventClassifier | null;
  location?: string | null;
};

/** What the customer is asked to pay: invoices and debit notes (a credit note is never paid). */
const PAYABLE: InvoiceKind[] = ['invoice', 'debit_note'];
const PAID: InvoiceStatus = 'paid';
const CANCELLED: InvoiceStatus = 'cancelled';

/**
 * The statuses of the job's invoices and debit notes, as the money guards read them: the same
 * documents whose payment moves the job to PREC, so an open debit note holds PREC and CLOS too.
 */
export async function jobInvoiceStatuses(
  db: DbOrTx,
  job: Pick<JobRow, 'id' | 'companyId'>,
): Promise<string[]> {
  const rows = await db
    .select({ status: invoices.status })
    .from(invoices)
    .where(
      and(eq(invoices.jobId, job.id), eq(invoices.companyId, job.companyId), inArray(invoices.kind, PAYABLE)),
    );
  return rows.map((r) => r.status);
}

/**
 * PRODUCT §2.9, why the money forbids the move (null when it allows it): payment received only
 * once the job is invoiced and every live invoice and debit note is paid; closed only once every
 * one is paid or cancelled (none a draft, none unpaid). Credit notes are never paid: they lower
 * the balance of what they correct, which the guards read.
 */
export function moneyRefusalOf(to: JobStatusCode, invoiceStatuses: readonly string[]): string | null {
  if (to !== 'PREC' && to !== 'CLOS') return null;
  const label = `${to} (${JOB_STATUS[to]})`;
  if (invoiceStatuses.length === 0) {
    return `${label} needs an ${INVOICE_KIND.invoice.toLowerCase()} of the job first`;
  }
  if (to === 'PREC') {
    const live = invoiceStatuses.filter((s) => s !== CANCELLED);
    return live.length === 0 || live.some((s) => s !== PAID)
      ? `${label} needs every invoice of the job ${INVOICE_STATUS.paid.toLowerCase()}`
      : null;
  }
  return invoiceStatuses.some((s) => s !== PAID && s !== CANCELLED)
    ? `${label} needs every invoice of the job ${INVOICE_STATUS.paid.toLowerCase()} or ${INVOICE_STATUS.cancelled.toLowerCase()}; none may be a draft or unpaid`
    : null;
}

async function assertMoneyAllows(tx: DbOrTx, job: JobMove['job'], to: JobStatusCode): Promise<void> {
  if (to !== 'PREC' && to !== 'CLOS') return;
  const refusal = moneyRefusalOf(to, await jobInvoiceStatuses(tx, job));
  if (refusal) throw AppError.fieldError('status', refusal, 'CONFLICT');
  if (to === 'CLOS') await assertNoDraftVendorBill(tx, job);
}

/** A job closes only once its vendor bills are settled as cost: none may still be a draft. */
async function assertNoDraftVendorBill(tx: DbOrTx, job: JobMove['job']): Promise<void> {
  const drafts = await tx
    .select({ billNumber: vendorBills.billNumber })
    .from(vendorBills)
    .where(
      and(
        eq(vendorBills.jobId, job.id),
        eq(vendorBills.companyId, job.companyId),
        eq(vendorBills.status, 'draft'),
      ),
    );
  if (drafts.length === 0) return;
  const numbers = drafts.map((d) => d.billNumber).join(', ');
  throw AppError.fieldError(
    'status',
    `CLOS (${JOB_STATUS.CLOS}) needs every vendor bill of the job approved; still a draft: ${numbers}`,
    'CONFLICT',
  );
}

type MainLeg = typeof jobTransportLegs.$inferSelect;

const mainLegWhere = (job: JobMove['job']) =>
  and(
    eq(jobTransportLegs.jobId, job.id),
    eq(jobTransportLegs.companyId, job.companyId),
    eq(jobTransportLegs.stage, 'MNC'),
  );

async function readMainLeg(db: DbOrTx, job: JobMove['job']): Promise<MainLeg | null> {
  const [leg] = await db.select().from(jobTransportLegs).where(mainLegWhere(job));
  return leg ?? null;
}

/** Where a move happened when the caller does not say: sailing from the main leg's load place, arriving at its discharge place. */
function impliedLocation(to: JobStatusCode, leg: MainLeg | null): string | null {
  if (to === 'CGLD' || to === 'TRNT') return leg?.loadLocation ?? null;
  if (to === 'AADP') return leg?.dischargeLocation ?? null;
  return null;
}

/**
 * The facts a move implies (issue 24): TRNT is the main leg's departure and AADP its arrival,
 * actual or estimated as the event is. A job with no main leg keeps none (TRNT's guard asks for one).
 * Answers the main leg as it stands after the move.
 */
async function setImpliedFacts(
  db: DbOrTx,
  job: JobMove['job'],
  to: JobStatusCode,
  event: { at: Date; classifier: EventClassifier },
  leg: MainLeg | null,
): Promise<MainLeg | null> {
  const actual = event.classifier === 'ACT';
  const set =
    to === 'TRNT'
      ? actual
        ? { actualDeparture: event.at }
        : { estimatedDeparture: event.at }
      : to === 'AADP'
        ? actual
          ? { actualArrival: event.at }
          : { estimatedArrival: event.at }
        : null;
  if (!leg || !set) return leg;
  await db.update(jobTransportLegs).set(set).where(mainLegWhere(job));
  return { ...leg, ...set };
}

/** The facts the shipment guards read, as the job holds them inside the move. */
async function readGuardFacts(
  db: DbOrTx,
  job: JobMove['job'],
  mainLeg: MainLeg | null,
): Promise<ShipmentGuardFacts> {
  const [row] = await db
    .select({
      carrierBookingReference: jobs.carrierBookingReference,
      transportDocumentReference: jobs.transportDocumentReference,
      houseBillNumber: jobs.houseBillNumber,
      booked: rateEnquiries.containers,
    })
    .from(jobs)
    .innerJoin(rateEnquiries, eq(rateEnquiries.id, jobs.enquiryId))
    .where(and(eq(jobs.id, job.id), eq(jobs.companyId, job.companyId)));
  if (!row) throw new Error(`job ${job.id} vanished inside its move`);
  const containers = await db
    .select({ containerNumber: jobContainers.containerNumber, sealNumber: jobContainers.sealNumber })
    .from(jobContainers)
    .where(and(eq(jobContainers.jobId, job.id), eq(jobContainers.companyId, job.companyId)))
    .orderBy(jobContainers.id);
  const booked = (row.booked as { count?: unknown }[]).reduce(
    (sum, line) => sum + (typeof line.count === 'number' ? line.count : 0),
    0,
  );
  return { ...row, mainLeg, bookedContainers: booked, containers };
}

/**
 * The shipment guards (409 on the field that lacks its fact). A guard the company relaxed lets
 * the move pass and records what it lacked on the move's history row.
 */
async function assertShipmentAllows(
  db: DbOrTx,
  job: JobMove['job'],
  to: JobStatusCode,
  historyId: number,
  mainLeg: MainLeg | null,
): Promise<void> {
  if (!isShipmentGuard(to)) return;
  const refusal = shipmentGuardRefusal(to, await readGuardFacts(db, job, mainLeg));
  if (!refusal) return;
  const [relaxed] = await db
    .select({ status: jobShipmentGuardRelaxations.status })
    .from(jobShipmentGuardRelaxations)
    .where(
      and(
        eq(jobShipmentGuardRelaxations.companyId, job.companyId),
        eq(jobShipmentGuardRelaxations.status, to),
      ),
    );
  if (!relaxed) throw AppError.fieldError(refusal.field, refusal.message, 'CONFLICT');
  await db
    .update(statusHistory)
    .set({ waivedGuards: `${refusal.message} (guard relaxed in the operation settings)` })
    .where(eq(statusHistory.id, historyId));
}

/** The customer's page of the job. */
export const customerJobLink = (jobId: number) => enquiryPath(JOB_ROUTES.myJob, { id: jobId });

/**
 * Moves the job inside the caller's transaction (a savepoint: a refusal undoes only the move):
 * the workflow (409 on `status`), the version (409 on `version`), the money guards (409 on
 * `status`); then tells every active user of the customer in the app and by e-mail. Answers the
 * new status and version and the history row written.
 */
export async function recordJobMove(deps: JobMoveDeps, tx: DbOrTx, move: JobMove) {
  const { job, to } = move;
  const at = deps.clock();
  const classifier = move.event?.classifier ?? 'ACT';
  const eventAt = move.event?.at ?? at;
  if (classifier === 'ACT' && eventAt.getTime() > at.getTime()) {
    throw AppError.fieldError('eventAt', JOB_EVENT_MESSAGES.actualInFuture);
  }
  return tx.transaction(async (inner) => {
    const mainLeg = await readMainLeg(inner, job);
    const location = move.event?.location ?? impliedLocation(to, mainLeg);
    const moved = await jobTransitions.move(inner, {
      companyId: job.companyId,
      id: job.id,
      expectedVersion: move.expectedVersion,
      to,
      remarks: move.remarks,
      userId: move.userId,
      at,
      event: { at: eventAt, classifier, location },
    });
    // After the move, so a move the workflow refuses says why; throwing undoes the move.
    const legAfter = await setImpliedFacts(inner, job, to, { at: eventAt, classifier }, mainLeg);
    await assertShipmentAllows(inner, job, to, moved.history.id, legAfter);
    await assertMoneyAllows(inner, job, to);
    await inner
      .update(jobs)
      .set({ updatedAt: at })
      .where(and(eq(jobs.id, job.id), eq(jobs.companyId, job.companyId)));

    const message = {
      kind: JOB_NOTIFICATION_KIND,
      title: `${job.reference} is now ${JOB_STATUS[to]}`,
      body: move.remarks
        ? `Your job ${job.reference} is now ${JOB_STATUS[to]} (${to}). ${move.remarks}`
        : `Your job ${job.reference} is now ${JOB_STATUS[to]} (${to}).`,
      link: customerJobLink(job.id),
    };
    const recipients = await notifyCompanyUsers(inner, job.customerCompanyId, message);
    await mailNotified(deps, inner, recipients, job.companyId, message, deps.config.publicAppUrl);
    return moved;
  });
}
