import {
  PLATFORM_DOCUMENT_PATHS,
  REALTIME_PATH,
  REGISTRATION_PATHS,
  type RealtimeClientMessage,
} from '@fastforward/domain';
import { expect } from 'vitest';
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

/** A pushed notification titled `title`: what a test waits for. */
export const notificationTitled = (title: string) => (m: ReceivedMessage) =>
  m.type === 'notification' && (m.notification as { title: string }).title === title;

/** What the platform admins are told when a forwarder registers (see registerForwarder). */
export const REGISTERED_NOTICE_TITLE = 'A company waits for approval';

/**
 * Registers a forwarder through the API, accepting the active licence: a flow that notifies the
 * platform admins (REGISTERED_NOTICE_TITLE). `key` keeps the company and its user unique.
 */
export async function registerForwarder(t: Pick<TestApp, 'as'>, key: string) {
  const agreement = await t.as().get(`${PLATFORM_DOCUMENT_PATHS.active}?audience=CAT_FFD`);
  const res = await t.as().post(REGISTRATION_PATHS.register, {
    companyName: `${key} Logistics`,
    shortName: key,
    category: 'CAT_FFD',
    countryCode: 'AE',
    phone: '+971 4 555 0199',
    fullName: `Admin of ${key}`,
    username: `${key}.admin`,
    email: `admin@${key}.example`,
    password: 'Realtime-Pass1',
    confirmPassword: 'Realtime-Pass1',
    licenseAgreementId: agreement.json().data.licenseAgreement.id,
    acceptLicense: true,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The first message matching `match` on each socket, in the sockets' order. */
export const nextOnEach = (sockets: RealtimeTestSocket[], match: (message: ReceivedMessage) => boolean) =>
  Promise.all(sockets.map((socket) => socket.next(match)));

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
