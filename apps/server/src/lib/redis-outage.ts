import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface RedisWatch {
  /** True while the connection is ready; false before it first is and while it is away. */
  readonly up: boolean;
  /** Before closing the connection on purpose: its close is not an outage. */
  stop(): void;
}

/**
 * Follows one Redis connection for a feature that depends on it (issue 12: Redis down, the store keeps selling).
 * While the connection is away, the feature falls back to this process and says so once: one warning when Redis
 * goes away, one line when it is back, never a line per request or per reconnection attempt. ioredis reconnects by
 * itself (at most every 2 s by default); `onDown` and `onUp` run at those two moments.
 *
 * The connection's 'error' events are taken here: without a listener ioredis prints every failed attempt.
 */
export function watchRedis(
  redis: Redis,
  options: {
    logger: Pick<FastifyBaseLogger, 'warn' | 'info'>;
    /** The feature, e.g. 'rate limits'. */
    feature: string;
    /** What it does meanwhile, e.g. 'counted in each process'. */
    fallback: string;
    onDown?: () => void;
    onUp?: () => void;
  },
): RedisWatch {
  let up = false;
  let away = false;
  let stopped = false;

  const down = (reason: string) => {
    up = false;
    if (away || stopped) return;
    away = true;
    options.logger.warn({ reason }, `Redis unavailable: ${options.feature} ${options.fallback} until it is back`);
    options.onDown?.();
  };

  redis.on('ready', () => {
    up = true;
    if (!away || stopped) return;
    away = false;
    options.logger.info(`Redis is back: ${options.feature} shared again`);
    options.onUp?.();
  });
  redis.on('error', (error: Error) => down(error.message));
  redis.on('close', () => down('connection closed'));

  return {
    get up() {
      return up;
    },
    stop() {
      stopped = true;
    },
  };
}
