import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  type RealtimeServerMessage,
  realtimeClientMessageSchema,
} from '@fastforward/domain';
import fastifyWebsocket from '@fastify/websocket';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { RealtimeSettings } from '../../config';
import { userSessions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import {
  addNotificationHooks,
  type CreatedNotification,
} from '../../modules/notifications/notification-hooks';
import { loadAuthContext } from '../auth';
import type { RealtimeEnvelope } from './realtime-bus';
import { createSocketRegistry } from './socket-registry';

export const REALTIME_DEFAULTS: RealtimeSettings = {
  authTimeoutMs: 10_000,
  maxSocketsPerUser: 20,
  maxPayloadBytes: 8 * 1024,
  heartbeatMs: 30_000,
};

/** Standard close codes (RFC 6455 §7.4.1). */
const CLOSE = { goingAway: 1001, unsupportedData: 1003, policyViolation: 1008 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** setTimeout's largest delay; a later expiry is looked at again then. */
const MAX_TIMER_MS = 2_147_483_647;
/** Sessions re-checked per query when the auth tables change. */
const SESSION_CHECK_CHUNK = 1000;

type Signed = { userId: number; sessionId: string; token: string; expiryTimer: NodeJS.Timeout | null };
type SocketState = { signed: Signed | null; alive: boolean; authTimer: NodeJS.Timeout | null };

/** Serialized once per notification, whatever the number of sockets or processes it reaches. */
const envelopeOf = ({
  userId,
  companyId: _companyId,
  createdAt,
  ...rest
}: CreatedNotification): RealtimeEnvelope => {
  const message: RealtimeServerMessage = {
    type: 'notification',
    notification: { ...rest, createdAt: createdAt.toISOString() },
  };
  return { userId, payload: JSON.stringify(message) };
};

/** The access token's `exp` in ms; read only after the token verified. */
const expiryOf = (token: string): number => {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return Number(payload.exp) * 1000;
};

/**
 * The realtime channel (REALTIME_PATH): notifications pushed to every open tab of their user, on
 * whichever process holds it (deps.realtime). The HTTP route is public because a browser cannot
 * put a header on a websocket; the access token comes as the first message and again after each
 * refresh, and is checked as the access hook checks it (signature, expiry by the app's clock, live
 * session, enabled user). A socket whose token expires or whose session ends is closed 4403.
 */
export async function registerRealtime(app: FastifyInstance, deps: AppDeps) {
  const settings = { ...REALTIME_DEFAULTS, ...deps.config.realtime };
  const registry = createSocketRegistry({ maxPerUser: settings.maxSocketsPerUser });
  const states = new Map<WebSocket, SocketState>();

  const send = (socket: WebSocket, message: RealtimeServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const close = (socket: WebSocket, code: number, reason: string) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
      socket.close(code, reason);
  };

  const scheduleExpiry = (socket: WebSocket, signed: Signed) => {
    if (signed.expiryTimer) clearTimeout(signed.expiryTimer);
    const delay = expiryOf(signed.token) - deps.clock().getTime();
    signed.expiryTimer = setTimeout(
      () => {
        signed.expiryTimer = null;
        if (deps.accessTokens.verify(signed.token, deps.clock())) scheduleExpiry(socket, signed);
        else close(socket, REALTIME_CLOSE.sessionEnded, 'Session has ended');
      },
      Math.min(MAX_TIMER_MS, Math.max(1000, delay)),
    );
    signed.expiryTimer.unref();
  };

  /** Admits `token` on `socket` (the first, or a refreshed one), or closes the socket. */
  const authenticate = async (socket: WebSocket, state: SocketState, token: string) => {
    const claims = deps.accessTokens.verify(token, deps.clock());
    const context =
      claims && UUID.test(claims.sessionId)
        ? await deps.authCache.get(claims.sessionId, () =>
            loadAuthContext(deps.db, claims.userId, claims.sessionId),
          )
        : null;
    // As the access hook: a first-login session may change its password and little else.
    if (!claims || !context || context.userId !== claims.userId || context.isFirstLogin)
      return close(socket, REALTIME_CLOSE.unauthorized, 'Invalid or expired token');
    if (state.signed && state.signed.userId !== claims.userId)
      return close(socket, REALTIME_CLOSE.unauthorized, 'The token is of another user');
    if (socket.readyState !== socket.OPEN) return;
    if (!state.signed) {
      if (!registry.add(claims.userId, socket))
        return close(socket, REALTIME_CLOSE.tooManySockets, 'Too many open connections');
      state.signed = { userId: claims.userId, sessionId: claims.sessionId, token, expiryTimer: null };
    } else {
      state.signed.sessionId = claims.sessionId;
      state.signed.token = token;
    }
    if (state.authTimer) clearTimeout(state.authTimer);
    state.authTimer = null;
    scheduleExpiry(socket, state.signed);
    send(socket, { type: 'ready', userId: claims.userId });
  };

  const onMessage = async (socket: WebSocket, state: SocketState, data: RawData, isBinary: boolean) => {
    if (isBinary) return close(socket, CLOSE.unsupportedData, 'Text messages only');
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString());
    } catch {
      return close(socket, CLOSE.policyViolation, 'Not JSON');
    }
    const message = realtimeClientMessageSchema.safeParse(parsed);
    if (!message.success) return close(socket, CLOSE.policyViolation, 'Unknown message');
    if (message.data.type === 'auth') return authenticate(socket, state, message.data.token);
    if (state.signed && !deps.accessTokens.verify(state.signed.token, deps.clock()))
      return close(socket, REALTIME_CLOSE.sessionEnded, 'Session has ended');
    send(socket, { type: 'pong' });
  };

  const onConnection = (socket: WebSocket) => {
    const state: SocketState = { signed: null, alive: true, authTimer: null };
    states.set(socket, state);
    state.authTimer = setTimeout(
      () => close(socket, REALTIME_CLOSE.unauthorized, 'Authentication required'),
      settings.authTimeoutMs,
    );
    // One message at a time: a refreshed token is never overtaken by the one before it.
    let queue = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      queue = queue
        .then(() => onMessage(socket, state, data, isBinary))
        .catch((error) => {
          app.log.error({ err: error }, 'realtime message failed');
          close(socket, CLOSE.policyViolation, 'Message failed');
        });
    });
    socket.on('pong', () => {
      state.alive = true;
    });
    socket.on('close', () => {
      states.delete(socket);
      if (state.authTimer) clearTimeout(state.authTimer);
      if (state.signed) {
        if (state.signed.expiryTimer) clearTimeout(state.signed.expiryTimer);
        registry.remove(state.signed.userId, socket);
      }
    });
  };

  /** Closes the sockets whose session no longer admits them: one query for all of them. */
  const closeEndedSessions = async () => {
    const signed = [...states].flatMap(([socket, state]) =>
      state.signed ? [{ socket, ...state.signed }] : [],
    );
    const sessionIds = [...new Set(signed.map((s) => s.sessionId))];
    const live = new Set<string>();
    for (let at = 0; at < sessionIds.length; at += SESSION_CHECK_CHUNK) {
      const rows = await deps.db
        .select({ sessionId: userSessions.id, userId: userSessions.userId })
        .from(userSessions)
        .innerJoin(users, eq(users.id, userSessions.userId))
        .where(
          and(
            inArray(userSessions.id, sessionIds.slice(at, at + SESSION_CHECK_CHUNK)),
            isNull(userSessions.revokedAt),
            eq(users.isDisabled, false),
          ),
        );
      for (const row of rows) live.add(`${row.sessionId}:${row.userId}`);
    }
    for (const s of signed)
      if (!live.has(`${s.sessionId}:${s.userId}`))
        close(s.socket, REALTIME_CLOSE.sessionEnded, 'Session has ended');
  };
  // Changes come in bursts (a login touches several rows): one check at a time, one more after it.
  let checking: Promise<void> | null = null;
  let checkAgain = false;
  const recheckSessions = () => {
    if (states.size === 0) return;
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = closeEndedSessions()
      .catch((error) => app.log.error({ err: error }, 'realtime session check failed'))
      .finally(() => {
        checking = null;
        if (checkAgain) {
          checkAgain = false;
          recheckSessions();
        }
      });
  };

  const stopReceiving = deps.realtime.subscribe((envelopes) => {
    for (const { userId, payload } of envelopes) registry.send(userId, payload);
  });
  const removeHooks = addNotificationHooks(deps.db, {
    afterCommit: (created) => deps.realtime.publish(created.map(envelopeOf)),
  });
  const stopWatchingAuth = deps.onAuthChanged(recheckSessions);
  // Protocol pings, which browsers answer by themselves: a peer gone without a close is dropped.
  const heartbeat = setInterval(() => {
    for (const [socket, state] of states) {
      if (!state.alive) socket.terminate();
      else {
        state.alive = false;
        socket.ping();
      }
    }
  }, settings.heartbeatMs);
  heartbeat.unref();

  await app.register(async (scope) => {
    // Before the plugin's own preClose (which closes sockets without a code): 1001 tells clients
    // the server is going away, so they reconnect (to another process) with their backoff.
    scope.addHook('preClose', async () => {
      for (const socket of states.keys()) close(socket, CLOSE.goingAway, 'Server shutting down');
    });
    // In a scope of its own: the plugin wraps the handler of every route registered beside it.
    await scope.register(fastifyWebsocket, { options: { maxPayload: settings.maxPayloadBytes } });
    scope.route({
      method: 'GET',
      url: REALTIME_PATH,
      config: { access: { public: true } },
      schema: {
        summary: 'Realtime notifications (websocket)',
        description:
          'Upgrade to a websocket, then send {"type":"auth","token":<access token>} first and again after each refresh. ' +
          'The server answers {"type":"ready"}, pushes {"type":"notification"} and answers "ping" with "pong"; ' +
          'it closes 4401 without a valid token in 10 s and 4403 when the session ends. A plain GET answers 426.',
      },
      handler: (_request, reply) =>
        reply.status(426).header('upgrade', 'websocket').send({
          success: false,
          error: 'Upgrade Required',
          message: 'This is a websocket endpoint',
          errors: [],
        }),
      wsHandler: onConnection,
    });
  });

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    stopReceiving();
    removeHooks();
    stopWatchingAuth();
    await checking;
  });
}
