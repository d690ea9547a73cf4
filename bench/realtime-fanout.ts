import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@fastforward/api/src/app';
import { type Database, openDatabase } from '@fastforward/api/src/db/client';
import { seedDatabase } from '@fastforward/api/src/db/seed';
import { assembleDeps } from '@fastforward/api/src/deps';
import { createMemoryRateLimiter } from '@fastforward/api/src/lib/rate-limiter';
import { createAccessTokens } from '@fastforward/api/src/lib/tokens';
import {
  notifyCompanyUsers,
  notifyUser,
} from '@fastforward/api/src/modules/notifications/notifications.service';
import {
  createMemoryRealtimeBus,
  createRedisRealtimeBus,
  type RealtimeBus,
  type RealtimeEnvelope,
} from '@fastforward/api/src/plugins/realtime/realtime-bus';
import { createLocalStorage } from '@fastforward/api/src/plugins/storage/local-storage';
import { REALTIME_PATH, type RealtimeServerMessage } from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { benchConfig } from './lib/app-under-test';
import {
  BENCH_ADMIN_PASSWORD,
  createForwarders,
  createScratchDatabase,
  quantile,
  rows,
} from './lib/bench-database';
import { fmt, median, report } from './lib/stats';

const SOCKETS = 1000;
const WARM_UP = 3;
const ROUNDS = 15;
const LATENCY_SAMPLES = 40;
const TARGET = 0.5;
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** What a pushed notification looks like on the wire: the payload both sides send. */
const PAYLOAD = JSON.stringify({
  type: 'notification',
  notification: {
    id: 123456,
    kind: 'enquiry-quoted',
    title: 'Your enquiry RE-2026-000123 has a quote',
    body: 'Oceanic Freight Forwarders sent a quote for Jebel Ali → Rotterdam, 2 × 40HC. It is valid until 30 Nov.',
    link: '/dashboard/my-queries/123',
    isRead: false,
    createdAt: new Date().toISOString(),
  },
} satisfies RealtimeServerMessage);

/** Clients that count what they receive; a round waits until each has had one more message. */
function counter() {
  let received = 0;
  let wanted = 0;
  let wake: (() => void) | null = null;
  return {
    onMessage: () => {
      received += 1;
      if (wake && received >= wanted) {
        const w = wake;
        wake = null;
        w();
      }
    },
    /** Resolves once `count` more messages have arrived, counting from now. */
    expect(count: number) {
      wanted = received + count;
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${received - (wanted - count)} of ${count} arrived`)),
          60_000,
        );
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}

const connect = (url: string, onMessage: (data: RawData) => void) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('message', onMessage);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });

/** The baseline: a bare `ws` server writing the payload to 1,000 sockets on loopback. */
async function rawFanout() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const count = counter();
  const clients: WebSocket[] = [];
  for (let at = 0; at < SOCKETS; at += 100)
    clients.push(
      ...(await Promise.all(
        Array.from({ length: 100 }, () => connect(`ws://127.0.0.1:${port}`, count.onMessage)),
      )),
    );
  const sockets = [...server.clients];
  return {
    async round() {
      const arrived = count.expect(SOCKETS);
      const start = performance.now();
      for (const socket of sockets) socket.send(PAYLOAD);
      await arrived;
      return performance.now() - start;
    },
    async close() {
      for (const client of clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Process = {
  url: string;
  bus: RealtimeBus;
  database: Database;
  close(): Promise<void>;
};

/** One API process: its own pool, its own bus (Redis connections), its own sockets. */
async function startProcess(databaseUrl: string | null, database: Database | null, bus: RealtimeBus) {
  const own = database ?? (databaseUrl ? await openDatabase({ url: databaseUrl, poolSize: 10 }) : null);
  if (!own) throw new Error('a database is needed');
  const storageDir = mkdtempSync(join(tmpdir(), 'ff-bench-storage-'));
  const deps = await assembleDeps({
    database: own,
    config: benchConfig({ realtime: { maxSocketsPerUser: 5 } }),
    limiter: createMemoryRateLimiter(),
    smtp: null,
    clock: () => new Date(),
    storage: createLocalStorage(storageDir),
    realtime: bus,
  });
  const app = await buildApp(deps);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address.replace(/^http/, 'ws') + REALTIME_PATH,
    bus,
    database: own,
    async close() {
      await app.close();
      await bus.close();
      if (!database) await own.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  } satisfies Process;
}

async function redisReachable(url: string) {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function postgresReachable(url: string) {
  try {
    const scratch = await createScratchDatabase(url);
    return scratch;
  } catch {
    return null;
  }
}

/**
 * Realtime fan-out (issue 14, acceptance 3). With PostgreSQL and Redis: two apps built separately
 * (each its own pool, LISTEN connection, Redis publisher and subscriber), 1,000 users each holding
 * one authenticated socket on process B. Without them: one process on PGlite with the in-process bus.
 * - Throughput: one notification for each of the 1,000 sockets, published on process A (the batch
 *   the after-commit hook publishes), until the last socket has it, against a bare `ws` server
 *   writing the same payload to 1,000 sockets: median raw time ÷ median fan-out time.
 * - Latency: notifyUser through the service on process A (insert, commit, publish) until the
 *   socket on process B has it; and the 1,000 notifications of notifyCompanyUsers likewise.
 */
export async function benchRealtimeFanout() {
  const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const pgServer = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? LOCAL_SERVER;
  const scratch = (await redisReachable(redisUrl)) ? await postgresReachable(pgServer) : null;
  let label: string;
  let embedded: Database | null = null;
  let a: Process;
  let b: Process;
  if (scratch) {
    label = 'two processes over Redis on PostgreSQL';
    const setup = await openDatabase({ url: scratch.url, poolSize: 2 });
    await setup.migrate();
    await seedDatabase(setup.db, { adminPassword: BENCH_ADMIN_PASSWORD, demo: null });
    await setup.close();
    const channel = `ff:bench:${Date.now()}:realtime`;
    a = await startProcess(scratch.url, null, await createRedisRealtimeBus(redisUrl, { channel }));
    b = await startProcess(scratch.url, null, await createRedisRealtimeBus(redisUrl, { channel }));
  } else {
    label =
      'ONE process, in-process bus on PGlite (PostgreSQL and Redis not both reachable; A and B are the same process)';
    embedded = await openDatabase({});
    await embedded.migrate();
    await seedDatabase(embedded.db, { adminPassword: BENCH_ADMIN_PASSWORD, demo: null });
    a = await startProcess(null, embedded, createMemoryRealtimeBus());
    b = a;
  }
  const raw = await rawFanout();
  const count = counter();
  const clients: WebSocket[] = [];
  try {
    const [companyId] = await createForwarders(a.database, 1);
    const people = await rows<{ user_id: number; session_id: string }>(
      a.database,
      sql`with u as (
            insert into users (company_id, username, email, full_name, password_hash, is_first_login, is_email_verified)
            select ${companyId}, 'rt.bench' || n, 'rt' || n || '@bench.example', 'Realtime ' || n, 'x', false, true
              from generate_series(1, ${SOCKETS}) n returning id)
          insert into user_sessions (user_id) select id from u returning user_id, id as session_id`,
    );
    const tokens = createAccessTokens(benchConfig().jwtSecret);
    // Signed in a hundred at a time: a thousand handshakes at once overflow the listen backlog.
    const signIn = (person: { user_id: number; session_id: string }) =>
      new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(b.url);
        clients.push(ws);
        let signedIn = false;
        ws.on('message', () => {
          if (signedIn) return count.onMessage();
          signedIn = true;
          resolve();
        });
        ws.once('error', reject);
        ws.once('open', () =>
          ws.send(
            JSON.stringify({
              type: 'auth',
              token: tokens.sign({ userId: person.user_id, sessionId: person.session_id }, new Date()),
            }),
          ),
        );
      });
    for (let at = 0; at < people.length; at += 100) await Promise.all(people.slice(at, at + 100).map(signIn));
    const envelopes: RealtimeEnvelope[] = people.map((p) => ({ userId: p.user_id, payload: PAYLOAD }));
    const fanout = async () => {
      const arrived = count.expect(SOCKETS);
      const start = performance.now();
      a.bus.publish(envelopes);
      await arrived;
      return performance.now() - start;
    };
    for (let i = 0; i < WARM_UP; i += 1) {
      await raw.round();
      await fanout();
    }
    const rawMs: number[] = [];
    const fanoutMs: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      rawMs.push(await raw.round());
      fanoutMs.push(await fanout());
    }
    const ratio = median(rawMs) / median(fanoutMs);
    report(
      `Realtime fan-out, ${label} (raw ws writes ÷ fan-out, median time for ${SOCKETS.toLocaleString('en')} sockets)`,
      ratio,
      `≥ ${TARGET}`,
      ratio >= TARGET,
      `raw ${fmt(median(rawMs))} ms, fan-out ${fmt(median(fanoutMs))} ms over ${ROUNDS} rounds; payload ${PAYLOAD.length} bytes`,
    );

    const first = people[0];
    if (!first) throw new Error('no users');
    const one = counterFor(clients[0] as WebSocket);
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES + WARM_UP; i += 1) {
      const arrived = one.next();
      const start = performance.now();
      await a.database.db.transaction((tx) =>
        notifyUser(tx, first.user_id, { kind: 'bench', title: `Sample ${i}`, body: 'b', link: null }),
      );
      await arrived;
      if (i >= WARM_UP) latencies.push(performance.now() - start);
    }
    report(
      `Realtime latency, ${label}: notifyUser on A (insert, commit) → socket on B, median`,
      median(latencies),
      'printed only',
      true,
      `p95 ${fmt(quantile(latencies, 0.95))} ms over ${LATENCY_SAMPLES} samples`,
      'ms',
    );
    const arrived = count.expect(SOCKETS);
    const start = performance.now();
    await a.database.db.transaction((tx) =>
      notifyCompanyUsers(tx, companyId as number, {
        kind: 'bench',
        title: 'Everyone',
        body: 'b',
        link: null,
      }),
    );
    const written = performance.now() - start;
    await arrived;
    report(
      `Realtime ${SOCKETS.toLocaleString('en')} notifications, ${label}: notifyCompanyUsers on A → last socket on B`,
      performance.now() - start,
      'printed only',
      true,
      `of which the insert and commit ${fmt(written, 1)} ms`,
      'ms',
    );
    return ratio;
  } finally {
    for (const client of clients) client.terminate();
    await raw.close();
    if (b !== a) await b.close();
    await a.close();
    await embedded?.close();
    await scratch?.drop();
  }
}

/** Waits for the next message on one client (the latency samples use the first socket). */
function counterFor(ws: WebSocket) {
  let wake: (() => void) | null = null;
  ws.on('message', () => {
    const w = wake;
    wake = null;
    w?.();
  });
  return { next: () => new Promise<void>((resolve) => (wake = resolve)) };
}
