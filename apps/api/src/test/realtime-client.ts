import { REALTIME_PATH, type RealtimeClientMessage } from '@fastforward/domain';
import { WebSocket } from 'ws';
import type { TestApp } from './test-app';

/** What the server sent, as parsed JSON (the test asserts its shape). */
export type ReceivedMessage = { type: string; [key: string]: unknown };

export type RealtimeTestSocket = {
  ws: WebSocket;
  /** Everything received so far, in order. */
  messages: ReceivedMessage[];
  send(message: RealtimeClientMessage | Record<string, unknown>): void;
  /** The first message from `cursor` on matching `match`, waiting for it (bounded). */
  next(match: (message: ReceivedMessage) => boolean, timeoutMs?: number): Promise<ReceivedMessage>;
  /** Sends the token and waits for 'ready'. */
  auth(token: string): Promise<ReceivedMessage>;
  /** Resolves with the close code and reason once the server (or the client) closed the socket. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
};

const WAIT_MS = 10_000;

/** The app listening on a free loopback port, for real websocket clients; app.close stops it. */
export async function listenForSockets(t: Pick<TestApp, 'app'>): Promise<string> {
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return address.replace(/^http/, 'ws') + REALTIME_PATH;
}

/** A websocket client on the realtime channel at `url` (see listenForSockets), open. */
export async function openRealtimeSocket(url: string): Promise<RealtimeTestSocket> {
  const ws = new WebSocket(url);
  const messages: ReceivedMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as ReceivedMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next: RealtimeTestSocket['next'] = (match, timeoutMs = WAIT_MS) =>
    new Promise((resolve, reject) => {
      const look = () => {
        const found = messages.find(match);
        if (found) {
          done();
          resolve(found);
        } else if (ws.readyState === ws.CLOSED) {
          done();
          reject(new Error(`socket closed before the message came; got ${JSON.stringify(messages)}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(look);
      };
      waiters.add(look);
      look();
    });
  return {
    ws,
    messages,
    send: (message) => ws.send(JSON.stringify(message)),
    next,
    async auth(token) {
      const before = messages.length;
      ws.send(JSON.stringify({ type: 'auth', token }));
      return next((m) => m.type === 'ready' && messages.indexOf(m) >= before);
    },
    closed,
    async close() {
      if (ws.readyState !== ws.CLOSED) {
        ws.close();
        await closed;
      }
    },
  };
}

/** Resolves with the close, or fails after a bounded wait. */
export function closeOf(socket: RealtimeTestSocket, timeoutMs = WAIT_MS) {
  return Promise.race([
    socket.closed,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs).unref(),
    ),
  ]);
}
