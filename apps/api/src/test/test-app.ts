import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, HEADERS, type LoginResponse } from '@fastforward/domain';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { assembleDeps } from '../deps';
import { findExecutable } from '../lib/executables';
import type { SmtpOptions } from '../lib/mailer';
import { createMemoryRateLimiter, type RateLimiter } from '../lib/rate-limiter';
import type { RealtimeBus } from '../plugins/realtime/realtime-bus';
import { createLocalStorage } from '../plugins/storage/local-storage';
import type { Storage } from '../plugins/storage/storage';
import { TEST_ADMIN_PASSWORD, TEST_JWT_SECRET, TEST_PUBLIC_APP_URL } from './constants';
import { withDatabase } from './global-setup';

export { DEMO_PASSWORD, TEST_ADMIN_PASSWORD };

async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) {
    const name = `ff_test_${template.slice(8)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 4 });
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  return openDatabase({ loadDataDir: new Blob([snapshot]) });
}

export type TestClock = { now: Date; advance(ms: number): void };

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type TestAppOptions = {
  config?: Partial<AppConfig>;
  /** The file store; by default files on disk in a temporary directory removed on close. */
  storage?: Storage;
  /** Mail goes out through this server (jobs deliver it); by default it stays 'stored' in the outbox. */
  smtp?: SmtpOptions;
  /** The database of an app closed by `closeApp` (a restart): by default a fresh copy of the seeded one. */
  database?: Database;
  /** Login limits kept here (a Redis one shared by two apps); the caller closes it. In memory by default. */
  limiter?: RateLimiter;
  /** How notifications reach sockets (a Redis bus shared by two apps); the caller closes it. */
  realtime?: RealtimeBus;
};

/** The real app on a fresh copy of the seeded database, driven through `inject`. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase());
  const clock: TestClock = {
    now: new Date(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const config: AppConfig = {
    jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET),
    secretsKey: Buffer.alloc(32, 7),
    publicAppUrl: TEST_PUBLIC_APP_URL,
    publicWebsiteUrl: 'https://fastforward.test',
    appVersion: 'test-version',
    webDistDir: null,
    loginLimits: { perIp: 1000, perAccount: 1000, windowSeconds: 900 },
    trustProxy: false,
    logLevel: 'silent',
    // Retries at once: tests drain the queue rather than wait out a backoff.
    mailDelivery: { maxAttempts: 5, retryDelaySeconds: 0 },
    sofficePath: findExecutable('soffice', process.env.PATH ?? ''),
    ...options.config,
  };
  const storageDir = options.storage ? null : mkdtempSync(join(tmpdir(), 'ff-test-storage-'));
  const storage = options.storage ?? createLocalStorage(storageDir as string);
  const deps = await assembleDeps({
    storage,
    database,
    config,
    limiter: options.limiter ?? createMemoryRateLimiter(() => clock.now.getTime()),
    smtp: options.smtp ?? null,
    clock: () => clock.now,
    realtime: options.realtime,
  });
  const app = await buildApp(deps);
  await app.ready();
  // No polling: a test runs the due jobs when it chooses (drainJobs), so outcomes are deterministic.
  await deps.jobs.start({ work: false });

  const login = async (
    username: string,
    password = username === 'techart-admin' ? TEST_ADMIN_PASSWORD : DEMO_PASSWORD,
  ) => {
    const res = await app.inject({ method: 'POST', url: API_PATHS.login, payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json<{ data: LoginResponse }>().data;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** Requests as the holder of `token` (none: anonymous), each with a JSON body when one is given. */
  const as = (token?: string | null) => {
    const send = (method: RequestMethod, url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: token ? bearer(token) : {},
        ...(payload === undefined ? {} : { payload }),
      });
    return {
      send,
      get: (url: string) => send('GET', url),
      post: (url: string, payload?: object) => send('POST', url, payload),
      put: (url: string, payload?: object) => send('PUT', url, payload),
      delete: (url: string) => send('DELETE', url),
    };
  };
  /** Closes the app and its job queue but not the database, which a new app may then open (restart). */
  const closeApp = async () => {
    await app.close();
    await deps.jobs.stop();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  };
  const refresh = (refreshToken: string) =>
    app.inject({
      method: 'POST',
      url: API_PATHS.refreshToken,
      headers: { [HEADERS.refreshToken]: refreshToken },
    });

  return {
    app,
    deps,
    db: database.db,
    clock,
    config,
    login,
    bearer,
    as,
    refresh,
    database,
    /** Runs every job that is due now (mail deliveries, forgot-password), until none is left. */
    drainJobs: () => deps.jobs.drain(),
    closeApp,
    async close() {
      await closeApp();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
