import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@fastforward/api/src/app';
import type { AppConfig } from '@fastforward/api/src/config';
import { type Database, openDatabase } from '@fastforward/api/src/db/client';
import { seedDatabase } from '@fastforward/api/src/db/seed';
import { assembleDeps } from '@fastforward/api/src/deps';
import { createMemoryRateLimiter } from '@fastforward/api/src/lib/rate-limiter';
import { createLocalStorage } from '@fastforward/api/src/plugins/storage/local-storage';
import { BENCH_ADMIN_PASSWORD, createScratchDatabase } from './bench-database';

/** The app's settings for a bench: no mail, no soffice, limits no bench reaches, silent. */
export function benchConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    jwtSecret: new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256-000'),
    secretsKey: Buffer.alloc(32, 1),
    publicAppUrl: 'http://127.0.0.1',
    publicWebsiteUrl: 'https://fastforward.example',
    appVersion: 'bench',
    webDistDir: null,
    loginLimits: { perIp: 1_000_000, perAccount: 1_000_000, windowSeconds: 60 },
    trustProxy: false,
    logLevel: 'silent',
    sofficePath: null,
    mailDelivery: { maxAttempts: 5, retryDelaySeconds: 30 },
    ...overrides,
  };
}

/**
 * The real app on the caller's bench database, driven through inject: no listening, no background
 * jobs, no demo data. close() leaves the database open.
 */
export async function buildInjectApp(database: Database) {
  const storageDir = mkdtempSync(join(tmpdir(), 'ff-bench-storage-'));
  const deps = await assembleDeps({
    database,
    config: benchConfig(),
    limiter: createMemoryRateLimiter(),
    smtp: null,
    clock: () => new Date(),
    storage: createLocalStorage(storageDir),
  });
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export type StartOptions = {
  /** A migrated database of the caller's, which stays open (and the caller's) after close. */
  database?: Database;
  /** false: no polling; the bench runs the due jobs itself (`jobs.drain()`), so no poll wait counts. */
  work?: boolean;
};

/**
 * The real app with the demo data, listening on loopback: on a fresh in-memory PGlite, a scratch
 * database of BENCH_DATABASE_URL, or the caller's database.
 */
export async function startApp(overrides: Partial<AppConfig> = {}, options: StartOptions = {}) {
  const server = options.database ? undefined : process.env.BENCH_DATABASE_URL;
  const scratch = server ? await createScratchDatabase(server) : null;
  const database = options.database ?? (await openDatabase(scratch ? { url: scratch.url } : {}));
  if (!options.database) await database.migrate();
  const config = benchConfig(overrides);
  const limiter = createMemoryRateLimiter();
  const storageDir = mkdtempSync(join(tmpdir(), 'ff-bench-storage-'));
  const storage = createLocalStorage(storageDir);
  await seedDatabase(database.db, {
    adminPassword: BENCH_ADMIN_PASSWORD,
    demo: { storage, publicAppUrl: config.publicAppUrl },
  });
  const deps = await assembleDeps({
    database,
    config,
    limiter,
    smtp: null,
    clock: () => new Date(),
    storage,
  });
  const app = await buildApp(deps);
  // As the server does: jobs run in the background while the bench measures requests.
  await deps.jobs.start({ work: options.work ?? true });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    database,
    jobs: deps.jobs,
    async close() {
      await app.close();
      await deps.jobs.stop();
      if (!options.database) await database.close();
      await scratch?.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
