import type { PageQuery } from '@fastforward/domain';
import { count, desc, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { escapeLike } from '../../lib/sql';

/** One page of the outbox, newest first, searched by recipient and subject. */
export async function listMailOutbox(db: Db, { page, pageSize, search }: PageQuery) {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const where = pattern
    ? or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern))
    : undefined;
  const [items, totals] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        textBody: mailOutbox.textBody,
        status: mailOutbox.status,
        error: mailOutbox.error,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0, page, pageSize };
}
