import {
  JOB_CONTAINER_MESSAGES,
  type JobContainerRequest,
  type jobContainerSchema,
  jobStatusWorkflow,
} from '@fastforward/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { containerSizes, jobContainers } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import type { AuthContext } from '../../plugins/auth';
import { type JobRow, loadCustomerJob, loadStaffJob, lockJob } from '../jobs/job-records';

type ContainerItem = z.input<typeof jobContainerSchema>;
type Deps = Pick<AppDeps, 'db' | 'clock'>;

const M = JOB_CONTAINER_MESSAGES;

const columns = {
  id: jobContainers.id,
  jobId: jobContainers.jobId,
  containerNumber: jobContainers.containerNumber,
  containerSize: sql<{ id: number; size: string } | null>`case when ${containerSizes.id} is null then null
    else json_build_object('id', ${containerSizes.id}, 'size', ${containerSizes.size}) end`,
  sealNumber: jobContainers.sealNumber,
  grossWeightKg: jobContainers.grossWeightKg,
  vgmKg: jobContainers.vgmKg,
  packageCount: jobContainers.packageCount,
  containerDetails: jobContainers.details,
  createdAt: jobContainers.createdAt,
  updatedAt: jobContainers.updatedAt,
};

const selectContainers = (db: DbOrTx) =>
  db
    .select(columns)
    .from(jobContainers)
    .leftJoin(containerSizes, eq(containerSizes.id, jobContainers.containerSizeId));

/** The job's containers in the order they were added; the job was loaded for the caller's door. */
export function listJobContainers(
  db: DbOrTx,
  job: Pick<JobRow, 'id' | 'companyId'>,
): Promise<ContainerItem[]> {
  return selectContainers(db)
    .where(and(eq(jobContainers.jobId, job.id), eq(jobContainers.companyId, job.companyId)))
    .orderBy(asc(jobContainers.id));
}

/** GET containers (staff): the company's job only. */
export async function listStaffJobContainers(db: DbOrTx, auth: AuthContext, jobId: number) {
  return listJobContainers(db, await loadStaffJob(db, auth, jobId));
}

/** GET myJobContainers: only a job opened for the customer's own company. */
export async function listCustomerJobContainers(db: DbOrTx, auth: AuthContext, jobId: number) {
  return listJobContainers(db, await loadCustomerJob(db, auth, jobId));
}

async function findContainer(db: DbOrTx, job: Pick<JobRow, 'id' | 'companyId'>, id: number) {
  const [row] = await selectContainers(db).where(
    and(
      eq(jobContainers.id, id),
      eq(jobContainers.jobId, job.id),
      eq(jobContainers.companyId, job.companyId),
    ),
  );
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

const isFinal = (status: string) => jobStatusWorkflow.isState(status) && jobStatusWorkflow.isFinal(status);

/**
 * A write on the job's containers: the job of the caller's company, locked (writes on one job take
 * turns), still open; a unique violation on the number is a 409 on `containerNumber`.
 */
async function writeContainers<T>(
  deps: Deps,
  auth: AuthContext,
  jobId: number,
  write: (tx: DbOrTx, job: JobRow, now: Date) => Promise<T>,
): Promise<T> {
  const loaded = await loadStaffJob(deps.db, auth, jobId);
  try {
    return await deps.db.transaction(async (tx) => {
      const job = await lockJob(tx, loaded);
      if (isFinal(job.status)) throw AppError.fieldError('status', M.jobFinal, 'CONFLICT');
      return write(tx, job, deps.clock());
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'job_containers_job_number_key') {
      throw AppError.fieldError('containerNumber', M.duplicate, 'CONFLICT');
    }
    throw error;
  }
}

async function valuesOf(tx: DbOrTx, input: JobContainerRequest) {
  const sizeId = input.containerSizeId ?? null;
  if (sizeId !== null) {
    const [size] = await tx
      .select({ id: containerSizes.id })
      .from(containerSizes)
      .where(eq(containerSizes.id, sizeId));
    if (!size) throw AppError.fieldError('containerSizeId', M.containerSizeNotFound);
  }
  return {
    // The schema has checked and normalised it (ISO 6346 check digit): one form stored and compared.
    containerNumber: input.containerNumber,
    containerSizeId: sizeId,
    sealNumber: input.sealNumber || null,
    grossWeightKg: input.grossWeightKg == null ? null : input.grossWeightKg.toFixed(3),
    vgmKg: input.vgmKg == null ? null : input.vgmKg.toFixed(3),
    packageCount: input.packageCount ?? null,
    details: input.containerDetails || null,
  };
}

export function addJobContainer(deps: Deps, auth: AuthContext, jobId: number, input: JobContainerRequest) {
  return writeContainers(deps, auth, jobId, async (tx, job, now) => {
    const [row] = await tx
      .insert(jobContainers)
      .values({
        ...(await valuesOf(tx, input)),
        companyId: job.companyId,
        jobId: job.id,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: jobContainers.id });
    if (!row) throw new Error('job_containers insert returned nothing');
    return findContainer(tx, job, row.id);
  });
}

export function updateJobContainer(
  deps: Deps,
  auth: AuthContext,
  jobId: number,
  containerId: number,
  input: JobContainerRequest,
) {
  return writeContainers(deps, auth, jobId, async (tx, job, now) => {
    await findContainer(tx, job, containerId);
    await tx
      .update(jobContainers)
      .set({ ...(await valuesOf(tx, input)), updatedAt: now })
      .where(and(eq(jobContainers.id, containerId), eq(jobContainers.jobId, job.id)));
    return findContainer(tx, job, containerId);
  });
}

export function deleteJobContainer(deps: Deps, auth: AuthContext, jobId: number, containerId: number) {
  return writeContainers(deps, auth, jobId, async (tx, job) => {
    await findContainer(tx, job, containerId);
    await tx
      .delete(jobContainers)
      .where(and(eq(jobContainers.id, containerId), eq(jobContainers.jobId, job.id)));
  });
}
