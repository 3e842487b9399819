import type { OrderAttempt } from './order-load.ts';

/** Summary figures of a run's order attempts (what docs/faults.md reports). */
export interface LoadFigures {
  attempts: number;
  ok: number;
  /** Answers by "status message" (0 = no answer), failures only. */
  failures: Record<string, number>;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers by instance (X-Served-By). */
  servedBy: Record<string, number>;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const isOk = (attempt: OrderAttempt) => attempt.status >= 200 && attempt.status < 300;

export function loadFigures(attempts: readonly OrderAttempt[], seconds: number): LoadFigures {
  const latencies = attempts.map((attempt) => attempt.ms).sort((a, b) => a - b);
  const failures: Record<string, number> = {};
  const servedBy: Record<string, number> = {};
  for (const attempt of attempts) {
    if (attempt.servedBy) servedBy[attempt.servedBy] = (servedBy[attempt.servedBy] ?? 0) + 1;
    if (isOk(attempt)) continue;
    const label = `${attempt.status} ${attempt.message ?? ''}`.trim();
    failures[label] = (failures[label] ?? 0) + 1;
  }
  const ok = attempts.filter(isOk).length;
  return {
    attempts: attempts.length,
    ok,
    failures,
    ordersPerSecond: Math.round(ok / seconds),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? 0,
    servedBy,
  };
}

/** The first successful answer sent at or after `from` (ms since the load started), or undefined. */
export function firstOkAfter(attempts: readonly OrderAttempt[], from: number): OrderAttempt | undefined {
  return attempts.filter((attempt) => attempt.at >= from && isOk(attempt)).sort((a, b) => a.at - b.at)[0];
}

/** ms from `from` until the first successful answer to a request sent at or after it. */
export function answeredAfter(attempts: readonly OrderAttempt[], from: number): number | undefined {
  const first = firstOkAfter(attempts, from);
  return first && first.at + first.ms - from;
}

/** Prints a report as indented JSON lines under a title (the scripts' output; docs/faults.md copies the figures). */
export function printReport(title: string, report: object) {
  console.log(`\n== ${title}`);
  console.log(JSON.stringify(report, null, 2));
}

/** What the same-key retries of unknown outcomes found (order-load.ts settleUnknown). */
export function unknownOutcomes(retries: readonly OrderAttempt[]) {
  return {
    retriedWithSameKey: retries.length,
    hadPlacedTheOrder: retries.filter((retry) => isOk(retry) && retry.replayed).length,
    placedByTheRetry: retries.filter((retry) => isOk(retry) && !retry.replayed).length,
    stillFailing: retries.filter((retry) => !isOk(retry)).length,
  };
}
