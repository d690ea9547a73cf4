import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Mailer } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limiter';

/** Everything buildApp needs, passed in explicitly so tests swap a clock, a mailer or a limiter. */
export type AppDeps = {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  limiter: RateLimiter;
  clock: () => Date;
};
