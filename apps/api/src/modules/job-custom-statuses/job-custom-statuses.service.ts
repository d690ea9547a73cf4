import {
  CUSTOM_STATUS_MESSAGES,
  type CustomStatusListQuery,
  type CustomStatusRequest,
  type customStatusSchema,
  type JobCustomStatusRequest,
  type jobCustomStatusEntrySchema,
  jobStatusWorkflow,
} from '@fastforward/domain';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { jobCustomStatusEntries, jobCustomStatuses, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { createCompanyRecordService } from '../company-records/company-records.service';
import { loadStaffJob, lockJob } from '../jobs/job-records';

const M = CUSTOM_STATUS_MESSAGES;

/**
 * The company's custom operation statuses: a company record like a master. Deleting one a job has
 * recorded is refused by the entries' foreign key ('Forbidden Deletion').
 */
export const customStatusService = createCompanyRecordService<
  CustomStatusListQuery,
  CustomStatusRequest,
  z.input<typeof customStatusSchema>
>({
  table: jobCustomStatuses,
  // 'Custom status not found' (CUSTOM_STATUS_MESSAGES.notFound).
  label: 'Custom status',
  columns: {
    id: jobCustomStatuses.id,
    code: jobCustomStatuses.code,
    name: jobCustomStatuses.name,
    description: jobCustomStatuses.description,
    internal: jobCustomStatuses.internal,
    createdAt: jobCustomStatuses.createdAt,
  },
  search: (pattern) =>
    or(
      ilike(jobCustomStatuses.code, pattern),
      ilike(jobCustomStatuses.name, pattern),
      ilike(jobCustomStatuses.description, pattern),
    ),
  sorts: {
    code: jobCustomStatuses.code,
    name: jobCustomStatuses.name,
    createdAt: jobCustomStatuses.createdAt,
  },
  async toValues(_tx, scope, input, id) {
    return {
      code: input.code,
      name: input.name,
      description: input.description || null,
      internal: input.internal ?? false,
      ...(id === undefined ? { createdBy: scope.userId, createdAt: scope.now } : {}),
    };
  },
  conflicts: { job_custom_statuses_company_code_key: { field: 'code', message: M.duplicate } },
});

type EntryItem = z.input<typeof jobCustomStatusEntrySchema>;

const isFinal = (status: string) => jobStatusWorkflow.isState(status) && jobStatusWorkflow.isFinal(status);

/**
 * POST jobCustomStatus: records one of the company's custom statuses on its job, with who, when
 * and remarks. The job stays where it is on the SPEC §4 line (its status and version untouched):
 * the timeline reads the entry beside the status history.
 */
export async function recordJobCustomStatus(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  jobId: number,
  input: JobCustomStatusRequest,
): Promise<EntryItem> {
  const loaded = await loadStaffJob(deps.db, auth, jobId);
  return deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, loaded);
    if (isFinal(job.status)) throw AppError.fieldError('status', M.jobFinal, 'CONFLICT');
    const [status] = await tx
      .select({ id: jobCustomStatuses.id, code: jobCustomStatuses.code, name: jobCustomStatuses.name })
      .from(jobCustomStatuses)
      .where(
        and(eq(jobCustomStatuses.id, input.customStatusId), eq(jobCustomStatuses.companyId, job.companyId)),
      );
    if (!status) throw AppError.fieldError('customStatusId', M.notFound);
    const [row] = await tx
      .insert(jobCustomStatusEntries)
      .values({
        companyId: job.companyId,
        jobId: job.id,
        customStatusId: status.id,
        remarks: input.remarks || null,
        recordedBy: auth.userId,
        recordedAt: deps.clock(),
      })
      .returning();
    if (!row) throw new Error('job_custom_status_entries insert returned nothing');
    return findEntry(tx, row.id, { id: status.id, code: status.code, name: status.name });
  });
}

async function findEntry(
  tx: DbOrTx,
  id: number,
  customStatus: EntryItem['customStatus'],
): Promise<EntryItem> {
  const [row] = await tx
    .select({
      id: jobCustomStatusEntries.id,
      jobId: jobCustomStatusEntries.jobId,
      remarks: jobCustomStatusEntries.remarks,
      recordedById: jobCustomStatusEntries.recordedBy,
      recordedByName: sql<string | null>`${users.fullName}`,
      recordedAt: jobCustomStatusEntries.recordedAt,
    })
    .from(jobCustomStatusEntries)
    .leftJoin(users, eq(users.id, jobCustomStatusEntries.recordedBy))
    .where(eq(jobCustomStatusEntries.id, id));
  if (!row) throw new Error('job_custom_status_entries row not found after insert');
  const { recordedById, recordedByName, ...entry } = row;
  return {
    ...entry,
    customStatus,
    recordedBy: recordedById === null ? null : { id: recordedById, fullName: recordedByName ?? '' },
  };
}
