import {
  COMPANY_CATEGORY,
  LIMITED_NOTIFICATION_COUNT,
  type NotificationListQuery,
  PERMISSIONS,
} from '@fastforward/domain';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { permissionNamesOf } from '../../db/queries';
import { companies, notifications, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findPage } from '../../lib/list-query';
import { runNotificationHooks } from './notification-hooks';

export type NotificationMessage = { kind: string; title: string; body: string; link: string | null };

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

const toNotification = <T extends { readAt: Date | null }>({ readAt, ...row }: T) => ({
  ...row,
  isRead: readAt !== null,
});

/**
 * Writes one notification per active user matching `where` (a company's users, the platform's),
 * oldest account first, and answers who they are so a caller can e-mail the same people.
 */
async function notifyUsersWhere(db: DbOrTx, where: SQL | undefined, message: NotificationMessage) {
  const recipients = await db
    .select({ userId: users.id, companyId: users.companyId, email: users.email, fullName: users.fullName })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(where, eq(users.isDisabled, false)))
    .orderBy(asc(users.id));
  if (recipients.length > 0) {
    const created = await db
      .insert(notifications)
      .values(recipients.map(({ userId, companyId }) => ({ userId, companyId, ...message })))
      .returning({ ...columns, userId: notifications.userId, companyId: notifications.companyId });
    await runNotificationHooks(db, created.map(toNotification));
  }
  return recipients;
}

/** Tells every active user of a company (an approval, a rejection). */
export const notifyCompanyUsers = (db: DbOrTx, companyId: number, message: NotificationMessage) =>
  notifyUsersWhere(db, eq(users.companyId, companyId), message);

/** Tells one user, if still active (a customer's sales person, the customer user who asked). */
export const notifyUser = (db: DbOrTx, userId: number, message: NotificationMessage) =>
  notifyUsersWhere(db, eq(users.id, userId), message);

/** Tells a company's business administrators (what only they may act on: a decision on their request). */
export const notifyCompanyAdministrators = (db: DbOrTx, companyId: number, message: NotificationMessage) =>
  notifyUsersWhere(
    db,
    and(
      eq(users.companyId, companyId),
      sql`${PERMISSIONS.businessAdmin} = any(${permissionNamesOf(sql`${users.id}`)})`,
    ),
    message,
  );

/** Tells the platform's administrators (a company waits for approval). */
export const notifyPlatformAdmins = (db: DbOrTx, message: NotificationMessage) =>
  notifyUsersWhere(db, eq(companies.categoryCode, COMPANY_CATEGORY.admin), message);

const unread = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

async function countsOf(db: Db, userId: number) {
  const [[all], [open]] = await Promise.all([
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    db.select({ n: count() }).from(notifications).where(unread(userId)),
  ]);
  return { total: all?.n ?? 0, unreadCount: open?.n ?? 0 };
}

/** The caller's notifications, newest first; only ever the caller's own rows. */
export async function listMyNotifications(db: Db, userId: number, query: NotificationListQuery) {
  const [page, counts] = await Promise.all([
    findPage(
      db,
      {
        from: notifications,
        columns,
        where: eq(notifications.userId, userId),
        search: (pattern) => or(ilike(notifications.title, pattern), ilike(notifications.body, pattern)),
        filters: [query.status === 'unread' ? isNull(notifications.readAt) : undefined],
        sorts: { createdAt: notifications.createdAt },
      },
      { ...query, sort: 'createdAt', order: 'desc' },
    ),
    countsOf(db, userId),
  ]);
  return { ...page, items: page.items.map(toNotification), unreadCount: counts.unreadCount };
}

/** The few newest for the header's bell, with both counts (SPEC §3). */
export async function listLimitedNotifications(db: Db, userId: number) {
  const [rows, counts] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(LIMITED_NOTIFICATION_COUNT),
    countsOf(db, userId),
  ]);
  return { items: rows.map(toNotification), ...counts };
}

/** Marks one of the caller's notifications read; another user's id is a 404 like an unknown one. */
export async function readNotification(db: Db, userId: number, id: number, now: Date) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning(columns);
  if (row) return toNotification(row);
  const [existing] = await db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!existing) throw new AppError('NOT_FOUND', 'Notification not found');
  return toNotification(existing);
}

export async function markAllNotificationsRead(db: Db, userId: number, now: Date) {
  await db.update(notifications).set({ readAt: now }).where(unread(userId));
  return countsOf(db, userId);
}
