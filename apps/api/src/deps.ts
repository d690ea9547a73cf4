import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { createMailer, type Mailer, type SmtpOptions } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limiter';
import { type AccessTokens, createAccessTokens } from './lib/tokens';
import { AUTH_CHANGED_CHANNEL, type AuthCache, createAuthCache } from './plugins/auth-cache';

/** Everything buildApp needs, passed in explicitly so tests swap a clock, a mailer or a limiter. */
export type AppDeps = {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  limiter: RateLimiter;
  clock: () => Date;
  authCache: AuthCache;
  accessTokens: AccessTokens;
};

/** Wires the parts shared by the server and the tests; the auth cache listens for changes. */
export async function assembleDeps(options: {
  database: Database;
  config: AppConfig;
  limiter: RateLimiter;
  smtp: SmtpOptions | null;
  clock: () => Date;
}): Promise<AppDeps> {
  const authCache = createAuthCache({ ttlMs: 30_000, maxEntries: 50_000 });
  await options.database.listen(AUTH_CHANGED_CHANNEL, () => authCache.invalidateAll());
  return {
    db: options.database.db,
    config: options.config,
    mailer: createMailer(options.database.db, options.smtp),
    limiter: options.limiter,
    clock: options.clock,
    authCache,
    accessTokens: createAccessTokens(options.config.jwtSecret),
  };
}
