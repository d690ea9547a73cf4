import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { createJobQueue } from '../lib/jobs';
import { createLocalStorage } from '../plugins/storage/local-storage';
import { TEST_ADMIN_PASSWORD, TEST_PUBLIC_APP_URL } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** The job queue's schema, in the copy every test file starts from: their queues then start at once. */
async function installJobQueue(database: Database) {
  const jobs = createJobQueue(database);
  await jobs.start({ work: false });
  await jobs.stop();
}

/**
 * The seed with the demo data. Its documents' bytes go to a scratch store dropped at once: every
 * test app has its own empty store (seed/__tests__/demo-customers.test.ts seeds its own to read them).
 */
async function seed(database: Database) {
  const dir = mkdtempSync(join(tmpdir(), 'ff-seed-storage-'));
  try {
    await seedDatabase(database.db, {
      adminPassword: TEST_ADMIN_PASSWORD,
      demo: { storage: createLocalStorage(dir), publicAppUrl: TEST_PUBLIC_APP_URL },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Migrates and seeds once per run; every test file then starts from a copy: a PGlite data-dir
 * snapshot (initdb costs ~2 s, loading a snapshot ~0.4 s), or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `ff_tmpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ url: withDatabase(serverUrl, template), poolSize: 2 });
    await database.migrate();
    await seed(database);
    await installJobQueue(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'ff_test_${template.slice(8)}_%' or datname = $1`,
        [template],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seed(database);
  await installJobQueue(database);
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('PGlite snapshot failed');
  const path = join(tmpdir(), `ff-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', path);
  project.provide('postgresTemplate', '');
  return () => rmSync(path, { force: true });
}
