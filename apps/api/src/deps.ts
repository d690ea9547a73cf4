import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { createJobQueue, type JobQueue } from './lib/jobs';
import { createMailer, type Mailer, type SmtpOptions } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limiter';
import { type AccessTokens, createAccessTokens } from './lib/tokens';
import { AUTH_CHANGED_CHANNEL, type AuthCache, createAuthCache } from './plugins/auth-cache';
import { createMemoryRealtimeBus, type RealtimeBus } from './plugins/realtime/realtime-bus';
import type { Storage } from './plugins/storage/storage';

/** Everything buildApp needs, passed in explicitly so tests swap a clock, a mailer or a limiter. */
export type AppDeps = {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  /** Background jobs in the database: the caller starts them after buildApp and stops them on close. */
  jobs: JobQueue;
  limiter: RateLimiter;
  clock: () => Date;
  authCache: AuthCache;
  accessTokens: AccessTokens;
  /** Where uploaded files' bytes live (local disk or S3). */
  storage: Storage;
  /** How notifications reach the sockets of every process: in-process, or Redis with REDIS_URL. */
  realtime: RealtimeBus;
  /**
   * Calls `listener` after any process changed who someone is (a session revoked, a user disabled:
   * the database's NOTIFY); the returned function stops it. Open sockets re-check their sessions.
   */
  onAuthChanged(listener: () => void): () => void;
};

/** Wires the parts shared by the server and the tests; the auth cache listens for changes. */
export async function assembleDeps(options: {
  database: Database;
  config: AppConfig;
  limiter: RateLimiter;
  smtp: SmtpOptions | null;
  clock: () => Date;
  storage: Storage;
  /** The caller's bus, which it closes; in-process when absent. */
  realtime?: RealtimeBus;
}): Promise<AppDeps> {
  const authCache = createAuthCache({ ttlMs: 30_000, maxEntries: 50_000 });
  const authListeners = new Set<() => void>();
  await options.database.listen(AUTH_CHANGED_CHANNEL, () => {
    authCache.invalidateAll();
    for (const listener of authListeners) listener();
  });
  const jobs = createJobQueue(options.database);
  return {
    db: options.database.db,
    config: options.config,
    mailer: createMailer(options.database.db, options.smtp, jobs, options.config.mailDelivery),
    jobs,
    limiter: options.limiter,
    clock: options.clock,
    authCache,
    accessTokens: createAccessTokens(options.config.jwtSecret),
    storage: options.storage,
    realtime: options.realtime ?? createMemoryRealtimeBus(),
    onAuthChanged(listener) {
      authListeners.add(listener);
      return () => {
        authListeners.delete(listener);
      };
    },
  };
}
