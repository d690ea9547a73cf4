import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@fastforward/api/src/app';
import type { AppConfig } from '@fastforward/api/src/config';
import { openDatabase } from '@fastforward/api/src/db/client';
import { seedDatabase } from '@fastforward/api/src/db/seed';
import { assembleDeps } from '@fastforward/api/src/deps';
import { createMemoryRateLimiter } from '@fastforward/api/src/lib/rate-limiter';
import { createLocalStorage } from '@fastforward/api/src/plugins/storage/local-storage';
import pg from 'pg';

export const BENCH_ADMIN_PASSWORD = 'Bench-Admin-1';

/** With BENCH_DATABASE_URL the benches run on a throwaway database of that PostgreSQL server. */
async function createScratchDatabase(serverUrl: string) {
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

/** The real app on a fresh in-memory PGlite with the demo data, listening on loopback. */
export async function startApp(overrides: Partial<AppConfig> = {}) {
  const server = process.env.BENCH_DATABASE_URL;
  const scratch = server ? await createScratchDatabase(server) : null;
  const database = await openDatabase(scratch ? { url: scratch.url } : {});
  await database.migrate();
  const config: AppConfig = {
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
  await deps.jobs.start();
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    database,
    async close() {
      await app.close();
      await deps.jobs.stop();
      await database.close();
      await scratch?.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
