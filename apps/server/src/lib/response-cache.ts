import { LRUCache } from 'lru-cache';

/**
 * Where a computed text is kept: `true` with the catalogue's answers, `'long-tail'` in the small room for texts few
 * will ask for again (a page for a search, a product that does not exist), `false` nowhere.
 */
export type Keep = boolean | 'long-tail';

/**
 * How full the cache is: entries and the bytes they take (`stringBytes` plus the key), in each room; with a prefix,
 * only the entries whose keys start with it (`page:`, the rendered pages).
 */
export interface CacheStats {
  entries: number;
  bytes: number;
  longTail: { entries: number; bytes: number; maxBytes: number };
}

/**
 * Serialized answers of read-mostly endpoints (the catalogue), kept in process.
 * PGlite answers one query at a time, so catalogue reads must not reach it on every request (issue: foundation §9).
 * Every write calls invalidate(); with several instances, invalidations travel over Redis (see cache-bus.ts).
 */
export interface ResponseCache {
  /**
   * Returns the cached text for key, or computes, stores and returns it. Concurrent misses share one computation.
   * `keep` decides where a computed text is kept (default: with the others); one that is cheap to compute again (a
   * page sent as the plain app shell) need not take room, and one that a visitor can make up at will (a page for any
   * search words) goes to the bounded long-tail room, where a flood of them only pushes out their own kind.
   */
  get(key: string, compute: () => Promise<string>, keep?: (text: string) => Keep): Promise<string>;
  invalidate(): void;
  /** Called with every local invalidation (the Redis bus listens here). */
  onInvalidate(listener: () => void): void;
  /** Clears without telling listeners (an invalidation that came from another instance). */
  clearLocal(): void;
  stats(prefix?: string): CacheStats;
}

/**
 * The memory a string takes in V8: one byte a character when every character is Latin-1, else two (a rendered page
 * with a ₹ sign is a two-byte string). Counting characters, as this cache once did, under-counted such pages by half.
 */
export function stringBytes(text: string): number {
  // eslint-disable-next-line no-control-regex
  return text.length * (/[^\u0000-\u00ff]/.test(text) ? 2 : 1);
}

const room = (maxSize: number) =>
  new LRUCache<string, string>({
    maxSize,
    sizeCalculation: (text, key) => Math.max(1, stringBytes(text) + key.length),
  });

/**
 * Bounded by the memory its texts take (default 64 MB: `stringBytes` of each text plus its key), not by a count: a
 * rendered page weighs a hundred times a product answer. The long-tail room has its own bound (default 8 MB, a few
 * dozen rendered pages), so what visitors can vary without end never takes the catalogue's room.
 */
export function createResponseCache(maxBytes = 64_000_000, longTailBytes = 8_000_000): ResponseCache {
  const entries = room(maxBytes);
  const longTail = room(longTailBytes);
  const inFlight = new Map<string, Promise<string>>();
  const listeners: (() => void)[] = [];
  // A computation that started before an invalidation must not store its (stale) answer.
  let generation = 0;

  return {
    async get(key, compute, keep) {
      const hit = entries.get(key) ?? longTail.get(key);
      if (hit !== undefined) return hit;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = compute()
        .then((value) => {
          const where = keep ? keep(value) : true;
          if (started === generation && where) (where === 'long-tail' ? longTail : entries).set(key, value);
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
      longTail.clear();
      inFlight.clear();
    },
    stats(prefix = '') {
      const measure = (cache: LRUCache<string, string>) => {
        if (!prefix) return { entries: cache.size, bytes: cache.calculatedSize };
        let entries = 0;
        let bytes = 0;
        for (const [key, text] of cache.entries()) {
          if (!key.startsWith(prefix)) continue;
          entries += 1;
          bytes += Math.max(1, stringBytes(text) + key.length);
        }
        return { entries, bytes };
      };
      return { ...measure(entries), longTail: { ...measure(longTail), maxBytes: longTailBytes } };
    },
  };
}
