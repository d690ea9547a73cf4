import type { AuthContext } from './auth';

/** The channel the auth tables' triggers notify (migration 0001). */
export const AUTH_CHANGED_CHANNEL = 'ff_auth_changed';

export type AuthCache = {
  /** The live cached context, without loading: lets the access hook answer a hit synchronously. */
  peek(sessionId: string): AuthContext | undefined;
  get(sessionId: string, load: () => Promise<AuthContext | null>): Promise<AuthContext | null>;
  /** Drops every entry; loads that started before it do not store their (possibly stale) result. */
  invalidateAll(): void;
};

/**
 * Session → auth context, so an authenticated request costs no query. Correctness rests on
 * invalidation, not on the TTL: this process drops the cache after every mutating request, and
 * other processes on the database's notification (see docs/decisions.md). The TTL only bounds
 * the damage of a lost notification.
 */
export function createAuthCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): AuthCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { context: AuthContext; expiresAt: number }>();
  let generation = 0;
  return {
    peek(sessionId) {
      const hit = entries.get(sessionId);
      return hit && hit.expiresAt > now() ? hit.context : undefined;
    },
    async get(sessionId, load) {
      const hit = entries.get(sessionId);
      if (hit && hit.expiresAt > now()) return hit.context;
      const startedAt = generation;
      const context = await load();
      if (context && startedAt === generation) {
        if (entries.size >= options.maxEntries) entries.clear();
        entries.set(sessionId, { context, expiresAt: now() + options.ttlMs });
      } else if (!context) {
        entries.delete(sessionId);
      }
      return context;
    },
    invalidateAll() {
      generation += 1;
      entries.clear();
    },
  };
}
