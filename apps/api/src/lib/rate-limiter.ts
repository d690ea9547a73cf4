import { tooManyAttemptsMessage } from '@fastforward/domain';
import type { Redis } from 'ioredis';
import { AppError } from './app-error';

export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters; Redis-backed when several API processes must share them (PRODUCT §7).
 * `hit` takes a place in the window at once, so parallel requests cannot all slip under the limit;
 * `release` gives one back for an attempt that turned out not to count (a successful sign-in).
 */
export type RateLimiter = {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

/** Takes a place in `key`'s window, or refuses the call with a 429 saying how long to wait. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowSeconds: number,
) {
  const decision = await limiter.hit(key, limit, windowSeconds);
  if (!decision.allowed)
    throw AppError.tooManyRequests(
      tooManyAttemptsMessage(decision.retryAfterSeconds),
      decision.retryAfterSeconds,
    );
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, limit, windowSeconds) {
      let entry = current(key);
      if (!entry) {
        // Bounded memory: drop expired windows when a new one starts.
        if (windows.size > 10_000) for (const k of windows.keys()) current(k);
        entry = { count: 0, resetAt: now() + windowSeconds * 1000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return {
        allowed: entry.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)),
      };
    },
    async release(key) {
      const entry = current(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {},
  };
}

/** Decrements only a live window: a bare DECR on an expired key would leave a counter that never expires. */
const RELEASE_SCRIPT = `local count = tonumber(redis.call('get', KEYS[1]))
if count and count > 0 then return redis.call('decr', KEYS[1]) end
return 0`;

export function createRedisRateLimiter(redis: Redis): RateLimiter {
  const prefix = 'ff:rl:';
  return {
    async hit(key, limit, windowSeconds) {
      const k = prefix + key;
      const results = await redis.multi().incr(k).pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      let ttl = Number(results?.[1]?.[1] ?? -1);
      if (ttl < 0) {
        await redis.pexpire(k, windowSeconds * 1000);
        ttl = windowSeconds * 1000;
      }
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
