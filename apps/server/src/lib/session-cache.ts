import { LRUCache } from 'lru-cache';

/**
 * How long a session's row, once read, answers this instance's requests without reading it again (issue 31). Every
 * change that ends or alters a session (sign-out, a password, a role, a deleted account, a new name or email) forgets
 * the user's rows here at once after it commits, and on the other instances through the cache bus
 * (lib/cache-bus.ts); this bound is what is left when the bus is away, the freshness the catalogue's prices have then
 * too (UNHEARD_CACHE_MS). Decision 029.
 */
export const SESSION_CACHE_MS = 1_000;
/** Sessions kept at most (a row is about 200 bytes). */
const MAX_SESSIONS = 20_000;

/** What authenticate.ts reads of a session and its user. */
export interface SessionRow {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  avatar: string | null;
  tokenVersion: number;
  lastSeenAt: Date;
}

export interface SessionCache {
  /** The session's row, from the cache or `load` (kept only when no change of the user came while it loaded). */
  read(sessionId: string, userId: string, load: () => Promise<SessionRow | undefined>): Promise<SessionRow | undefined>;
  /** Forgets the user's sessions here and tells the listeners (the bus). Call after the change has committed. */
  changed(userId: string): void;
  /** Forgets the user's sessions here only (a change heard from another instance). */
  forgetLocal(userId: string): void;
  /** Forgets every session here (the bus was away: changes may have been missed). */
  clearLocal(): void;
  onChanged(listener: (userId: string) => void): void;
}

export function createSessionCache(ttlMs = SESSION_CACHE_MS): SessionCache {
  const rows = new LRUCache<string, { userId: string; row: SessionRow }>({ max: MAX_SESSIONS, ttl: ttlMs });
  const listeners: ((userId: string) => void)[] = [];
  // A read that started before a change must not keep what it read: the change may have committed after the read.
  let generation = 0;

  const forgetLocal = (userId: string) => {
    generation++;
    for (const [sessionId, entry] of rows.entries()) if (entry.userId === userId) rows.delete(sessionId);
  };

  return {
    async read(sessionId, userId, load) {
      const kept = rows.get(sessionId);
      if (kept && kept.userId === userId) return kept.row;
      const started = generation;
      const row = await load();
      if (row && started === generation) rows.set(sessionId, { userId, row });
      return row;
    },
    changed(userId) {
      forgetLocal(userId);
      for (const listener of listeners) listener(userId);
    },
    forgetLocal,
    clearLocal() {
      generation++;
      rows.clear();
    },
    onChanged(listener) {
      listeners.push(listener);
    },
  };
}
