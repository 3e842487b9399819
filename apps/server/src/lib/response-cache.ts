import { LRUCache } from 'lru-cache';

/**
 * Serialized answers of read-mostly endpoints (the catalogue), kept in process.
 * PGlite answers one query at a time, so catalogue reads must not reach it on every request (issue: foundation §9).
 * Every write calls invalidate(); with several instances, invalidations travel over Redis (see cache-bus.ts).
 */
export interface ResponseCache {
  /**
   * Returns the cached text for key, or computes, stores and returns it. Concurrent misses share one computation.
   * `store` decides whether a computed text is kept (default: always); one that is cheap to compute again (a page
   * sent as the plain app shell) need not take room from the ones that are not.
   */
  get(key: string, compute: () => Promise<string>, store?: (text: string) => boolean): Promise<string>;
  invalidate(): void;
  /** Called with every local invalidation (the Redis bus listens here). */
  onInvalidate(listener: () => void): void;
  /** Clears without telling listeners (an invalidation that came from another instance). */
  clearLocal(): void;
}

/**
 * The memory a string takes in V8: one byte a character when every character is Latin-1, else two (a rendered page
 * with a ₹ sign is a two-byte string). Counting characters, as this cache once did, under-counted such pages by half.
 */
export function stringBytes(text: string): number {
  // eslint-disable-next-line no-control-regex
  return text.length * (/[^\u0000-\u00ff]/.test(text) ? 2 : 1);
}

/**
 * Bounded by the memory its texts take (default 64 MB: `stringBytes` of each text plus its key), not by a count: a
 * rendered page weighs a hundred times a product answer.
 */
export function createResponseCache(maxBytes = 64_000_000): ResponseCache {
  const entries = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (text, key) => Math.max(1, stringBytes(text) + key.length),
  });
  const inFlight = new Map<string, Promise<string>>();
  const listeners: (() => void)[] = [];
  // A computation that started before an invalidation must not store its (stale) answer.
  let generation = 0;

  return {
    async get(key, compute, store) {
      const hit = entries.get(key);
      if (hit !== undefined) return hit;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = compute()
        .then((value) => {
          if (started === generation && (!store || store(value))) entries.set(key, value);
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
