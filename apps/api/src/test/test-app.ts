import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { API_PATHS, HEADERS, type LoginResponse } from '@fastforward/domain';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { assembleDeps } from '../deps';
import { createMemoryRateLimiter } from '../lib/rate-limiter';
import { TEST_ADMIN_PASSWORD, TEST_JWT_SECRET } from './constants';
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

export type TestAppOptions = { config?: Partial<AppConfig> };

/** The real app on a fresh copy of the seeded database, driven through `inject`. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase();
  const clock: TestClock = {
    now: new Date(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const config: AppConfig = {
    jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET),
    secretsKey: Buffer.alloc(32, 7),
    publicAppUrl: 'https://app.fastforward.test',
    publicWebsiteUrl: 'https://fastforward.test',
    appVersion: 'test-version',
    webDistDir: null,
    loginLimits: { perIp: 1000, perAccount: 1000, windowSeconds: 900 },
    trustProxy: false,
    logLevel: 'silent',
    ...options.config,
  };
  const deps = await assembleDeps({
    database,
    config,
    limiter: createMemoryRateLimiter(() => clock.now.getTime()),
    smtp: null,
    clock: () => clock.now,
  });
  const app = await buildApp(deps);
  await app.ready();

  const login = async (
    username: string,
    password = username === 'techart-admin' ? TEST_ADMIN_PASSWORD : DEMO_PASSWORD,
  ) => {
    const res = await app.inject({ method: 'POST', url: API_PATHS.login, payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json<{ data: LoginResponse }>().data;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
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
    refresh,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
