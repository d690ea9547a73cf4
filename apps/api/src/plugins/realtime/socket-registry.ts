import type { WebSocket } from 'ws';

/** A socket stops receiving once this much is queued for it: a reader that does not read. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The authenticated sockets this process holds, by user: what a published notification is
 * delivered to. Plain maps and sets, so a fan-out is a lookup and a loop of sends.
 */
export function createSocketRegistry(options: { maxPerUser: number }) {
  const byUser = new Map<number, Set<WebSocket>>();
  let total = 0;
  return {
    /** Adds a socket for `userId`, or answers false when the user already holds the most allowed. */
    add(userId: number, socket: WebSocket): boolean {
      let sockets = byUser.get(userId);
      if (!sockets) {
        sockets = new Set();
        byUser.set(userId, sockets);
      }
      if (sockets.has(socket)) return true;
      if (sockets.size >= options.maxPerUser) return false;
      sockets.add(socket);
      total += 1;
      return true;
    },
    remove(userId: number, socket: WebSocket) {
      const sockets = byUser.get(userId);
      if (!sockets?.delete(socket)) return;
      total -= 1;
      if (sockets.size === 0) byUser.delete(userId);
    },
    /** Sends `payload` to every open socket of `userId`; a socket far behind is dropped instead. */
    send(userId: number, payload: string) {
      const sockets = byUser.get(userId);
      if (!sockets) return;
      for (const socket of sockets) {
        if (socket.readyState !== socket.OPEN) continue;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
        else socket.send(payload);
      }
    },
    *sockets(): Generator<[number, WebSocket]> {
      for (const [userId, sockets] of byUser) for (const socket of sockets) yield [userId, socket];
    },
    get size() {
      return total;
    },
  };
}

export type SocketRegistry = ReturnType<typeof createSocketRegistry>;
