import { z } from 'zod';
import { notificationSchema } from './schemas';

/**
 * The realtime channel (SPEC §7 "a realtime push client is wired for notifications"): one
 * websocket per tab. The access token travels in the first message, never in the URL (addresses
 * end up in logs), and again after every refresh; a socket whose session ends is closed.
 */
export const REALTIME_PATH = '/api/v1/realtime';

/** Client → server. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  /** First message, and again with each refreshed token. */
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** Server → client. */
export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  /** The token was accepted: from now on the user's notifications arrive here. */
  z.object({ type: z.literal('ready'), userId: z.number().int() }),
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  z.object({ type: z.literal('pong') }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

/** Close codes of the channel (4000–4999 are the application's own). */
export const REALTIME_CLOSE = {
  /** No valid token in time, or a token that does not verify. */
  unauthorized: 4401,
  /** The session was revoked, logged out or expired. */
  sessionEnded: 4403,
  /** The user already holds the most sockets one process allows (a tab too many). */
  tooManySockets: 4429,
} as const;
