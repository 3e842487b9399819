// Types of @fastify/rate-limit's two stores, which the package ships untyped (rate-limit-store.ts imports them).

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';

  /** The counting part of both stores. */
  export interface Counter {
    incr(key: string, callback: CounterCallback, timeWindow: number, max: number): void;
    read?(key: string, callback: CounterCallback, timeWindow: number, max: number): void;
    child(routeOptions: unknown): Counter;
  }
  export type CounterCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => Counter;
  export default RedisStore;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { Counter } from '@fastify/rate-limit/store/RedisStore.js';

  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Counter;
  export default LocalStore;
}
