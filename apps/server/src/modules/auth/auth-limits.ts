import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';

/** Requests per client address in a time window (ms), enforced by @fastify/rate-limit (shared through Redis when set). */
export interface RouteLimit {
  max: number;
  timeWindow: number;
}

export interface AuthRateLimits {
  login: RouteLimit;
  register: RouteLimit;
  google: RouteLimit;
  forgotPassword: RouteLimit;
  resetPassword: RouteLimit;
  updatePassword: RouteLimit;
  /** Email changes (PUT update-details with a new email): limited like sign-up, since both tell whether an email is taken. */
  changeEmail: RouteLimit;
  feedback: RouteLimit;
}

const MINUTE = 60_000;

/**
 * Strict by default: enough for a person who mistypes, far too few for a script. The per-account slow-down
 * (login-throttle.ts) guards each account on top of these per-address limits. Tests pass their own through buildApp.
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: { max: 20, timeWindow: MINUTE },
  register: { max: 20, timeWindow: 60 * MINUTE },
  google: { max: 20, timeWindow: MINUTE },
  forgotPassword: { max: 5, timeWindow: 15 * MINUTE },
  resetPassword: { max: 10, timeWindow: 15 * MINUTE },
  updatePassword: { max: 10, timeWindow: 15 * MINUTE },
  changeEmail: { max: 20, timeWindow: 60 * MINUTE },
  feedback: { max: 10, timeWindow: 10 * MINUTE },
};

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
