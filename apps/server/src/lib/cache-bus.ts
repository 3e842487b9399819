import { Redis } from 'ioredis';
import type { ResponseCache } from './response-cache.ts';

const CHANNEL = 'kala:cache-invalidate';

/**
 * Shares cache invalidations between instances through Redis pub/sub (architecture §1 scale-out).
 * Each instance tags its messages so it does not clear its cache twice for its own writes.
 */
export async function connectCacheBus(redisUrl: string, cache: ResponseCache, instanceId: string) {
  const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel, from: string) => {
    if (from !== instanceId) cache.clearLocal();
  });
  cache.onInvalidate(() => void publisher.publish(CHANNEL, instanceId).catch(() => undefined));
  return {
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
