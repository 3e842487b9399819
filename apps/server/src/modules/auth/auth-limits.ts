import type { RouteLimit } from '../../lib/route-limits.ts';

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
