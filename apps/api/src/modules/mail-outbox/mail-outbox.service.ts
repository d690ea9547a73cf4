import type { PageQuery } from '@fastforward/domain';
import { ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { findPage } from '../../lib/list-query';

/** One page of the outbox, newest first, searched by recipient and subject. */
export const listMailOutbox = (db: Db, query: PageQuery) =>
  findPage(
    db,
    {
      from: mailOutbox,
      columns: {
        id: mailOutbox.id,
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        textBody: mailOutbox.textBody,
        status: mailOutbox.status,
        error: mailOutbox.error,
        attempts: mailOutbox.attempts,
        lastAttemptAt: mailOutbox.lastAttemptAt,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      },
      // Platform administrators read the whole outbox, every company's mail.
      where: undefined,
      search: (pattern) => or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern)),
      sorts: { createdAt: mailOutbox.createdAt },
    },
    { ...query, sort: 'createdAt', order: 'desc' },
  );
