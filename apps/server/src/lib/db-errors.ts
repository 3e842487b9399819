/**
 * Whether a failed statement broke a unique index (PostgreSQL's 23505), on the error or any of its causes (Drizzle
 * wraps the driver's error): a racing insert that lost, which the caller answers as a conflict or tries again.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
