import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { readEnv } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { assembleDeps } from './deps';
import { createMemoryRateLimiter, createRedisRateLimiter } from './lib/rate-limiter';
import { createMemoryRealtimeBus, createRedisRealtimeBus } from './plugins/realtime/realtime-bus';
import { storageFromEnv } from './plugins/storage/storage-from-env';
import { resolveRuntime } from './runtime';

const env = readEnv();
const { config, adminPassword } = resolveRuntime(env);
const database = env.DATABASE_URL
  ? await openDatabase({ url: env.DATABASE_URL })
  : await openDatabase({ dataDir: resolve(env.DATA_DIR, 'pglite') });
await database.migrate();
const storage = storageFromEnv(env);
const seeded = await seedDatabase(database.db, {
  adminPassword: adminPassword.value,
  demo: env.SEED_DEMO ? { storage, publicAppUrl: config.publicAppUrl } : null,
});

// With Redis, limits and realtime pushes are shared by every API process (PRODUCT §7).
const limiter = env.REDIS_URL ? createRedisRateLimiter(new Redis(env.REDIS_URL)) : createMemoryRateLimiter();
const realtime = env.REDIS_URL ? await createRedisRealtimeBus(env.REDIS_URL) : createMemoryRealtimeBus();
const smtp = env.SMTP_HOST
  ? {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      user: env.SMTP_USER,
      password: env.SMTP_PASSWORD,
      from: env.SMTP_FROM,
    }
  : null;
const deps = await assembleDeps({
  database,
  config,
  limiter,
  smtp,
  clock: () => new Date(),
  storage,
  realtime,
});
const app = await buildApp(deps);
// After buildApp: every module has defined its jobs by then.
await deps.jobs.start();

if (seeded.createdPlatform && adminPassword.generated) {
  // Printed once, on the start that created it; it also stays in DATA_DIR/admin-password.txt.
  console.log(`\n  Super-administrator 'techart-admin' password: ${adminPassword.value}\n`);
}
if (!config.webDistDir) app.log.warn('apps/web/dist not found: serving the API only (run npm run build)');

const shutdown = async () => {
  await app.close();
  await deps.jobs.stop();
  await limiter.close();
  await realtime.close();
  await storage.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ host: env.HOST, port: env.PORT });
console.log(`FastForward is running on ${config.publicAppUrl} (${database.kind})`);
