import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Rate limiting, opt-in per route (`config.rateLimit` on sign-in, reset, newsletter, contact, ...). With REDIS_URL the
 * counters live in Redis so every instance shares them; if Redis fails, requests pass rather than the store going down.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined) {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, { global: false, ...(redis ? { redis, skipOnError: true } : {}) });
}
