import { LRUCache } from 'lru-cache';

/**
 * Per-account slow-down for sign-in (issue 4: an account under attack slows down long before 100 failures).
 * After `freeFailures` consecutive failures for one email, each further attempt must wait
 * `baseDelaySeconds · 2^(failures − freeFailures)` seconds after the last failure, up to `maxDelaySeconds`.
 * With the defaults: 5 free tries, then 30 s, 1 min, 2 min, … 15 min: about a hundred guesses a day at most.
 * A success clears the count; failures older than a day are forgotten.
 */
export interface LoginThrottleSettings {
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = {
  freeFailures: 5,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
};

const FORGET_AFTER_MS = 24 * 3600 * 1000;

export interface FailureState {
  count: number;
  last: Date | null;
}

/** Seconds to wait before the next attempt may be checked, or 0 when it may go ahead now. */
export function secondsToWait(state: FailureState, nowMs: number, settings: LoginThrottleSettings): number {
  if (!state.last || state.count < settings.freeFailures) return 0;
  const since = nowMs - state.last.getTime();
  if (since > FORGET_AFTER_MS) return 0;
  const delay = Math.min(
    settings.maxDelaySeconds,
    settings.baseDelaySeconds * 2 ** (state.count - settings.freeFailures),
  );
  return Math.max(0, Math.ceil((delay * 1000 - since) / 1000));
}

/** Effective failure count: a day without failures starts over. */
export function currentCount(state: FailureState, nowMs: number): number {
  return state.last && nowMs - state.last.getTime() <= FORGET_AFTER_MS ? state.count : 0;
}

/**
 * Failures for emails that have no account. Kept in memory (bounded), so an unknown email slows down exactly like a
 * real one and the 429 cannot tell an attacker which emails exist. Known accounts keep their count in the users row.
 */
export function createUnknownEmailFailures() {
  const failures = new LRUCache<string, FailureState>({ max: 10_000, ttl: FORGET_AFTER_MS });
  return {
    get(email: string): FailureState {
      return failures.get(email) ?? { count: 0, last: null };
    },
    record(email: string, at: Date, nowMs: number) {
      const state = this.get(email);
      failures.set(email, { count: currentCount(state, nowMs) + 1, last: at });
    },
  };
}
