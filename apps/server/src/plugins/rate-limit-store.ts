// The stores' types, for every project that compiles this file (the operations tests' too), not only the server's.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./rate-limit-stores.d.ts" />
import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
// The package ships both stores but exports neither by name; they are the same files it uses itself. Imported (not
// required) so that the server's bundle carries them (decision 017); their types are in rate-limit-stores.d.ts.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore, { type Counter, type CounterCallback } from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisWatch } from '../lib/redis-outage.ts';

/**
 * The rate limits' counters: in Redis while it answers, so every instance counts together (architecture §1); in
 * this process while it does not, so the limits still hold, per instance, and the store keeps selling (issue 12).
 * A request never waits on a Redis that is away: the watch says whether it is up, the connection queues nothing
 * offline, and a command that fails or times out counts locally instead.
 */
export function redisOrLocalStore(redis: Redis, watch: RedisWatch) {
  class RedisOrLocal implements Counter {
    private readonly shared: Counter;
    private readonly local: Counter;

    constructor(shared: Counter, local: Counter) {
      this.shared = shared;
      this.local = local;
    }

    incr(key: string, callback: CounterCallback, timeWindow: number, max: number) {
      this.count('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: CounterCallback, timeWindow: number, max: number) {
      this.count('read', key, callback, timeWindow, max);
    }

    child(routeOptions: unknown): Counter {
      return new RedisOrLocal(this.shared.child(routeOptions), this.local.child(routeOptions));
    }

    private count(how: 'incr' | 'read', key: string, callback: CounterCallback, timeWindow: number, max: number) {
      const local = () => this.local[how]!(key, callback, timeWindow, max);
      if (!watch.up) return local();
      this.shared[how]!(key, (error, result) => (error ? local() : callback(null, result)), timeWindow, max);
    }
  }

  /** What @fastify/rate-limit's `store` option takes: a class it builds with the plugin's settings. */
  return class extends RedisOrLocal {
    // The plugin passes its whole settings, these two among them (its types leave them out).
    constructor(settings: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = settings.continueExceeding ?? false;
      const exponentialBackoff = settings.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
