import {
  ACCESS_TOKEN_TTL_SECONDS,
  API_PATHS,
  NOTIFICATION_PATHS,
  REALTIME_CLOSE,
  REALTIME_PATH,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { notifyUser } from '../../../modules/notifications/notifications.service';
import { createAdmin, createPlatformAdmin, createUser, type TestUser } from '../../../test/factories';
import {
  closeOf,
  listenForSockets,
  nextOnEach,
  notificationTitled,
  openRealtimeSocket,
  REGISTERED_NOTICE_TITLE,
  registerForwarder,
} from '../../../test/realtime-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let url: string;

beforeAll(async () => {
  // A short wait for the token, so the test of a silent socket is quick; the others sign in at once.
  t = await createTestApp({ config: { realtime: { maxSocketsPerUser: 3, authTimeoutMs: 3000 } } });
  url = await listenForSockets(t);
});
afterAll(() => t.close());

/** A socket signed in as `user`. */
const socketOf = async (user: TestUser) => {
  const socket = await openRealtimeSocket(url);
  expect(await socket.auth(user.token)).toEqual({ type: 'ready', userId: user.id });
  return socket;
};

describe('realtime channel: notifications pushed once committed', () => {
  it('pushes the notification a flow creates (a registration tells the platform admins) to each open tab at once, and to no one else', async () => {
    const admin = await createPlatformAdmin(t);
    const forwarder = await createAdmin(t);
    const [tab1, tab2, other] = await Promise.all([socketOf(admin), socketOf(admin), socketOf(forwarder)]);
    await registerForwarder(t, 'pushedlog');
    const [first, second] = await nextOnEach([tab1, tab2], notificationTitled(REGISTERED_NOTICE_TITLE));
    expect(first).toEqual(second);
    // The notification as the bell's list shows it over HTTP: same id, fields and timestamp text.
    const list = await t.as(admin.token).get(NOTIFICATION_PATHS.limited);
    expect(first).toEqual({ type: 'notification', notification: list.json().data.items[0] });

    // The forwarder's socket hears its own notification, never the admins'.
    await notifyUser(t.db, forwarder.id, { kind: 'test', title: 'Only yours', body: 'b', link: null });
    await other.next(notificationTitled('Only yours'));
    expect(other.messages.filter((m) => m.type === 'notification')).toHaveLength(1);
    expect(tab1.messages.some(notificationTitled('Only yours'))).toBe(false);
    await Promise.all([tab1.close(), tab2.close(), other.close()]);
  });

  it('pushes nothing for a transaction that rolls back', async () => {
    const user = await createUser(t);
    const socket = await socketOf(user);
    await expect(
      t.db.transaction(async (tx) => {
        await notifyUser(tx, user.id, { kind: 'test', title: 'Undone', body: 'b', link: null });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await t.db.transaction((tx) =>
      notifyUser(tx, user.id, { kind: 'test', title: 'Kept', body: 'b', link: null }),
    );
    // Pushes keep their order: once the later one is here, the undone one would have been too.
    await socket.next(notificationTitled('Kept'));
    expect(socket.messages.filter((m) => m.type === 'notification')).toHaveLength(1);
    await socket.close();
  });

  it('answers ping, and a refreshed token keeps the socket', async () => {
    const user = await createUser(t);
    const socket = await socketOf(user);
    socket.send({ type: 'ping' });
    await socket.next((m) => m.type === 'pong');
    const refreshed = await t.refresh(user.session.refreshToken);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const ready = await socket.auth(refreshed.json().data.token);
    expect(ready).toEqual({ type: 'ready', userId: user.id });
    await notifyUser(t.db, user.id, { kind: 'test', title: 'Still here', body: 'b', link: null });
    await socket.next(notificationTitled('Still here'));
    await socket.close();
  });
});

describe('realtime channel: who may hold a socket', () => {
  it('closes 4401 on an invalid token, a token of another user, or no token in time', async () => {
    const invalid = await openRealtimeSocket(url);
    invalid.send({ type: 'auth', token: 'not-a-token' });
    expect((await closeOf(invalid)).code).toBe(REALTIME_CLOSE.unauthorized);

    const [one, two] = [await createUser(t), await createUser(t)];
    const switching = await socketOf(one);
    switching.send({ type: 'auth', token: two.token });
    expect((await closeOf(switching)).code).toBe(REALTIME_CLOSE.unauthorized);

    const silent = await openRealtimeSocket(url);
    expect((await closeOf(silent)).code).toBe(REALTIME_CLOSE.unauthorized);
  });

  it('refuses a message too large, and a tab beyond the limit per user', async () => {
    const user = await createUser(t);
    const big = await openRealtimeSocket(url);
    big.send({ type: 'auth', token: 'x'.repeat(20_000) });
    expect((await closeOf(big)).code).toBe(1009);

    const tabs = [await socketOf(user), await socketOf(user), await socketOf(user)];
    const extra = await openRealtimeSocket(url);
    extra.send({ type: 'auth', token: user.token });
    expect((await closeOf(extra)).code).toBe(REALTIME_CLOSE.tooManySockets);
    await Promise.all(tabs.map((tab) => tab.close()));
  });

  it('closes 4403 when the session is logged out, and only that session', async () => {
    const user = await createUser(t);
    const kept = await t.login(user.username, user.password);
    const socket = await socketOf(user);
    const other = await openRealtimeSocket(url);
    await other.auth(kept.token);
    const res = await t.as(user.token).post(API_PATHS.logout);
    expect(res.statusCode, res.body).toBe(200);
    expect((await closeOf(socket)).code).toBe(REALTIME_CLOSE.sessionEnded);
    other.send({ type: 'ping' });
    await other.next((m) => m.type === 'pong');
    await other.close();
  });

  it('closes 4403 when the user is disabled', async () => {
    const user = await createUser(t);
    const socket = await socketOf(user);
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.id, user.id));
    expect((await closeOf(socket)).code).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it('closes 4403 once the token has expired without a fresh one', async () => {
    const user = await createUser(t);
    const socket = await socketOf(user);
    t.clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    socket.send({ type: 'ping' });
    expect((await closeOf(socket)).code).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it('answers a plain HTTP request with 426, not an error', async () => {
    const res = await t.app.inject({ method: 'GET', url: REALTIME_PATH });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toMatchObject({ success: false });
  });
});
