import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userSessions, users } from '../../db/schema';

/** Ends every session of a user at once (logout everywhere, password change/reset, disabling). */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}

/**
 * Ends every session of a company's users: what the company is changed under them (its category),
 * and the web keeps what the sign-in answered, so they sign in again to see it.
 */
export async function revokeCompanySessions(
  db: DbOrTx,
  companyId: number,
  reason: string,
  now: Date,
): Promise<void> {
  const companyUsers = db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  await db
    .update(userSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(inArray(userSessions.userId, companyUsers), isNull(userSessions.revokedAt)));
}
