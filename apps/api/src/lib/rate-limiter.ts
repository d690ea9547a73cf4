import type { Redis } from 'ioredis';

export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

/** Fixed-window counters; Redis-backed when several API processes must share them (PRODUCT §7). */
export type RateLimiter = {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
  peek(key: string, limit: number): Promise<RateDecision>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

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
  const decide = (entry: { count: number; resetAt: number } | undefined, limit: number): RateDecision => ({
    allowed: !entry || entry.count <= limit,
    retryAfterSeconds: entry ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 0,
  });
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
      return decide(entry, limit);
    },
    async peek(key, limit) {
      const entry = current(key);
      return decide(entry && { ...entry, count: entry.count + 1 }, limit);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {},
  };
}

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
    async peek(key, limit) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      const next = Number(count ?? 0) + 1;
      return { allowed: next <= limit, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000)) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
