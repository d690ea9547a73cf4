import { REALTIME_CLOSE, STORAGE_KEYS } from '@fastforward/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fake-websocket';
import { createRealtimeChannel, type RealtimeChannel, realtimeUrl, reconnectDelay } from '../realtime';
import { clearSession, saveRefreshedSession } from '../session';

const notification = {
  id: 41,
  kind: 'kyc-update-rejected',
  title: 'Your update request was rejected',
  body: 'Superseded',
  link: null,
  isRead: false,
  createdAt: '2026-11-22T10:00:00.000Z',
};

let channel: RealtimeChannel;

/** A started channel (random 0.5: each wait is three quarters of its ceiling) and its first socket. */
function start(handlers: Parameters<RealtimeChannel['listen']>[0] = {}) {
  channel = createRealtimeChannel({ url: 'ws://app.test/api/v1/realtime', random: () => 0.5 });
  channel.listen(handlers);
  channel.start();
  return FakeWebSocket.latest();
}

const openAndReady = (socket: FakeWebSocket) => {
  socket.open();
  socket.receive({ type: 'ready', userId: 3 });
};

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem(STORAGE_KEYS.token, 'token-1');
});
afterEach(() => channel?.stop());

describe('realtime channel', () => {
  it('addresses the page origin: ws on http, wss on https', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/v1/realtime',
    );
    expect(realtimeUrl({ protocol: 'https:', host: 'app.example' })).toBe(
      'wss://app.example/api/v1/realtime',
    );
  });

  it('sends the token first, is open once the server is ready, and hands on notifications', () => {
    const onNotification = vi.fn();
    const onReady = vi.fn();
    const socket = start({ onNotification, onReady });
    expect(channel.getState()).toBe('connecting');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    socket.receive({ type: 'ready', userId: 3 });
    expect(channel.getState()).toBe('open');
    expect(onReady).toHaveBeenCalledWith({ reconnected: false });
    socket.receive({ type: 'notification', notification });
    expect(onNotification).toHaveBeenCalledWith(notification);
  });

  it('ignores what is not the protocol', () => {
    const onNotification = vi.fn();
    const socket = start({ onNotification });
    openAndReady(socket);
    socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    socket.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ type: 'notification' }) }));
    expect(onNotification).not.toHaveBeenCalled();
    expect(channel.getState()).toBe('open');
  });

  it('sends a refreshed token on the open socket, without reconnecting', () => {
    const onReady = vi.fn();
    const socket = start({ onReady });
    openAndReady(socket);
    saveRefreshedSession({ token: 'token-2', refreshToken: 'r', clientIp: '10.0.0.1' });
    expect(socket.sent.at(-1)).toEqual({ type: 'auth', token: 'token-2' });
    socket.receive({ type: 'ready', userId: 3 });
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('closes on logout in this tab and stays closed', () => {
    const socket = start();
    openAndReady(socket);
    clearSession();
    expect(socket.closedWith).toBe(1000);
    expect(channel.getState()).toBe('closed');
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('closes when another tab of the session logs out (its storage is cleared)', () => {
    const socket = start();
    openAndReady(socket);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(socket.closedWith).toBe(1000);
    expect(channel.getState()).toBe('closed');
  });

  it('reconnects after a lost connection with growing waits, and catches up once ready', () => {
    const onReady = vi.fn();
    const first = start({ onReady });
    openAndReady(first);
    first.drop(1006);
    expect(channel.getState()).toBe('connecting');
    vi.advanceTimersByTime(749);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = FakeWebSocket.latest();
    expect(second).not.toBe(first);
    // The server is still away: the next wait is twice as long.
    second.drop(1006);
    vi.advanceTimersByTime(1_499);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const third = FakeWebSocket.latest();
    openAndReady(third);
    expect(onReady).toHaveBeenLastCalledWith({ reconnected: true });
    expect(channel.getState()).toBe('open');
  });

  it('does not reconnect after the server ends the session, but has a request find out why', () => {
    const onRefused = vi.fn();
    const socket = start({ onRefused });
    openAndReady(socket);
    socket.drop(REALTIME_CLOSE.sessionEnded);
    expect(channel.getState()).toBe('closed');
    expect(onRefused).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('after a refused token waits for a new one, asking for a refresh meanwhile', () => {
    const onRefused = vi.fn();
    const socket = start({ onRefused });
    socket.open();
    socket.drop(REALTIME_CLOSE.unauthorized);
    expect(channel.getState()).toBe('closed');
    expect(onRefused).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    saveRefreshedSession({ token: 'token-2', refreshToken: 'r', clientIp: '10.0.0.1' });
    const next = FakeWebSocket.latest();
    expect(next).not.toBe(socket);
    next.open();
    expect(next.sent).toEqual([{ type: 'auth', token: 'token-2' }]);
  });

  it('pings an idle socket and starts over when no pong comes', () => {
    const socket = start();
    openAndReady(socket);
    vi.advanceTimersByTime(25_000);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(25_000);
    vi.advanceTimersByTime(10_000);
    expect(socket.closedWith).toBe(1000);
    expect(channel.getState()).toBe('connecting');
  });

  it('stays closed without a token', () => {
    localStorage.clear();
    channel = createRealtimeChannel();
    channel.start();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(channel.getState()).toBe('closed');
  });
});

describe('reconnect delay', () => {
  it('doubles from the base, is capped, and is jittered within the upper half', () => {
    expect(reconnectDelay(0, () => 0, 1_000, 30_000)).toBe(500);
    expect(reconnectDelay(0, () => 1, 1_000, 30_000)).toBe(1_000);
    expect(reconnectDelay(3, () => 1, 1_000, 30_000)).toBe(8_000);
    expect(reconnectDelay(10, () => 1, 1_000, 30_000)).toBe(30_000);
    expect(reconnectDelay(1_000, () => 0, 1_000, 30_000)).toBe(15_000);
  });
});
