import {
  CUSTOMER_PAYMENT_STATUS,
  canCustomerReleasePayment,
  customerJobStatus,
  enquiryPath,
  INVOICE_STATUS,
  type InvoiceStatus,
  isCustomerTimelineEntry,
  JOB_ROUTES,
  JOB_STATUS,
  JOB_STATUS_DCSA_EVENTS,
  JOB_STATUS_GROUPS,
  type JobStatusCode,
  jobStatusesOfGroup,
  jobStatusGroupOf,
  jobStatusWorkflow,
  type MyJobDashboard,
  type MyJobListQuery,
  type MyJobPaymentReleasedRequest,
} from '@fastforward/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { mailNotified } from '../bookings/booking-records';
import { jobInvoiceStatuses, recordJobMove } from '../jobs/job-moves';
import { assertJobVersion, type JobRow, loadCustomerJob, lockJob } from '../jobs/job-records';
import {
  countJobsWhere,
  findJobPage,
  type JobItem,
  type JobListEntry,
  listJobTimeline,
  toJob,
} from '../jobs/job-view';
import {
  type NotificationMessage,
  notifyCompanyAdministrators,
  notifyUser,
} from '../notifications/notifications.service';

/**
 * The customer's door onto its jobs (My Jobs): only jobs opened for the caller's company
 * (`jobs.customer_company_id`); any other id is a 404. It reads through the staff's job view with
 * the customer's door (sell only, no buy) and makes one move of its own: payment released.
 */

type MyJobDeps = Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config'>;

const customerJobs = (auth: Pick<AuthContext, 'companyId'>) => eq(jobs.customerCompanyId, auth.companyId);

/** The job's status as the customer reads it (customerJobStatus): never an internal step. */
function asCustomerReads<T extends Pick<JobListEntry, 'status' | 'statusLabel'>>(item: T): T {
  const status = customerJobStatus(item.status);
  return status === item.status ? item : { ...item, status, statusLabel: JOB_STATUS[status] };
}

/** A page of the customer's jobs; the dashboard's group narrows it to that group's statuses. */
export async function listMyJobs(db: DbOrTx, auth: AuthContext, query: MyJobListQuery) {
  const { group, status, ...board } = query;
  // A status the customer filters by includes the hidden ones it reads as that status.
  const readAs = status
    ? (Object.keys(JOB_STATUS) as JobStatusCode[]).filter((code) => customerJobStatus(code) === status)
    : undefined;
  const where = and(
    customerJobs(auth),
    group ? inArray(jobs.status, jobStatusesOfGroup(group)) : undefined,
    readAs ? inArray(jobs.status, readAs) : undefined,
  );
  const page = await findJobPage(db, where, board);
  return { ...page, items: page.items.map(asCustomerReads) };
}

/** The customer's jobs counted as open, in transit and closed. */
export async function countMyJobs(db: DbOrTx, auth: AuthContext): Promise<MyJobDashboard> {
  const { total, byStatus } = await countJobsWhere(db, customerJobs(auth));
  const byGroup = JOB_STATUS_GROUPS.map((group) => ({
    group,
    count: byStatus.filter((s) => jobStatusGroupOf(s.status) === group).reduce((sum, s) => sum + s.count, 0),
  }));
  return { total, byGroup };
}

/** Issued or paid: an invoice the customer has been asked to pay. */
const BILLED: readonly string[] = ['issued', 'paid'] satisfies InvoiceStatus[];

const hasIssuedInvoice = async (db: DbOrTx, job: Pick<JobRow, 'id' | 'companyId'>) =>
  (await jobInvoiceStatuses(db, job)).some((status) => BILLED.includes(status));

/** Whether the customer may record PREL on the job now (domain rule, and the workflow agrees). */
async function canReleasePayment(db: DbOrTx, job: JobRow): Promise<boolean> {
  const status = job.status as JobStatusCode;
  return (
    jobStatusWorkflow.isState(status) &&
    jobStatusWorkflow.canMove(status, CUSTOMER_PAYMENT_STATUS).ok &&
    canCustomerReleasePayment({ status, hasIssuedInvoice: await hasIssuedInvoice(db, job) })
  );
}

/**
 * The job through the customer's door. Its `allowedMoves` are the customer's own: PREL while it
 * may record it, nothing otherwise (the staff's moves are never listed to it).
 */
async function toMyJob(db: DbOrTx, auth: AuthContext, job: JobRow): Promise<JobItem> {
  const item = await toJob(db, auth, job, 'customer');
  const allowedMoves = (await canReleasePayment(db, job))
    ? [{ status: CUSTOMER_PAYMENT_STATUS, label: JOB_STATUS[CUSTOMER_PAYMENT_STATUS] }]
    : [];
  const read = asCustomerReads(item);
  return { ...read, dcsaEvent: JOB_STATUS_DCSA_EVENTS[read.status], allowedMoves };
}

export async function findMyJob(db: DbOrTx, auth: AuthContext, id: number): Promise<JobItem> {
  return toMyJob(db, auth, await loadCustomerJob(db, auth, id));
}

/**
 * The timeline as the customer reads it: every SPEC status move with its remarks (the customer
 * was sent those remarks when the move was made) and the forwarder's custom statuses by name
 * only: their remarks are the forwarder's working notes (docs/decisions.md).
 */
export async function myJobTimeline(db: DbOrTx, auth: AuthContext, id: number) {
  const job = await loadCustomerJob(db, auth, id);
  const entries = await listJobTimeline(db, job.companyId, job.id);
  return entries
    .filter((entry) => isCustomerTimelineEntry(entry))
    .map((entry) => ({
      ...entry,
      remarks: entry.kind === 'custom' ? null : entry.remarks,
      waivedGuards: null,
    }));
}

const paymentRemarks = (reference: string | null | undefined) =>
  reference
    ? `Payment released by the customer, reference ${reference}.`
    : 'Payment released by the customer.';

/**
 * POST myJobPaymentReleased: the customer says it paid. At the version it read (else 409 on
 * `version`), only while the job stands right before PREL with an invoice issued (else 409 on
 * `status`, nothing changed); the job's handler (else the forwarder's administrators) is told.
 */
export async function releaseMyJobPayment(
  deps: MyJobDeps,
  auth: AuthContext,
  id: number,
  body: MyJobPaymentReleasedRequest,
): Promise<JobItem> {
  const loaded = await loadCustomerJob(deps.db, auth, id);
  await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, loaded);
    assertJobVersion(job, body.version);
    if (!(await canReleasePayment(tx, job))) {
      throw AppError.fieldError(
        'status',
        `Payment can be released once the job is ${JOB_STATUS.ADPL} and invoiced; it is ${JOB_STATUS[job.status as JobStatusCode] ?? job.status} now`,
        'CONFLICT',
      );
    }
    const remarks = paymentRemarks(body.reference);
    await recordJobMove(deps, tx, {
      job,
      to: CUSTOMER_PAYMENT_STATUS,
      expectedVersion: body.version,
      remarks,
      userId: auth.userId,
    });
    const message: NotificationMessage = {
      kind: 'job-payment-released',
      title: `${job.reference}: payment released by the customer`,
      body: `The customer of job ${job.reference} says it has paid its ${INVOICE_STATUS.issued.toLowerCase()} invoice. ${remarks}`,
      link: enquiryPath(JOB_ROUTES.job, { id: job.id }),
    };
    const recipients = job.assignedTo
      ? await notifyUser(tx, job.assignedTo, message)
      : await notifyCompanyAdministrators(tx, job.companyId, message);
    await mailNotified(deps, tx, recipients, job.companyId, message, deps.config.publicAppUrl);
  });
  return findMyJob(deps.db, auth, id);
}
