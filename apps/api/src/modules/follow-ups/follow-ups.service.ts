import {
  FOLLOW_UP_CALENDAR_LIMIT,
  FOLLOW_UP_MESSAGES,
  FOLLOW_UP_NOTIFICATION_KIND,
  FOLLOW_UP_STATUS,
  type FollowUpCalendarQuery,
  type FollowUpListQuery,
  type FollowUpRequest,
  type FollowUpStatus,
  type followUpCalendarSchema,
  type followUpSchema,
  SALES_ROUTES,
} from '@fastforward/domain';
import { and, asc, eq, gte, ilike, inArray, isNotNull, lt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { companies, eventDates, followUps, leads, salesVisits, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findPage, optionalEq } from '../../lib/list-query';
import { dayEndIn, dayRangeIn, dayStartIn } from '../../lib/zoned-days';
import type { AuthContext } from '../../plugins/auth';
import { checkCompanyReferences } from '../company-records/references';
import { companyTimeZone, dayIn } from '../invoices/invoice-records';
import { notifyUser } from '../notifications/notifications.service';

export const FOLLOW_UP_REMINDER_JOB = 'follow-up-reminder';
/** `dueAt` is the due time the job was queued for: a follow-up moved since then is not this job's. */
type ReminderJob = { followUpId: number; dueAt: string };

type Caller = Pick<AuthContext, 'companyId' | 'userId'>;

const columns = {
  id: followUps.id,
  title: followUps.title,
  notes: followUps.notes,
  dueAt: followUps.dueAt,
  status: followUps.status,
  completedAt: followUps.completedAt,
  remindedAt: followUps.remindedAt,
  assigneeId: followUps.assigneeId,
  assigneeName: users.fullName,
  leadId: followUps.leadId,
  leadName: sql<string | null>`${leads.companyName}`,
  customerCompanyId: followUps.customerCompanyId,
  customerName: sql<string | null>`${companies.name}`,
  createdAt: followUps.createdAt,
  updatedAt: followUps.updatedAt,
};

type Row = {
  id: number;
  title: string;
  notes: string | null;
  dueAt: Date;
  status: string;
  completedAt: Date | null;
  remindedAt: Date | null;
  assigneeId: number;
  assigneeName: string;
  leadId: number | null;
  leadName: string | null;
  customerCompanyId: number | null;
  customerName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The assignee's, the lead's and the customer's names; a lead or customer stays the company's by the write checks. */
const withNames = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(users, eq(users.id, followUps.assigneeId))
    .leftJoin(leads, eq(leads.id, followUps.leadId))
    .leftJoin(companies, eq(companies.id, followUps.customerCompanyId));

/** Open and due before `now`: the overdue of the list filter, the item flag and the dashboards. */
export const isOverdueAt = (now: Date) =>
  and(eq(followUps.status, FOLLOW_UP_STATUS.open), lt(followUps.dueAt, now)) as SQL;

/** What the answer holds of a row: names as references, its day in the company's zone, overdue by `now`. */
type FollowUpItem = z.input<typeof followUpSchema>;

function toItem(row: Row, now: Date, timeZone: string | null): FollowUpItem {
  const status = row.status as FollowUpStatus;
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    dueAt: row.dueAt,
    dueDay: dayIn(row.dueAt, timeZone),
    status,
    isOverdue: status === FOLLOW_UP_STATUS.open && row.dueAt < now,
    completedAt: row.completedAt,
    remindedAt: row.remindedAt,
    assignee: { id: row.assigneeId, fullName: row.assigneeName },
    lead: row.leadId === null ? null : { id: row.leadId, name: row.leadName ?? '' },
    customer:
      row.customerCompanyId === null ? null : { id: row.customerCompanyId, name: row.customerName ?? '' },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Keeps each lead's next_follow_up_at at the earliest due time of its open follow-ups (null with
 * none), in the caller's transaction: the leads list sorts and shows it without a join.
 */
export async function syncLeadNextFollowUp(tx: DbOrTx, companyId: number, leadIds: (number | null)[]) {
  const ids = [...new Set(leadIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return;
  await tx
    .update(leads)
    .set({
      nextFollowUpAt: sql`(select min(${followUps.dueAt}) from ${followUps}
        where ${followUps.leadId} = ${leads.id} and ${followUps.status} = ${FOLLOW_UP_STATUS.open})`,
    })
    .where(and(eq(leads.companyId, companyId), inArray(leads.id, ids)));
}

/** The body's references, each the caller's company's own (else 400 naming the field). */
const checkReferences = (tx: DbOrTx, caller: Caller, body: FollowUpRequest) =>
  checkCompanyReferences(tx, caller.companyId, {
    staff: {
      id: body.assigneeId,
      fail: () => AppError.fieldError('assigneeId', FOLLOW_UP_MESSAGES.assigneeNotFound),
    },
    lead: { id: body.leadId, fail: () => AppError.fieldError('leadId', FOLLOW_UP_MESSAGES.leadNotFound) },
    customer: {
      id: body.customerCompanyId,
      fail: () => AppError.fieldError('customerCompanyId', FOLLOW_UP_MESSAGES.customerNotFound),
    },
  });

/** The columns a create and an update write from the body alike. */
const bodyValues = (body: FollowUpRequest, dueAt: Date) => ({
  title: body.title,
  notes: body.notes || null,
  dueAt,
  assigneeId: body.assigneeId,
  leadId: body.leadId ?? null,
  customerCompanyId: body.customerCompanyId ?? null,
});

export function createFollowUpService(deps: AppDeps) {
  const { db, jobs, clock } = deps;
  const notFound = () => new AppError('NOT_FOUND', FOLLOW_UP_MESSAGES.notFound);
  const ownedBy = (caller: Caller, id: number) =>
    and(eq(followUps.id, id), eq(followUps.companyId, caller.companyId));

  async function findRow(tx: DbOrTx, caller: Caller, id: number): Promise<Row> {
    const [row] = await withNames(tx.select(columns).from(followUps).$dynamic()).where(ownedBy(caller, id));
    if (!row) throw notFound();
    return row as Row;
  }

  async function answer(tx: DbOrTx, caller: Caller, id: number) {
    return toItem(await findRow(tx, caller, id), clock(), await companyTimeZone(tx, caller.companyId));
  }

  /** The row as it stands, locked for the write that follows (another company's: 404). */
  async function lockOwn(tx: DbOrTx, caller: Caller, id: number) {
    const [row] = await tx
      .select({
        leadId: followUps.leadId,
        dueAt: followUps.dueAt,
        status: followUps.status,
        remindedAt: followUps.remindedAt,
      })
      .from(followUps)
      .where(ownedBy(caller, id))
      .for('update');
    if (!row) throw notFound();
    return row;
  }

  /** Queues the reminder of an open follow-up for its due time, in the caller's transaction. */
  const queueReminder = (tx: DbOrTx, followUpId: number, dueAt: Date) =>
    jobs.enqueue(
      tx,
      FOLLOW_UP_REMINDER_JOB,
      { followUpId, dueAt: dueAt.toISOString() } satisfies ReminderJob,
      { startAfter: dueAt },
    );

  /**
   * Reminds the assignee once, if the follow-up is still open, still due when the job was queued
   * for, and not reminded yet; reminded_at records it under the row's lock, so two runs remind once.
   */
  async function remind(followUpId: number, dueAt: Date, now: Date) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: followUps.id,
          title: followUps.title,
          dueAt: followUps.dueAt,
          assigneeId: followUps.assigneeId,
          companyId: followUps.companyId,
        })
        .from(followUps)
        .where(
          and(
            eq(followUps.id, followUpId),
            eq(followUps.status, FOLLOW_UP_STATUS.open),
            sql`${followUps.remindedAt} is null`,
            lte(followUps.dueAt, now),
          ),
        )
        .for('update');
      if (!row || row.dueAt.getTime() !== dueAt.getTime()) return;
      await tx.update(followUps).set({ remindedAt: now }).where(eq(followUps.id, row.id));
      const timeZone = await companyTimeZone(tx, row.companyId);
      await notifyUser(tx, row.assigneeId, {
        kind: FOLLOW_UP_NOTIFICATION_KIND.reminder,
        title: `Follow-up due: ${row.title}`,
        body: `The follow-up "${row.title}" is due (${dayIn(row.dueAt, timeZone)}).`,
        link: followUpLink(row.id),
      });
    });
  }

  jobs.define<ReminderJob>(FOLLOW_UP_REMINDER_JOB, async ({ followUpId, dueAt }) => {
    const now = clock();
    const due = new Date(dueAt);
    // The queue runs by the database's clock, the reminder by the app's: early, it waits again.
    if (now < due) {
      await jobs.enqueue(db, FOLLOW_UP_REMINDER_JOB, { followUpId, dueAt }, { startAfter: due });
      return;
    }
    await remind(followUpId, due, now);
  });

  return {
    /** One page of the company's follow-ups with the dashboards' filters. */
    async list(caller: Caller, query: FollowUpListQuery) {
      const now = clock();
      const timeZone = await companyTimeZone(db, caller.companyId);
      const due = dayRangeIn(query.dueFrom, query.dueTo, timeZone);
      const page = await findPage(
        db,
        {
          from: followUps,
          joins: withNames,
          columns,
          where: eq(followUps.companyId, caller.companyId),
          search: (pattern) =>
            or(
              ilike(followUps.title, pattern),
              ilike(followUps.notes, pattern),
              ilike(leads.companyName, pattern),
              ilike(companies.name, pattern),
              ilike(users.fullName, pattern),
            ),
          filters: [
            optionalEq(followUps.status, query.status),
            query.overdue === undefined
              ? undefined
              : query.overdue === 'true'
                ? isOverdueAt(now)
                : not(isOverdueAt(now)),
            optionalEq(followUps.assigneeId, query.assigneeId),
            optionalEq(followUps.leadId, query.leadId),
            optionalEq(followUps.customerCompanyId, query.customerCompanyId),
            due.start ? gte(followUps.dueAt, due.start) : undefined,
            due.end ? lt(followUps.dueAt, due.end) : undefined,
          ],
          sorts: { dueAt: followUps.dueAt, title: followUps.title, createdAt: followUps.createdAt },
        },
        query,
      );
      return { ...page, items: page.items.map((row) => toItem(row as Row, now, timeZone)) };
    },

    find: (caller: Caller, id: number) => answer(db, caller, id),

    async create(caller: Caller, body: FollowUpRequest) {
      return db.transaction(async (tx) => {
        await checkReferences(tx, caller, body);
        const dueAt = new Date(body.dueAt);
        const now = clock();
        const [row] = await tx
          .insert(followUps)
          .values({
            companyId: caller.companyId,
            ...bodyValues(body, dueAt),
            status: FOLLOW_UP_STATUS.open,
            createdBy: caller.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: followUps.id });
        if (!row) throw new Error('follow_ups insert returned nothing');
        await queueReminder(tx, row.id, dueAt);
        await syncLeadNextFollowUp(tx, caller.companyId, [body.leadId ?? null]);
        return answer(tx, caller, row.id);
      });
    },

    /** A new due time of an open follow-up is reminded afresh (its earlier reminder job then skips). */
    async update(caller: Caller, id: number, body: FollowUpRequest) {
      return db.transaction(async (tx) => {
        const before = await lockOwn(tx, caller, id);
        await checkReferences(tx, caller, body);
        const dueAt = new Date(body.dueAt);
        const isMoved = dueAt.getTime() !== before.dueAt.getTime();
        await tx
          .update(followUps)
          .set({
            ...bodyValues(body, dueAt),
            ...(isMoved ? { remindedAt: null } : {}),
            updatedAt: clock(),
          })
          .where(ownedBy(caller, id));
        if (isMoved && before.status === FOLLOW_UP_STATUS.open) await queueReminder(tx, id, dueAt);
        await syncLeadNextFollowUp(tx, caller.companyId, [before.leadId, body.leadId ?? null]);
        return answer(tx, caller, id);
      });
    },

    /**
     * Done records when; reopening clears it and, if it was never reminded, queues the reminder
     * again (the one queued before may have run, and skipped, while it was done).
     */
    async setStatus(caller: Caller, id: number, status: FollowUpStatus) {
      return db.transaction(async (tx) => {
        const before = await lockOwn(tx, caller, id);
        if (before.status !== status) {
          const isDone = status === FOLLOW_UP_STATUS.done;
          await tx
            .update(followUps)
            .set({ status, completedAt: isDone ? clock() : null, updatedAt: clock() })
            .where(ownedBy(caller, id));
          if (!isDone && before.remindedAt === null) await queueReminder(tx, id, before.dueAt);
          await syncLeadNextFollowUp(tx, caller.companyId, [before.leadId]);
        }
        return answer(tx, caller, id);
      });
    },

    async remove(caller: Caller, id: number) {
      await db.transaction(async (tx) => {
        const before = await lockOwn(tx, caller, id);
        await tx.delete(followUps).where(ownedBy(caller, id));
        await syncLeadNextFollowUp(tx, caller.companyId, [before.leadId]);
      });
    },

    /** The follow-ups, event dates and visits of the days from–to (inclusive) in the company's zone. */
    async calendar(
      caller: Caller,
      query: FollowUpCalendarQuery,
    ): Promise<z.input<typeof followUpCalendarSchema>> {
      const now = clock();
      const timeZone = await companyTimeZone(db, caller.companyId);
      const start = dayStartIn(query.from, timeZone);
      const end = dayEndIn(query.to, timeZone);
      const [rows, events, visits] = await Promise.all([
        withNames(db.select(columns).from(followUps).$dynamic())
          .where(
            and(
              eq(followUps.companyId, caller.companyId),
              gte(followUps.dueAt, start),
              lt(followUps.dueAt, end),
            ),
          )
          .orderBy(asc(followUps.dueAt), asc(followUps.id))
          .limit(FOLLOW_UP_CALENDAR_LIMIT + 1),
        db
          .select({
            id: eventDates.id,
            title: eventDates.title,
            startDate: eventDates.startDate,
            endDate: eventDates.endDate,
          })
          .from(eventDates)
          .where(
            and(
              eq(eventDates.companyId, caller.companyId),
              lte(eventDates.startDate, query.to),
              gte(sql`coalesce(${eventDates.endDate}, ${eventDates.startDate})`, query.from),
            ),
          )
          .orderBy(asc(eventDates.startDate), asc(eventDates.id))
          .limit(FOLLOW_UP_CALENDAR_LIMIT),
        db
          .select({
            id: salesVisits.id,
            purpose: salesVisits.purpose,
            status: salesVisits.status,
            plannedAt: salesVisits.plannedAt,
            salesPersonId: salesVisits.salesPersonId,
            salesPersonName: users.fullName,
          })
          .from(salesVisits)
          .innerJoin(users, eq(users.id, salesVisits.salesPersonId))
          .where(
            and(
              eq(salesVisits.companyId, caller.companyId),
              isNotNull(salesVisits.plannedAt),
              gte(salesVisits.plannedAt, start),
              lt(salesVisits.plannedAt, end),
            ),
          )
          .orderBy(asc(salesVisits.plannedAt), asc(salesVisits.id))
          .limit(FOLLOW_UP_CALENDAR_LIMIT + 1),
      ]);
      return {
        from: query.from,
        to: query.to,
        timeZone: timeZone ?? 'UTC',
        followUps: rows.slice(0, FOLLOW_UP_CALENDAR_LIMIT).map((row) => toItem(row as Row, now, timeZone)),
        events,
        visits: visits.slice(0, FOLLOW_UP_CALENDAR_LIMIT).map((v) => ({
          id: v.id,
          purpose: v.purpose,
          status: v.status,
          plannedAt: v.plannedAt,
          plannedDay: dayIn(v.plannedAt, timeZone),
          salesPerson: { id: v.salesPersonId, fullName: v.salesPersonName },
        })),
        isTruncated: rows.length > FOLLOW_UP_CALENDAR_LIMIT || visits.length > FOLLOW_UP_CALENDAR_LIMIT,
      };
    },
  };
}

/** Where a reminder leads: the follow-ups list opening this one. */
export const followUpLink = (id: number) => `${SALES_ROUTES.followUps}?followUp=${id}`;

export type FollowUpService = ReturnType<typeof createFollowUpService>;
