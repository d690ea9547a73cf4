import { API_PATHS, REALTIME_CLOSE } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../../../modules/notifications/notifications.service';
import { createPlatformAdmin, createUser } from '../../../test/factories';
import {
  closeOf,
  listenForSockets,
  nextOnEach,
  notificationTitled,
  openRealtimeSocket,
  REGISTERED_NOTICE_TITLE,
  registerForwarder,
} from '../../../test/realtime-client';
import { createTwoProcesses } from '../../../test/realtime-processes';

// Acceptance 1 of issue 14 (PRODUCT §7): needs a PostgreSQL server and a Redis, so it runs in the
// PostgreSQL suite (`npm run test:pg`, .ci/run starts both) and is skipped on PGlite.
const onServer = Boolean(process.env.TEST_DATABASE_URL);

let two: Awaited<ReturnType<typeof createTwoProcesses>>;
const urls = { a: '', b: '' };

beforeAll(async () => {
  if (!onServer) return;
  two = await createTwoProcesses({ loginLimits: { perIp: 1000, perAccount: 3, windowSeconds: 60 } });
  urls.a = await listenForSockets(two.a);
  urls.b = await listenForSockets(two.b);
});
afterAll(async () => {
  if (onServer) await two.close();
});

describe.skipIf(!onServer)('two API processes on one PostgreSQL and one Redis', () => {
  it('delivers a notification created through process A to a websocket held on process B, once', async () => {
    const admin = await createPlatformAdmin(two.a);
    const onB = await openRealtimeSocket(urls.b);
    await onB.auth(admin.token);
    const onA = await openRealtimeSocket(urls.a);
    await onA.auth(admin.token);

    await registerForwarder(two.a, 'acrossproc');
    const title = REGISTERED_NOTICE_TITLE;
    const [fromB, fromA] = await nextOnEach([onB, onA], notificationTitled(title));
    expect(fromB).toEqual(fromA);
    // A later push arriving on B proves the first was not delivered twice (pushes keep their order).
    await notifyUser(two.a.db, admin.id, { kind: 'test', title: 'Second', body: 'b', link: null });
    await onB.next(notificationTitled('Second'));
    expect(onB.messages.filter(notificationTitled(title))).toHaveLength(1);
    await Promise.all([onA.close(), onB.close()]);
  });

  it('closes the socket on process B when the session is logged out through process A', async () => {
    const user = await createUser(two.a);
    const onB = await openRealtimeSocket(urls.b);
    await onB.auth(user.token);
    const res = await two.a.as(user.token).post(API_PATHS.logout);
    expect(res.statusCode, res.body).toBe(200);
    expect((await closeOf(onB)).code).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it('shares the login rate limit: failures counted on A and B together lock the account on both', async () => {
    const user = await createUser(two.a);
    const attempt = (t: typeof two.a, password: string) =>
      t.as().post(API_PATHS.login, { username: user.username, password });
    expect((await attempt(two.a, 'Wrong-Pass-1')).statusCode).toBe(401);
    expect((await attempt(two.b, 'Wrong-Pass-2')).statusCode).toBe(401);
    expect((await attempt(two.a, 'Wrong-Pass-3')).statusCode).toBe(401);
    // The fourth attempt, on either process, is over the limit of 3, even with the right password.
    expect((await attempt(two.b, user.password)).statusCode).toBe(429);
    expect((await attempt(two.a, user.password)).statusCode).toBe(429);
  });
});
