import type { Notification } from '@fastforward/domain';
import { afterCommit, rootDatabaseOf } from '../../db/after-commit';
import type { Db, DbOrTx } from '../../db/client';

/** A notification as written, with its recipient: what the push and the e-mail/SMS delivery act on. */
export type CreatedNotification = Omit<Notification, 'createdAt'> & {
  createdAt: Date;
  userId: number;
  companyId: number;
};

/**
 * What an app does with the notifications any flow writes, without every flow passing it along:
 * `inTransaction` runs in the writing transaction (queueing deliveries that must exist if and only
 * if the notification does); `afterCommit` runs once it has committed (the realtime push).
 */
export type NotificationHooks = {
  inTransaction?: (tx: DbOrTx, created: readonly CreatedNotification[]) => Promise<void>;
  afterCommit?: (created: readonly CreatedNotification[]) => void;
};

// Keyed by the database so that several apps in one process (tests) each hear only their own.
const hooksByDatabase = new WeakMap<Db, NotificationHooks[]>();

/** Registers an app's hooks on its database; the returned function removes them (the app's onClose). */
export function addNotificationHooks(db: Db, hooks: NotificationHooks): () => void {
  const list = hooksByDatabase.get(db) ?? [];
  list.push(hooks);
  hooksByDatabase.set(db, list);
  return () => {
    const at = list.indexOf(hooks);
    if (at >= 0) list.splice(at, 1);
  };
}

/** Called by the notification writers with what they inserted. */
export async function runNotificationHooks(db: DbOrTx, created: readonly CreatedNotification[]) {
  if (created.length === 0) return;
  const list = hooksByDatabase.get(rootDatabaseOf(db)) ?? [];
  for (const hooks of list) if (hooks.inTransaction) await hooks.inTransaction(db, created);
  const followers = list.flatMap((hooks) => (hooks.afterCommit ? [hooks.afterCommit] : []));
  if (followers.length > 0)
    afterCommit(() => {
      for (const follow of followers) follow(created);
    });
}
