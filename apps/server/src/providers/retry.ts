/**
 * Retries for calls to outside services that are safe to repeat (issue 12: providers slow or answering 5xx). Only a
 * read, or a write the service makes idempotent (a refund under its idempotency key, a capture that says "already
 * captured"), is ever sent twice; creating something new is not.
 *
 * What is tried again: a 5xx or 429 answer, and a request that could not be sent (connection refused or reset). A
 * timeout is not: the shopper has already waited the whole timeout once, and work in the background is tried again
 * later by the outbox with its own, longer backoff.
 */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the second try; each later one doubles it. A random part up to as much again is added. */
  baseDelayMs: number;
  /** The longest wait a Retry-After answer may ask for; a longer one ends the retries. */
  maxDelayMs: number;
}

export const PROVIDER_RETRIES: RetryPolicy = { attempts: 3, baseDelayMs: 200, maxDelayMs: 2_000 };

/** What one try ended with, as far as retrying is concerned. */
export type TryOutcome = { retry: false } | { retry: true; retryAfterMs?: number | undefined };

/**
 * Runs `attempt` until it succeeds, `judge` says its outcome is final, or the policy's tries are spent; answers the
 * last outcome (a value or a thrown error). `judge` sees each result or error.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  judge: (outcome: { value: T } | { error: unknown }) => TryOutcome,
  policy: RetryPolicy = PROVIDER_RETRIES,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let tried = 1; ; tried++) {
    let outcome: { value: T } | { error: unknown };
    try {
      outcome = { value: await attempt() };
    } catch (error) {
      outcome = { error };
    }
    const verdict = judge(outcome);
    if (!verdict.retry || tried >= policy.attempts) {
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    }
    const backoff = policy.baseDelayMs * 2 ** (tried - 1);
    const wait = verdict.retryAfterMs ?? backoff + Math.random() * backoff;
    if (wait > policy.maxDelayMs) {
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    }
    await sleep(wait);
  }
}

/** Whether an HTTP status is worth another try: the service failed or asked us to slow down. */
export const retryableStatus = (status: number) => status >= 500 || status === 429;

/** Retry-After in ms (seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
