import type { FastifyRequest } from 'fastify';
import { REVIEW_MESSAGES } from '@kala/contract/reviews';
import { HttpError } from '../../lib/errors.ts';
import type { RouteLimit } from '../../lib/route-limits.ts';

export interface ReviewRateLimits {
  /** Reviews written, edited or deleted by one shopper in the window. */
  writes: RouteLimit;
  /** Review photos one shopper may upload in the window (up to 3 a review, with room to retry). */
  photos: RouteLimit;
  /** Public reads of a product's reviews from one address. */
  reads: RouteLimit;
}

const HOUR = 3_600_000;

export const DEFAULT_REVIEW_LIMITS: ReviewRateLimits = {
  writes: { max: 20, timeWindow: HOUR },
  photos: { max: 30, timeWindow: HOUR },
  reads: { max: 120, timeWindow: 60_000 },
};

/**
 * A limit counted per signed-in shopper (after the guard), not per address: shoppers behind one mobile carrier's
 * address do not share a budget, and one shopper cannot flood reviews from many addresses.
 */
export function perShopper(name: string, limit: RouteLimit) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `reviews-${name}:${request.sessionUser?.id ?? request.ip}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
        new HttpError(429, `${REVIEW_MESSAGES.tooMany} (try again in ${context.after})`),
    },
  };
}
