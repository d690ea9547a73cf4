import {
  type Notification,
  REALTIME_CLOSE,
  REALTIME_PATH,
  type RealtimeClientMessage,
  realtimeServerMessageSchema,
} from '@fastforward/domain';
import { getToken, onTokenChange } from './session';

/**
 * The realtime channel of SPEC §7, one websocket per tab. `connecting` covers the handshake, the
 * wait for the server's `ready` and the pause before a reconnect; `open` is an authenticated socket
 * on which the user's notifications arrive; `closed` is a channel that will not reconnect by itself
 * (signed out, the session ended) until a new token is stored.
 */
export type RealtimeState = 'connecting' | 'open' | 'closed';

export type RealtimeHandlers = {
  onNotification?: (notification: Notification) => void;
  /**
   * The server accepted the token on a new socket. `reconnected`: an earlier socket of this channel
   * came before it, and what was pushed meanwhile was missed: the listener catches up.
   */
  onReady?: (info: { reconnected: boolean }) => void;
  /**
   * The server refused the token or ended its session (4401, 4403): so it does when the access
   * token merely expired in an idle tab. An ordinary request then lets the http client refresh the
   * token (the channel reconnects with the new one) or end the session here too.
   */
  onRefused?: () => void;
};

export type RealtimeChannelOptions = {
  /** ws(s)://host/api/v1/realtime of the page's own origin unless given. */
  url?: string;
  createSocket?: (url: string) => WebSocket;
  readToken?: () => string | null;
  watchToken?: (listener: (token: string | null) => void) => () => void;
  random?: () => number;
  /** The first reconnect waits about this long, each next one twice as long, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A ping this often keeps proxies from dropping an idle socket; no pong in pongTimeoutMs is a dead one. */
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
};

export type RealtimeChannel = {
  start: () => void;
  stop: () => void;
  getState: () => RealtimeState;
  /** Told every state change; answers the unsubscribe. */
  onState: (listener: (state: RealtimeState) => void) => () => void;
  /** Handlers for what the server sends; answers the unsubscribe. */
  listen: (handlers: RealtimeHandlers) => () => void;
};

/** The address of the channel on the page's origin: wss on https, ws on http. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
}

/** Exponential, capped, with jitter: tabs that lost the server together do not return together. */
export function reconnectDelay(attempt: number, random: () => number, baseMs: number, maxMs: number) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Closes after which reconnecting cannot help until the token changes. */
const FINAL_CLOSES = new Set<number>([REALTIME_CLOSE.sessionEnded, REALTIME_CLOSE.unauthorized]);
/** Our own close of a socket we no longer want. */
const NORMAL_CLOSE = 1000;
// WebSocket's readyState values, without reading the global (a test replaces it).
const CONNECTING = 0;
const OPEN = 1;

/**
 * The protocol's timestamps are codecs (a Date in, ISO text on the wire): a message read off the
 * wire has its notification's createdAt turned back into a Date, so the schema checks it like the
 * server wrote it and answers the same ISO text.
 */
function reviveTimestamps(message: unknown): unknown {
  if (typeof message !== 'object' || message === null || !('notification' in message)) return message;
  const { notification } = message;
  if (typeof notification !== 'object' || notification === null || !('createdAt' in notification))
    return message;
  const { createdAt } = notification;
  return typeof createdAt === 'string'
    ? { ...message, notification: { ...notification, createdAt: new Date(createdAt) } }
    : message;
}

export function createRealtimeChannel(options: RealtimeChannelOptions = {}): RealtimeChannel {
  const {
    createSocket = (url) => new WebSocket(url),
    readToken = getToken,
    watchToken = onTokenChange,
    random = Math.random,
    baseDelayMs = 1_000,
    maxDelayMs = 30_000,
    pingIntervalMs = 25_000,
    pongTimeoutMs = 10_000,
  } = options;

  let state: RealtimeState = 'closed';
  let started = false;
  let socket: WebSocket | null = null;
  let token: string | null = null;
  let attempt = 0;
  /** A socket of this channel was opened before: the next ready is a reconnect. */
  let hadSocket = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching: (() => void) | undefined;
  const stateListeners = new Set<(state: RealtimeState) => void>();
  const handlers = new Set<RealtimeHandlers>();

  const setState = (next: RealtimeState) => {
    if (next === state) return;
    state = next;
    for (const listener of stateListeners) listener(next);
  };

  const send = (message: RealtimeClientMessage) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const clearTimers = () => {
    clearTimeout(reconnectTimer);
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
    reconnectTimer = pingTimer = pongTimer = undefined;
  };

  /** Drops the current socket without hearing its close (a deliberate end or a replacement). */
  const dropSocket = () => {
    const old = socket;
    socket = null;
    clearTimers();
    if (!old) return;
    old.onopen = old.onmessage = old.onclose = old.onerror = null;
    if (old.readyState === OPEN || old.readyState === CONNECTING) old.close(NORMAL_CLOSE);
  };

  const scheduleReconnect = () => {
    setState('connecting');
    const delay = reconnectDelay(attempt, random, baseDelayMs, maxDelayMs);
    attempt += 1;
    reconnectTimer = setTimeout(connect, delay);
  };

  function connect() {
    dropSocket();
    token = readToken();
    if (!token) {
      setState('closed');
      return;
    }
    setState('connecting');
    const reconnected = hadSocket;
    hadSocket = true;
    let ready = false;
    const current = createSocket(options.url ?? realtimeUrl());
    socket = current;
    current.onopen = () => {
      if (token) send({ type: 'auth', token });
      pingTimer = setInterval(() => {
        send({ type: 'ping' });
        clearTimeout(pongTimer);
        // No answer: the connection died without a close (a sleeping laptop); start over.
        pongTimer = setTimeout(() => {
          dropSocket();
          scheduleReconnect();
        }, pongTimeoutMs);
      }, pingIntervalMs);
    };
    current.onmessage = (event: MessageEvent) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const message = realtimeServerMessageSchema.safeParse(reviveTimestamps(parsed));
      if (!message.success) return;
      const data = message.data;
      if (data.type === 'pong') {
        clearTimeout(pongTimer);
      } else if (data.type === 'ready') {
        attempt = 0;
        setState('open');
        // The server answers each auth (a refreshed token too): only a socket's first is news.
        if (!ready) for (const h of handlers) h.onReady?.({ reconnected });
        ready = true;
      } else {
        for (const h of handlers) h.onNotification?.(data.notification);
      }
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      clearTimers();
      if (FINAL_CLOSES.has(event.code)) {
        setState('closed');
        for (const h of handlers) h.onRefused?.();
        return;
      }
      scheduleReconnect();
    };
  }

  const onToken = (next: string | null) => {
    if (!started || next === token) return;
    if (next === null) {
      // Signed out, here or in another tab: the channel ends with the session.
      token = null;
      dropSocket();
      setState('closed');
      return;
    }
    token = next;
    if (socket?.readyState === OPEN) {
      send({ type: 'auth', token: next });
    } else if (!socket) {
      // Closed for good or waiting to retry: a new token is worth trying at once.
      attempt = 0;
      connect();
    }
    // Still handshaking: onopen sends the newest token.
  };

  return {
    start() {
      if (started) return;
      started = true;
      hadSocket = false;
      attempt = 0;
      stopWatching = watchToken(onToken);
      connect();
    },
    stop() {
      if (!started) return;
      started = false;
      stopWatching?.();
      stopWatching = undefined;
      token = null;
      dropSocket();
      setState('closed');
    },
    getState: () => state,
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    listen(next) {
      handlers.add(next);
      return () => handlers.delete(next);
    },
  };
}

let shared: RealtimeChannel | null = null;
let users = 0;
let stopTimer: ReturnType<typeof setTimeout> | undefined;

/** The tab's one channel (created on first use). */
export function getRealtimeChannel(): RealtimeChannel {
  shared ??= createRealtimeChannel();
  return shared;
}

/**
 * Takes part in the tab's channel: the first user starts it, the last one's release stops it. The
 * stop waits a moment, so a remount (a layout switch, React's strict mode) keeps the same socket.
 */
export function acquireRealtimeChannel(): () => void {
  const channel = getRealtimeChannel();
  users += 1;
  clearTimeout(stopTimer);
  channel.start();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0) stopTimer = setTimeout(() => channel.stop(), 100);
  };
}

/** For tests: forget the tab's channel. */
export function resetRealtimeChannel() {
  clearTimeout(stopTimer);
  shared?.stop();
  shared = null;
  users = 0;
}
