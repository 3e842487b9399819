import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import type { RouteLimit } from '../../lib/route-limits.ts';

/** How often one shopper may act on claims (spec: rate limits on abuse endpoints). */
export interface ClaimRateLimits {
  /** Reports one shopper may send in the window (one open claim per order; a few orders at most). */
  reports: RouteLimit;
  /** Replies one shopper may send in the window. */
  replies: RouteLimit;
  /** Photos one shopper may upload in the window (up to 3 a report or reply, with room to retry). */
  photos: RouteLimit;
}

const HOUR = 3_600_000;

export const DEFAULT_CLAIM_LIMITS: ClaimRateLimits = {
  reports: { max: 10, timeWindow: HOUR },
  replies: { max: 30, timeWindow: HOUR },
  photos: { max: 30, timeWindow: HOUR },
};

/**
 * A limit counted per signed-in shopper (after the guard), not per address: shoppers behind one mobile carrier's
 * address do not share a budget, and one account cannot flood the store from many addresses.
 */
export function perShopper(name: string, limit: RouteLimit, message: string) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `claims-${name}:${request.sessionUser?.id ?? request.ip}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
        new HttpError(429, `${message} (try again in ${context.after})`),
    },
  };
}
