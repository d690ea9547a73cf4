import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@fastforward/api/src/db/client';
import { seedDatabase } from '@fastforward/api/src/db/seed';
import { COMPANY_CATEGORY } from '@fastforward/domain';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';

export const BENCH_ADMIN_PASSWORD = 'Bench-Admin-1';

/** The PostgreSQL server the database benches use when no URL is given: a local one on loopback. */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway database on the PostgreSQL server at `serverUrl`, and how to drop it. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `ff_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export type BenchDatabase = { label: string; database: Database; close(): Promise<void> };

/**
 * The two databases the app runs on, each migrated with the shipped reference data and no demo:
 * PGlite in a scratch directory on disk (a million rows would weigh on the WASM heap in memory), and
 * a scratch database of the PostgreSQL server of TEST_DATABASE_URL, BENCH_DATABASE_URL or the local
 * one. Each is opened only when its turn comes, so the two never hold memory at once.
 */
export function benchDatabases(): (() => Promise<BenchDatabase>)[] {
  const server = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? LOCAL_SERVER;
  return [
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ff-bench-pglite-'));
      const database = await openDatabase({ dataDir });
      await prepare(database);
      return {
        label: 'PGlite',
        database,
        async close() {
          await database.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
    async () => {
      const scratch = await createScratchDatabase(server);
      const database = await openDatabase({ url: scratch.url, poolSize: 4 });
      try {
        await prepare(database);
      } catch (error) {
        await database.close();
        await scratch.drop();
        throw error;
      }
      return {
        label: `PostgreSQL ${await serverVersion(database)}`,
        database,
        async close() {
          await database.close();
          await scratch.drop();
        },
      };
    },
  ];
}

async function prepare(database: Database) {
  await database.migrate();
  await seedDatabase(database.db, { adminPassword: BENCH_ADMIN_PASSWORD, demo: null });
}

async function serverVersion(database: Database) {
  const [row] = await rows<{ v: string }>(database, sql`select current_setting('server_version') as v`);
  return row?.v.split(' ')[0] ?? '';
}

/** The rows of a raw query on either driver. */
export async function rows<T>(database: Database, query: SQL) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Forwarders the benches' rates belong to: the first holds most, the others share the rest. */
export async function createForwarders(database: Database, count: number) {
  const created = await rows<{ id: number }>(
    database,
    sql`insert into companies (name, short_name, category_code, is_system_verified)
        select 'Bench Forwarder ' || n, 'bench' || n, ${COMPANY_CATEGORY.freightForwarder}, true from generate_series(1, ${count}) n
        returning id`,
  );
  return created.map((row) => row.id);
}

/** The value at fraction `q` (0–1) of `values`, nearest rank. */
export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
};
