import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { createJobQueue, type JobQueue } from './lib/jobs';
import { createMailer, type Mailer, type SmtpOptions } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limiter';
import { type AccessTokens, createAccessTokens } from './lib/tokens';
import { AUTH_CHANGED_CHANNEL, type AuthCache, createAuthCache } from './plugins/auth-cache';
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
};

/** Wires the parts shared by the server and the tests; the auth cache listens for changes. */
export async function assembleDeps(options: {
  database: Database;
  config: AppConfig;
  limiter: RateLimiter;
  smtp: SmtpOptions | null;
  clock: () => Date;
  storage: Storage;
}): Promise<AppDeps> {
  const authCache = createAuthCache({ ttlMs: 30_000, maxEntries: 50_000 });
  await options.database.listen(AUTH_CHANGED_CHANNEL, () => authCache.invalidateAll());
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
  };
}
