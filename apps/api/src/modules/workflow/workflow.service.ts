import type { StatusRecordType, statusHistoryEntrySchema, Workflow } from '@fastforward/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { statusHistory, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** A table of records that move through statuses: any table with these four columns (and more). */
export type StatusRecordTable = PgTableWithColumns<{
  name: string;
  schema: string | undefined;
  dialect: 'pg';
  columns: {
    id: AnyPgColumn<{ data: number; notNull: true }>;
    companyId: AnyPgColumn<{ data: number; notNull: true }>;
    status: AnyPgColumn<{ data: string; notNull: true }>;
    /** Raised by one on every move: what the caller saw is what it changes, or nothing changes. */
    version: AnyPgColumn<{ data: number; notNull: true }>;
  };
}>;

export type StatusRecord = { id: number; companyId: number; status: string; version: number };

export type StatusTransitionsOptions<S extends string, R extends S, C> = {
  table: StatusRecordTable;
  workflow: Workflow<S, R, C>;
  recordType: StatusRecordType;
  notFoundMessage: string;
  /** The guards' context, read inside the move's transaction (e.g. from the record's history). */
  context?: (tx: DbOrTx, record: StatusRecord) => Promise<C | undefined>;
};

export type StatusMoveRequest = {
  companyId: number;
  id: number;
  /** The version the caller last read. */
  expectedVersion: number;
  /** Checked here: a status the workflow does not know is a 400 on `status`. */
  to: string;
  remarks: string | null;
  /** Null when no signed-in user moves it (a link, a scheduled job). */
  userId: number | null;
  /** The app clock's now: the history's `when`. */
  at: Date;
  /** The event the move records (a job's): its time, actual or estimated, and its place. */
  event?: MoveEvent | null;
};

/** A move's event: when it happened (ACT) or is expected (EST), and where (UN/LOCODE). */
export type MoveEvent = { at: Date; classifier: string; location: string | null };

const historyColumns = {
  id: statusHistory.id,
  recordId: statusHistory.recordId,
  fromStatus: statusHistory.fromStatus,
  toStatus: statusHistory.toStatus,
  changedById: statusHistory.changedBy,
  // Through a left join: null when no user made the change.
  changedByName: sql<string | null>`${users.fullName}`,
  changedAt: statusHistory.changedAt,
  remarks: statusHistory.remarks,
  eventAt: statusHistory.eventAt,
  eventClassifier: statusHistory.eventClassifier,
  eventLocation: statusHistory.eventLocation,
  waivedGuards: statusHistory.waivedGuards,
};

/** A history row: the shared entry, plus the event and waived guards a job's move may carry. */
export type HistoryRow = z.input<typeof statusHistoryEntrySchema> & {
  recordId: number;
  eventAt: Date | null;
  eventClassifier: string | null;
  eventLocation: string | null;
  waivedGuards: string | null;
};

async function selectHistory(db: DbOrTx, where: SQL | undefined): Promise<HistoryRow[]> {
  const rows = await db
    .select(historyColumns)
    .from(statusHistory)
    .leftJoin(users, eq(users.id, statusHistory.changedBy))
    .where(where)
    // Insertion order: one record's moves are serialised by its version, whatever the clocks said.
    .orderBy(asc(statusHistory.id));
  return rows.map(({ changedById, changedByName, ...row }) => ({
    ...row,
    changedBy: changedById === null ? null : { id: changedById, fullName: changedByName ?? '' },
  }));
}

/**
 * A record's status history, oldest first. It reads no record: the caller has loaded the record
 * for the company (a record of another company is a 404 there), and another company's history
 * answers empty here.
 */
export const listStatusHistory = (
  db: DbOrTx,
  companyId: number,
  recordType: StatusRecordType,
  /** One record, or several of the kind (the forwards of an enquiry), their moves interleaved. */
  recordId: number | readonly number[],
) =>
  typeof recordId !== 'number' && recordId.length === 0
    ? Promise.resolve([])
    : selectHistory(
        db,
        and(
          eq(statusHistory.companyId, companyId),
          eq(statusHistory.recordType, recordType),
          typeof recordId === 'number'
            ? eq(statusHistory.recordId, recordId)
            : inArray(statusHistory.recordId, [...recordId]),
        ),
      );

/**
 * Status moves of one kind of record, with their history. A move is one transaction:
 * - the status must be one the workflow knows (else 400 on `status`);
 * - the record is read by id and company (another company's record is a 404);
 * - the version the caller read must still be the record's (else 409), and the workflow must allow
 *   the move from the status the record holds (else 409 on `status`, with the workflow's reason);
 * - the update matches id, company and that version again, so a concurrent move that committed
 *   first makes this one a 409 rather than a lost update; the history row goes in with it.
 * Any refusal rolls back the whole move. Given a transaction, the move nests in it (a savepoint),
 * so a caller composes it with its own writes.
 */
export function createStatusTransitions<S extends string, R extends S, C>(
  options: StatusTransitionsOptions<S, R, C>,
) {
  const { table, workflow, recordType } = options;
  const stale = () =>
    new AppError(
      'CONFLICT',
      `This ${workflow.subject} was changed by someone else; reload it and try again.`,
      {
        errors: [{ field: 'version', defaultMessage: 'Reload to see the latest version' }],
      },
    );

  return {
    /** Moves the record; answers its new status and version and the history row written. */
    move: (db: DbOrTx, request: StatusMoveRequest) =>
      db.transaction(async (tx) => {
        const { to } = request;
        if (!workflow.isState(to)) {
          throw AppError.fieldError('status', `'${to}' is not a ${workflow.subject} status`);
        }
        const [record] = await tx
          .select({ id: table.id, companyId: table.companyId, status: table.status, version: table.version })
          .from(table)
          .where(and(eq(table.id, request.id), eq(table.companyId, request.companyId)));
        if (!record) throw new AppError('NOT_FOUND', options.notFoundMessage);
        if (record.version !== request.expectedVersion) throw stale();

        const context = options.context ? await options.context(tx, record) : undefined;
        const verdict = workflow.isState(record.status)
          ? workflow.canMove(record.status, to, context)
          : {
              ok: false as const,
              reason: `The ${workflow.subject} holds an unknown status '${record.status}'`,
            };
        if (!verdict.ok) throw AppError.fieldError('status', verdict.reason, 'CONFLICT');

        const [updated] = await tx
          .update(table)
          .set({ status: verdict.status, version: sql`${table.version} + 1` })
          .where(
            and(
              eq(table.id, record.id),
              eq(table.companyId, request.companyId),
              eq(table.version, request.expectedVersion),
            ),
          )
          .returning({ version: table.version });
        if (!updated) throw stale();

        const [row] = await tx
          .insert(statusHistory)
          .values({
            companyId: request.companyId,
            recordType,
            recordId: record.id,
            fromStatus: record.status,
            toStatus: to,
            changedBy: request.userId,
            changedAt: request.at,
            remarks: request.remarks,
            eventAt: request.event?.at ?? null,
            eventClassifier: request.event?.classifier ?? null,
            eventLocation: request.event?.location ?? null,
          })
          .returning({ id: statusHistory.id });
        if (!row) throw new Error('status_history insert returned nothing');
        const [history] = await selectHistory(tx, eq(statusHistory.id, row.id));
        if (!history) throw new Error('status_history row not found after insert');
        return { id: record.id, status: verdict.status, version: updated.version, history };
      }),

    /**
     * The first history row of a record just created with `status` (from: null), in the caller's
     * transaction with the insert of the record.
     */
    async recordInitialStatus(
      tx: DbOrTx,
      entry: {
        companyId: number;
        id: number;
        status: Exclude<S, R>;
        userId: number | null;
        at: Date;
        remarks?: string;
      },
    ) {
      await tx.insert(statusHistory).values({
        companyId: entry.companyId,
        recordType,
        recordId: entry.id,
        fromStatus: null,
        toStatus: entry.status,
        changedBy: entry.userId,
        changedAt: entry.at,
        remarks: entry.remarks ?? null,
      });
    },
  };
}
