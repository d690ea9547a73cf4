import { Redis } from 'ioredis';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '../rate-limiter';

// The Redis limiter runs against the server in TEST_REDIS_URL when one is given.
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : null;
afterAll(async () => {
  await redis?.quit();
});

let clock = 0;
const implementations: [string, () => RateLimiter, boolean][] = [
  ['memory', () => createMemoryRateLimiter(() => clock), false],
  ['redis', () => createRedisRateLimiter(redis as Redis), !redis],
];

describe.each(implementations)('%s rate limiter', (_name, create, skip) => {
  let limiter: RateLimiter;
  let key: string;
  beforeEach(() => {
    clock = Date.now();
    limiter = create();
    // Unique per test: a shared Redis keeps counters between runs.
    key = `test:${process.pid}:${Math.random()}`;
  });

  it.skipIf(skip)('allows the limit, refuses the next, with the wait to the end of the window', async () => {
    for (let i = 0; i < 3; i++) expect((await limiter.hit(key, 3, 60)).allowed).toBe(true);
    const refused = await limiter.hit(key, 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it.skipIf(skip)('gives a place back on release, never below zero', async () => {
    await limiter.hit(key, 2, 60);
    await limiter.hit(key, 2, 60);
    await limiter.release(key);
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(true);
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(false);
    for (let i = 0; i < 5; i++) await limiter.release(key);
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(true);
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(true);
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(false);
  });

  it.skipIf(skip)('releases nothing on a key without a window, and resets a key', async () => {
    await limiter.release(key);
    if (redis) expect(await redis.exists(`ff:rl:${key}`)).toBe(0);
    await limiter.hit(key, 1, 60);
    await limiter.reset(key);
    expect((await limiter.hit(key, 1, 60)).allowed).toBe(true);
  });
});
