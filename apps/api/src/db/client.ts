import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withCommitHooks } from './after-commit';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database: services take either so callers can compose them atomically. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Calls onNotify for every NOTIFY on the channel; resolves once listening. */
  listen(channel: string, onNotify: () => void): Promise<void>;
  /** The PGlite instance, when embedded (tests snapshot it). */
  pglite?: PGlite;
  /** The node-postgres pool, on a server (the job queue runs its scripts on it). */
  pool?: pg.Pool;
};

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir?: string; loadDataDir?: Blob | File };

/** PostgreSQL when a URL is given, else PGlite (on disk under dataDir, or in memory without one). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) must not crash the process: the pool
    // replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL idle connection lost: ${error.message}`));
    const db = withCommitHooks(drizzleNodePg({ client: pool, schema }) as unknown as Db);
    // One per listen() call: an app built again on the same database (a restart in tests) adds one.
    const listeners: pg.Client[] = [];
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      async listen(channel, onNotify) {
        // LISTEN needs a connection of its own, outside the pool.
        const listener = new pg.Client({ connectionString: options.url });
        listeners.push(listener);
        listener.on('notification', (message) => {
          if (message.channel === channel) onNotify();
        });
        // A lost listener could miss changes: say so loudly, and let the caller's TTL bound staleness.
        listener.on('error', (error) => {
          console.error(`LISTEN ${channel} connection failed: ${error.message}`);
          onNotify();
        });
        await listener.connect();
        await listener.query(`LISTEN ${channel}`);
      },
      async close() {
        await Promise.all(listeners.map((listener) => listener.end()));
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the port search (migration 0006); PostgreSQL servers ship it in contrib.
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = withCommitHooks(drizzlePglite({ client, schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async listen(channel, onNotify) {
      await client.listen(channel, onNotify);
    },
    close: () => client.close(),
  };
}
