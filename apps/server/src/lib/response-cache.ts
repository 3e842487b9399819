import { LRUCache } from 'lru-cache';

/**
 * Serialized answers of read-mostly endpoints (the catalogue), kept in process.
 * PGlite answers one query at a time, so catalogue reads must not reach it on every request (issue: foundation §9).
 * Every write calls invalidate(); with several instances, invalidations travel over Redis (see cache-bus.ts).
 */
export interface ResponseCache {
  /** Returns the cached text for key, or computes, stores and returns it. Concurrent misses share one computation. */
  get(key: string, compute: () => Promise<string>): Promise<string>;
  invalidate(): void;
  /** Called with every local invalidation (the Redis bus listens here). */
  onInvalidate(listener: () => void): void;
  /** Clears without telling listeners (an invalidation that came from another instance). */
  clearLocal(): void;
}

/**
 * Bounded by the text it holds (default 64 MB of characters), not by a count: a rendered page weighs a hundred
 * times a product answer, and any query string makes a new key.
 */
export function createResponseCache(maxChars = 64_000_000): ResponseCache {
  const entries = new LRUCache<string, string>({
    maxSize: maxChars,
    sizeCalculation: (text) => Math.max(1, text.length),
  });
  const inFlight = new Map<string, Promise<string>>();
  const listeners: (() => void)[] = [];
  // A computation that started before an invalidation must not store its (stale) answer.
  let generation = 0;

  return {
    async get(key, compute) {
      const hit = entries.get(key);
      if (hit !== undefined) return hit;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = compute()
        .then((value) => {
          if (started === generation) entries.set(key, value);
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
    invalidate() {
      this.clearLocal();
      for (const listener of listeners) listener();
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    clearLocal() {
      generation++;
      entries.clear();
      inFlight.clear();
    },
  };
}
