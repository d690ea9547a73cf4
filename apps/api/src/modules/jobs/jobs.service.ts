import type {
  JobApproveBlRequest,
  JobListQuery,
  JobStatusCode,
  JobStatusRequest,
  JobUpdateRequest,
} from '@fastforward/domain';
import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { companyTimeZone, dayIn } from '../invoices/invoice-records';
import { type JobMoveEvent, recordJobMove } from './job-moves';
import { assertJobVersion, loadStaffJob, lockJob } from './job-records';
import {
  countJobsWhere,
  findJob,
  findJobPage,
  type JobItem,
  lateJobsWhere,
  listJobTimeline,
} from './job-view';

/**
 * The forwarder's staff on jobs (PRODUCT §2.7): the board and its counts, one job, who handles
 * it and its dates, its status moves and BLAP, its timeline.
 */

type JobDeps = Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config'>;

const companyJobs = (auth: Pick<AuthContext, 'companyId'>) => eq(jobs.companyId, auth.companyId);

/** The board's page; `late` judges the milestones by the company's today of the app clock's `now`. */
export async function listJobs(db: DbOrTx, auth: AuthContext, query: JobListQuery, now: Date) {
  let where: SQL = companyJobs(auth);
  if (query.late !== undefined) {
    const late = lateJobsWhere(dayIn(now, await companyTimeZone(db, auth.companyId)));
    where = and(where, query.late ? late : not(late)) as SQL;
  }
  return findJobPage(db, where, query);
}

export const countJobsByStatus = (db: DbOrTx, auth: AuthContext) => countJobsWhere(db, companyJobs(auth));

export async function jobTimeline(db: DbOrTx, auth: AuthContext, id: number) {
  const job = await loadStaffJob(db, auth, id);
  return listJobTimeline(db, job.companyId, job.id);
}

/** An active user of the caller's company, else 400 on `assignedTo`. */
async function assertAssignable(tx: DbOrTx, companyId: number, userId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.isDisabled, false)));
  if (!row) throw AppError.fieldError('assignedTo', 'Choose an active user of your company');
}

/**
 * PUT job: who handles it and the carrier's dates, at the version read (a stale one is a 409 on
 * `version`). A field left out keeps its value; null clears it. ETA never before ETD, whichever
 * of the two the request leaves as stored.
 */
export async function updateJob(
  deps: JobDeps,
  auth: AuthContext,
  id: number,
  input: JobUpdateRequest,
): Promise<JobItem> {
  const loaded = await loadStaffJob(deps.db, auth, id);
  await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, loaded);
    assertJobVersion(job, input.version);
    if (input.assignedTo !== undefined && input.assignedTo !== null) {
      await assertAssignable(tx, job.companyId, input.assignedTo);
    }
    const etd = input.etd === undefined ? job.etd : input.etd;
    const eta = input.eta === undefined ? job.eta : input.eta;
    if (etd && eta && eta < etd) throw AppError.fieldError('eta', 'ETA must not be before ETD');
    await tx
      .update(jobs)
      .set({
        ...(input.assignedTo === undefined ? {} : { assignedTo: input.assignedTo }),
        etd,
        eta,
        version: sql`${jobs.version} + 1`,
        updatedAt: deps.clock(),
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.companyId, job.companyId), eq(jobs.version, input.version)));
  });
  return findJob(deps.db, auth, id, 'staff');
}

/** A move of the job by the caller (operations), the customer told; answers the job as it now stands. */
async function moveJob(
  deps: JobDeps,
  auth: AuthContext,
  id: number,
  move: { to: JobStatusCode; version: number; remarks: string | null | undefined; event?: JobMoveEvent },
): Promise<JobItem> {
  const loaded = await loadStaffJob(deps.db, auth, id);
  await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, loaded);
    await recordJobMove(deps, tx, {
      job,
      to: move.to,
      expectedVersion: move.version,
      remarks: move.remarks ?? null,
      userId: auth.userId,
      event: move.event,
    });
  });
  return findJob(deps.db, auth, id, 'staff');
}

/** POST jobStatus: any move the workflow and the money guards allow, BLAP and SPRE included. */
export const changeJobStatus = (deps: JobDeps, auth: AuthContext, id: number, input: JobStatusRequest) =>
  moveJob(deps, auth, id, {
    to: input.status,
    version: input.version,
    remarks: input.remarks,
    event: {
      at: input.eventAt ? new Date(input.eventAt) : null,
      classifier: input.eventClassifier,
      location: input.eventLocation || null,
    },
  });

/** POST jobApproveBl: records BLAP; the workflow allows it only between SPBO and PRTV (else 409 on `status`). */
export const approveJobBl = (deps: JobDeps, auth: AuthContext, id: number, input: JobApproveBlRequest) =>
  moveJob(deps, auth, id, { to: 'BLAP', version: input.version, remarks: input.remarks });
