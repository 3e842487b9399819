import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { watchRedis } from './redis-outage.ts';
import type { ResponseCache } from './response-cache.ts';
import type { SessionCache } from './session-cache.ts';

const CHANNEL = 'kala:cache-invalidate';
/** A user's sessions changed (signed out, new password or role...): `<instance id> <user id>` (lib/session-cache.ts). */
const SESSIONS_CHANNEL = 'kala:sessions-changed';

/**
 * While the bus is away, this instance cannot hear the others' writes, so what it has cached lives at most this long
 * (the freshness a write on another instance is promised: issue 12, within a second).
 */
export const UNHEARD_CACHE_MS = 1_000;
/** How long a start waits for Redis before serving without it (it joins when Redis answers). */
const JOIN_WAIT_MS = 2_000;
/**
 * Reconnection attempts back off to at most this (ioredis' default is 2 s): a write heard late is a stale page, so
 * the bus comes back quickly after an outage.
 */
const RECONNECT_MAX_MS = 500;
const retryStrategy = (times: number) => Math.min(times * 50, RECONNECT_MAX_MS);

/**
 * Shares cache invalidations between instances through Redis pub/sub (architecture §1 scale-out).
 * Each instance tags its messages so it does not clear its cache twice for its own writes.
 *
 * Redis away (issue 12) never stops the store: publishing fails at once instead of waiting, the outage is logged
 * once, and until Redis is back this instance clears its own cache every UNHEARD_CACHE_MS, then once more on
 * return for the writes it did not hear about. ioredis reconnects and subscribes again by itself. A write made while
 * this instance's publisher is away is announced once the publisher is back: the others may be listening again
 * already, and would otherwise keep the old answer.
 */
export async function connectCacheBus(
  redisUrl: string,
  { cache, sessions }: { cache: ResponseCache; sessions: SessionCache },
  instanceId: string,
  logger: Pick<FastifyBaseLogger, 'warn' | 'info'>,
) {
  const publisher = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
    retryStrategy,
  });
  // The subscriber's watch reports an outage; the publisher's own errors would only repeat it.
  publisher.on('error', () => undefined);
  const subscriber = new Redis(redisUrl, { retryStrategy });

  let unannounced = false;
  const announce = () => {
    unannounced = false;
    publisher.publish(CHANNEL, instanceId).catch(() => {
      unannounced = true;
    });
  };
  publisher.on('ready', () => {
    if (unannounced) announce();
  });

  let clearing: NodeJS.Timeout | undefined;
  const stopClearing = () => {
    clearInterval(clearing);
    clearing = undefined;
  };
  const watch = watchRedis(subscriber, {
    logger,
    feature: 'catalogue cache invalidations and session changes',
    fallback: `are not heard from other instances: cached answers here last at most ${UNHEARD_CACHE_MS} ms`,
    onDown: () => {
      clearing ??= setInterval(() => cache.clearLocal(), UNHEARD_CACHE_MS);
      clearing.unref();
    },
    onUp: () => {
      stopClearing();
      cache.clearLocal();
      sessions.clearLocal();
    },
  });

  subscriber.on('message', (channel, message: string) => {
    if (channel === SESSIONS_CHANNEL) {
      const [from, userId] = message.split(' ');
      if (from !== instanceId && userId) sessions.forgetLocal(userId);
    } else if (message !== instanceId) {
      cache.clearLocal();
    }
  });
  cache.onInvalidate(announce);
  // A change missed while Redis is away is bounded by the sessions' own life here (SESSION_CACHE_MS).
  sessions.onChanged((userId) => {
    publisher.publish(SESSIONS_CHANNEL, `${instanceId} ${userId}`).catch(() => undefined);
  });

  // With Redis up, the start waits until this instance hears and is heard; with Redis away it goes on without.
  const subscribed = subscriber.subscribe(CHANNEL, SESSIONS_CHANNEL);
  subscribed.catch(() => undefined);
  await Promise.race([
    Promise.all([subscribed, once(publisher, 'ready')]),
    once(subscriber, 'error'),
    new Promise((resolve) => setTimeout(resolve, JOIN_WAIT_MS).unref()),
  ]);

  return {
    async close() {
      watch.stop();
      stopClearing();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/**
 * Resolves at the event. Not node:events' `once`, which rejects when an 'error' comes first: a Redis that is away
 * must not fail the start.
 */
function once(redis: Redis, event: 'ready' | 'error') {
  return new Promise<void>((resolve) => redis.once(event, () => resolve()));
}
