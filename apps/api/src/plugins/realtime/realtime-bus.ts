import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** One message for one user's open sockets: `payload` is the server message, serialized once. */
export type RealtimeEnvelope = { userId: number; payload: string };

/** Delivers envelopes to the sockets this process holds. */
export type RealtimeReceiver = (envelopes: readonly RealtimeEnvelope[]) => void;

/**
 * How a process tells every process (itself included) what to push (PRODUCT §7): in-process alone,
 * or Redis pub/sub when several API processes share the load. Delivery is at most once: a socket
 * that misses a message (a process or Redis restarting) catches up over HTTP when it reconnects.
 */
export type RealtimeBus = {
  publish(envelopes: readonly RealtimeEnvelope[]): void;
  /** Adds a receiver of every published batch; the returned function removes it. */
  subscribe(receiver: RealtimeReceiver): () => void;
  close(): Promise<void>;
};

function createReceivers() {
  const receivers = new Set<RealtimeReceiver>();
  return {
    add(receiver: RealtimeReceiver) {
      receivers.add(receiver);
      return () => {
        receivers.delete(receiver);
      };
    },
    deliver(envelopes: readonly RealtimeEnvelope[]) {
      for (const receive of receivers) {
        try {
          receive(envelopes);
        } catch (error) {
          // One receiver's failure (an app closing) must not keep the batch from the others.
          console.error('realtime delivery failed', error);
        }
      }
    },
  };
}

/** One process on its own: what is published is delivered here, synchronously. */
export function createMemoryRealtimeBus(): RealtimeBus {
  const receivers = createReceivers();
  return {
    publish: (envelopes) => receivers.deliver(envelopes),
    subscribe: (receiver) => receivers.add(receiver),
    async close() {},
  };
}

export const REALTIME_REDIS_CHANNEL = 'ff:realtime';

/**
 * A batch on the wire: the publisher's id on the first line, then one `userId payload` line per
 * envelope. A payload is JSON, which never holds a raw newline, so it is sent as it is rather than
 * serialized a second time inside another JSON document.
 */
const encode = (origin: string, envelopes: readonly RealtimeEnvelope[]) =>
  [origin, ...envelopes.map((e) => `${e.userId} ${e.payload}`)].join('\n');

function decode(message: string): { origin: string; envelopes: RealtimeEnvelope[] } {
  const lines = message.split('\n');
  const envelopes: RealtimeEnvelope[] = [];
  for (const line of lines.slice(1)) {
    const space = line.indexOf(' ');
    const userId = Number(line.slice(0, space));
    if (space > 0 && Number.isInteger(userId)) envelopes.push({ userId, payload: line.slice(space + 1) });
  }
  return { origin: lines[0] ?? '', envelopes };
}

/**
 * Redis pub/sub: a publisher connection and a subscriber of its own (a subscribed connection runs no
 * other command). This process delivers its own batches at once, without the round trip, and skips
 * them when Redis echoes them back. `channel` lets tests that share one Redis stay apart.
 */
export async function createRedisRealtimeBus(
  url: string,
  options: { channel?: string } = {},
): Promise<RealtimeBus> {
  const channel = options.channel ?? REALTIME_REDIS_CHANNEL;
  const origin = randomUUID();
  const receivers = createReceivers();
  const publisher = new Redis(url);
  const subscriber = new Redis(url);
  // ioredis reconnects by itself; without a listener a lost connection would crash the process.
  const logError = (error: Error) => console.error(`realtime Redis connection: ${error.message}`);
  publisher.on('error', logError);
  subscriber.on('error', logError);
  subscriber.on('message', (_channel: string, message: string) => {
    const batch = decode(message);
    if (batch.origin !== origin) receivers.deliver(batch.envelopes);
  });
  await subscriber.subscribe(channel);
  return {
    publish(envelopes) {
      if (envelopes.length === 0) return;
      receivers.deliver(envelopes);
      publisher.publish(channel, encode(origin, envelopes)).catch(logError);
    },
    subscribe: (receiver) => receivers.add(receiver),
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
