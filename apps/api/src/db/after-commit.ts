import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

type Scope = { root: Db; callbacks: (() => void)[] };

const scope = new AsyncLocalStorage<Scope>();

/**
 * Makes `db.transaction` keep a list of work to run once it has committed (never when it rolls
 * back): a realtime push must not announce a row that a later failure in the same transaction
 * undoes. Each top-level `db.transaction` call is a transaction of its own with its own list;
 * savepoints (`tx.transaction`) share their transaction's list. Applied once, by openDatabase.
 */
export function withCommitHooks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    const store: Scope = { root: db, callbacks: [] };
    const result = await scope.run(store, () => transaction(...args));
    for (const callback of store.callbacks) {
      try {
        callback();
      } catch (error) {
        // The transaction is committed: a failing follower must not turn it into an error.
        console.error('after-commit callback failed', error);
      }
    }
    return result;
  }) as Db['transaction'];
  return db;
}

/** Runs `callback` when the current transaction commits, or now when there is none. */
export function afterCommit(callback: () => void): void {
  const store = scope.getStore();
  if (store) store.callbacks.push(callback);
  else callback();
}

/** The database a transaction was opened on (or `db` itself outside one): what per-app hooks are keyed by. */
export function rootDatabaseOf(db: unknown): Db {
  return scope.getStore()?.root ?? (db as Db);
}
