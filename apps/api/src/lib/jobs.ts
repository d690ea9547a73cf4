import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/client';

/** How a job is retried: `retryLimit` more attempts after the first, spaced by `retryDelaySeconds`. */
export type JobRetry = {
  retryLimit: number;
  /**
   * 0 retries at once; above 0 the delays grow exponentially: the n-th retry waits between
   * delay·2^(n-1) and delay·2^n seconds (pg-boss adds the jitter, so retries of many jobs spread).
   */
  retryDelaySeconds: number;
  /** An attempt still running after this long counts as failed (a crash mid-attempt is retried too). */
  expireInSeconds?: number;
};

export type JobAttempt = { number: number; isLast: boolean };

export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

export type JobQueue = {
  /** Names the handler of a kind of job; every kind is defined before start(). */
  define<T extends object>(name: string, handler: JobHandler<T>, retry?: JobRetry): void;
  /**
   * Adds a job in the caller's transaction (or at once with the database): the job exists if and
   * only if that transaction commits. `startAfter` schedules it (reminders, expiries).
   */
  enqueue<T extends object>(
    db: DbOrTx,
    name: string,
    data: T,
    options?: { startAfter?: Date },
  ): Promise<void>;
  /** Installs or migrates the queue's schema, then (unless `work` is false) polls for due jobs. */
  start(options?: { work?: boolean }): Promise<void>;
  /** Stops polling; an attempt still running after 10 s is marked failed, so pg-boss retries it. */
  stop(): Promise<void>;
  /** Runs every due job now, one after another, until none is due: how tests run jobs. */
  drain(): Promise<number>;
};

type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

const DEFAULT_RETRY: JobRetry = { retryLimit: 2, retryDelaySeconds: 30 };
const POLLING_INTERVAL_SECONDS = 2;

/**
 * pg-boss sends its install and maintenance scripts as one multi-statement text, wrapped in
 * BEGIN … COMMIT and without parameters. On the single PGlite connection a failed script would
 * leave that connection inside an aborted transaction for every later query of the app, so the
 * script runs inside PGlite's own transaction (exclusive, and rolled back on error) instead.
 */
function pgliteExecutor(pglite: PGlite): Executor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const script = text.replace(/^\s*BEGIN;/, '').replace(/COMMIT;\s*$/, '');
      const results = await pglite.transaction((tx) => tx.exec(script));
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** On a server a failed script gets its ROLLBACK before the connection returns to the pool. */
function poolExecutor(pool: pg.Pool): Executor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pool.query(text, values);
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/**
 * pg-boss's insert, run through Drizzle on the caller's transaction: its `$n` placeholders become
 * Drizzle parameters (each value passed whole, arrays and objects included).
 */
function drizzleExecutor(db: DbOrTx): Executor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      );
      const result = await db.execute(sql.join(chunks));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

/**
 * The background job queue: pg-boss on the app's own database, the embedded PGlite included
 * (docs/decisions.md). Jobs live in the `pgboss` schema, so a restart loses none.
 */
export function createJobQueue(
  database: Database,
  options: { onError?: (error: Error) => void } = {},
): JobQueue {
  const executor = database.pglite
    ? pgliteExecutor(database.pglite)
    : database.pool
      ? poolExecutor(database.pool)
      : null;
  if (!executor) throw new Error('The job queue needs the PGlite instance or the PostgreSQL pool');
  const boss = new PgBoss({
    db: executor as PgBoss.Db,
    // Nothing is scheduled by cron yet: jobs carry their own start time.
    schedule: false,
    pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
  });
  const onError = options.onError ?? ((error) => console.error(`Job queue: ${error.message}`));
  boss.on('error', onError);

  const definitions = new Map<string, { handler: JobHandler<object>; retry: JobRetry }>();
  let state: 'new' | 'started' | 'stopped' = 'new';

  const sendOptions = (retry: JobRetry): PgBoss.SendOptions => ({
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelaySeconds,
    retryBackoff: retry.retryDelaySeconds > 0,
    expireInSeconds: retry.expireInSeconds ?? 15 * 60,
  });

  /** One attempt; a thrown error makes pg-boss retry the job (or fail it after its last attempt). */
  const attempt = (name: string, job: PgBoss.JobWithMetadata<object>) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No handler for job ${name}`);
    return definition.handler(job.data, {
      number: job.retryCount + 1,
      isLast: job.retryCount >= job.retryLimit,
    });
  };

  return {
    define(name, handler, retry = DEFAULT_RETRY) {
      if (state !== 'new') throw new Error(`Job ${name} defined after the queue started`);
      if (definitions.has(name)) throw new Error(`Job ${name} is defined twice`);
      definitions.set(name, { handler: handler as JobHandler<object>, retry });
    },

    async enqueue(db, name, data, enqueueOptions = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`No handler for job ${name}`);
      if (state !== 'started') throw new Error(`Job ${name} enqueued while the queue is not running`);
      await boss.send(name, data, {
        ...sendOptions(definition.retry),
        startAfter: enqueueOptions.startAfter,
        db: drizzleExecutor(db) as PgBoss.Db,
      });
    },

    async start({ work = true } = {}) {
      await boss.start();
      for (const name of definitions.keys()) await boss.createQueue(name);
      state = 'started';
      if (!work) return;
      for (const name of definitions.keys()) {
        const workerId = await boss.work<object>(name, { includeMetadata: true }, async ([job]) => {
          if (!job) return;
          await attempt(name, job).finally(() => {
            // Look again at once rather than after the polling interval: more may be due.
            boss.notifyWorker(workerId);
          });
        });
      }
    },

    async stop() {
      if (state !== 'started') return;
      state = 'stopped';
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },

    async drain() {
      let ran = 0;
      for (let found = true; found; ) {
        found = false;
        for (const name of definitions.keys()) {
          const [job] = await boss.fetch<object>(name, { includeMetadata: true });
          if (!job) continue;
          found = true;
          ran++;
          try {
            await attempt(name, job);
            await boss.complete(name, job.id);
          } catch (error) {
            await boss.fail(name, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
      }
      return ran;
    },
  };
}
