import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { watchRedis } from '../lib/redis-outage.ts';
import { redisOrLocalStore } from './rate-limit-store.ts';

/**
 * Rate limiting, opt-in per route (`config.rateLimit` on sign-in, reset, newsletter, contact, ...). With REDIS_URL the
 * counters live in Redis so every instance shares them; while Redis is away each process counts on its own, so the
 * limits still hold and no request waits on Redis (issue 12), and the outage is logged once.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined) {
  if (!redisUrl) {
    await app.register(rateLimit, { global: false });
    return;
  }
  // Loaded only with REDIS_URL: a single instance never holds the Redis client (issue 13). Through the default export
  // (the package's module.exports): in the server's bundle a dynamically imported CommonJS package has only that.
  const { default: ioredis } = await import('ioredis');
  const redis = new ioredis.Redis(redisUrl, {
    connectTimeout: 1000,
    // A command for a request fails at once while disconnected (and the count is taken locally), never queued.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // A Redis that accepts and never answers does not hold requests either.
    commandTimeout: 500,
  });
  const watch = watchRedis(redis, { logger: app.log, feature: 'rate limits', fallback: 'are counted in each process' });
  app.addHook('onClose', async () => {
    watch.stop();
    await redis.quit().catch(() => undefined);
  });
  await app.register(rateLimit, { global: false, store: redisOrLocalStore(redis, watch) });
}
