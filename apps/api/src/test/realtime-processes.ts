import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { createRedisRateLimiter } from '../lib/rate-limiter';
import { createRedisRealtimeBus } from '../plugins/realtime/realtime-bus';
import { createTestApp, type TestApp } from './test-app';

/** The Redis of the PostgreSQL suite (.ci/run checks it is up). */
export const testRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two API "processes" on one PostgreSQL database and one Redis, as PRODUCT §7 deploys them: two
 * apps built separately, each with its own connection pool, its own LISTEN connection, its own
 * Redis connections (limiter, publisher, subscriber) and its own sockets; nothing shared in memory.
 * The run's own channel and key prefix keep test files that share the Redis apart.
 */
export async function createTwoProcesses(config: Partial<AppConfig> = {}) {
  const url = testRedisUrl();
  const run = randomBytes(6).toString('hex');
  const channel = `ff:test:${run}:realtime`;
  const process = async (database?: TestApp['database']) => {
    const limiter = createRedisRateLimiter(new Redis(url, { keyPrefix: `ff:test:${run}:` }));
    const realtime = await createRedisRealtimeBus(url, { channel });
    const t = await createTestApp({ database, config, limiter, realtime });
    return {
      ...t,
      async close() {
        await t.close();
        await limiter.close();
        await realtime.close();
      },
    };
  };
  const a = await process();
  const connectionString = a.database.pool?.options.connectionString;
  if (!connectionString) throw new Error('two processes need the PostgreSQL suite (TEST_DATABASE_URL)');
  const b = await process(await openDatabase({ url: connectionString, poolSize: 4 }));
  return {
    a,
    b,
    // B first: A's close drops the database.
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}
