import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userSessions } from '../../db/schema';

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
