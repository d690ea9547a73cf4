import { JOB_VIEW_ACCESS, jobStatusContextOf, jobStatusWorkflow } from '@fastforward/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { createStatusTransitions, listStatusHistory } from '../workflow/workflow.service';

/**
 * The job record every job slice shares: its status moves, and loading one for the forwarder's
 * staff (by company), for the customer (by its company), locked for a write.
 */

export type JobRow = typeof jobs.$inferSelect;

/**
 * The SPEC §4 job workflow over `jobs` (record type 'job'). The guards' context is read from the
 * job's own history inside the move: a paused job resumes only at the status it interrupted.
 */
export const jobTransitions = createStatusTransitions({
  table: jobs,
  workflow: jobStatusWorkflow,
  recordType: 'job',
  notFoundMessage: 'Job not found',
  context: async (tx, record) =>
    jobStatusContextOf(await listStatusHistory(tx, record.companyId, 'job', record.id)),
});

export const jobNotFound = () => new AppError('NOT_FOUND', 'Job not found');

const holdsAny = (auth: Pick<AuthContext, 'permissions'>, permissions: readonly string[]) =>
  permissions.some((p) => auth.permissions.includes(p));

/** Whether the caller is staff of the job's forwarder who may read jobs (operations, documentation, accounts). */
export const isJobStaff = (
  auth: Pick<AuthContext, 'companyId' | 'permissions'>,
  job: Pick<JobRow, 'companyId'>,
) => job.companyId === auth.companyId && holdsAny(auth, JOB_VIEW_ACCESS);

async function loadJobWhere(db: DbOrTx, where: SQL | undefined): Promise<JobRow> {
  const [row] = await db.select().from(jobs).where(where);
  if (!row) throw jobNotFound();
  return row;
}

/** The job `id` of the caller's company, else 404 (another company's job too). */
export async function loadStaffJob(
  db: DbOrTx,
  auth: Pick<AuthContext, 'companyId'>,
  id: number,
): Promise<JobRow> {
  return loadJobWhere(db, and(eq(jobs.id, id), eq(jobs.companyId, auth.companyId)));
}

/** The job `id` opened for the caller's (customer) company, else 404. */
export async function loadCustomerJob(
  db: DbOrTx,
  auth: Pick<AuthContext, 'companyId'>,
  id: number,
): Promise<JobRow> {
  return loadJobWhere(db, and(eq(jobs.id, id), eq(jobs.customerCompanyId, auth.companyId)));
}

/**
 * The job row (loaded for the caller just before) locked until the transaction ends: writes on
 * one job (amendments, release DO, invoices, closing) take turns.
 */
export async function lockJob(tx: DbOrTx, job: Pick<JobRow, 'id' | 'companyId'>): Promise<JobRow> {
  const [row] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, job.id), eq(jobs.companyId, job.companyId)))
    .for('update');
  if (!row) throw jobNotFound();
  return row;
}

/** A write made at the job version the caller read; another's write since is a 409 on `version`. */
export function assertJobVersion(job: Pick<JobRow, 'version'>, version: number | undefined): void {
  if (version !== undefined && version !== job.version) {
    throw AppError.fieldError(
      'version',
      'This job was changed by someone else; reload it and try again.',
      'CONFLICT',
    );
  }
}
