import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJobQueue, type JobAttempt, type JobQueue } from '../jobs';

type Ran = { key: string; attempt: JobAttempt };

let t: TestApp;
let queue: JobQueue;
const ran: Ran[] = [];
/** Keys whose job throws on every attempt. */
const failing = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  queue = createJobQueue(t.database);
  queue.define<{ key: string }>(
    'test-record',
    async ({ key }, attempt) => {
      ran.push({ key, attempt });
      if (failing.has(key)) throw new Error(`refused ${key}`);
    },
    { retryLimit: 2, retryDelaySeconds: 0 },
  );
  await queue.start({ work: false });
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

const attemptsOf = (key: string) => ran.filter((r) => r.key === key).map((r) => r.attempt);

describe('the job queue', () => {
  it('runs a job enqueued in a transaction that commits, once', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await queue.enqueue(tx, 'test-record', { key: 'committed' });
    });
    await queue.drain();
    expect(attemptsOf('committed')).toEqual([{ number: 1, isLast: false }]);
    await queue.drain();
    expect(attemptsOf('committed')).toHaveLength(1);
  });

  it('has no job from a transaction that rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'test-record', { key: 'rolled-back' });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    await queue.drain();
    expect(attemptsOf('rolled-back')).toEqual([]);
  });

  it('retries a failing job up to its limit, telling the handler which attempt is the last', async () => {
    failing.add('always');
    await queue.enqueue(t.db, 'test-record', { key: 'always' });
    await queue.drain();
    expect(attemptsOf('always')).toEqual([
      { number: 1, isLast: false },
      { number: 2, isLast: false },
      { number: 3, isLast: true },
    ]);
  });

  it('holds a job with a start time until then', async () => {
    await queue.enqueue(t.db, 'test-record', { key: 'later' }, { startAfter: new Date(Date.now() + 60_000) });
    await queue.enqueue(t.db, 'test-record', { key: 'soon' }, { startAfter: new Date(Date.now() + 500) });
    await queue.drain();
    expect(attemptsOf('later')).toEqual([]);
    await vi.waitFor(
      async () => {
        await queue.drain();
        expect(attemptsOf('soon')).toHaveLength(1);
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(attemptsOf('later')).toEqual([]);
  });

  it('refuses a job name nobody handles, and definitions after the start', async () => {
    await expect(queue.enqueue(t.db, 'nobody-handles-this', {})).rejects.toThrow('No handler');
    expect(() => queue.define('too-late', async () => {})).toThrow('after the queue started');
  });
});

describe('the worker', () => {
  it('polls for due jobs by itself once started', async () => {
    const worker = createJobQueue(t.database);
    const seen: string[] = [];
    worker.define<{ key: string }>('test-worker', async ({ key }) => {
      seen.push(key);
    });
    await worker.start();
    try {
      await worker.enqueue(t.db, 'test-worker', { key: 'polled-1' });
      await worker.enqueue(t.db, 'test-worker', { key: 'polled-2' });
      await vi.waitFor(() => expect(seen.sort()).toEqual(['polled-1', 'polled-2']), {
        timeout: 20_000,
        interval: 100,
      });
    } finally {
      await worker.stop();
    }
  });
});
