import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** Requests per client address in a time window (ms), enforced by @fastify/rate-limit (shared through Redis when set). */
export interface RouteLimit {
  max: number;
  timeWindow: number;
}

/**
 * The route `config.rateLimit` for one limit, answering 429 in the envelope (Retry-After is set by the plugin).
 * With `only`, the limit counts just the requests it accepts, checked after the guard and body validation.
 */
export function rateLimitConfig(limit: RouteLimit, only?: (request: FastifyRequest) => boolean) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindow,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
        new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
      ...(only ? { hook: 'preHandler' as const, allowList: (request: FastifyRequest) => !only(request) } : {}),
    },
  };
}
