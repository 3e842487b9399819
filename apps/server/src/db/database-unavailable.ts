/**
 * Whether an error means "the database cannot answer now" (restarting, down, unreachable, out of connections, too
 * slow), as opposed to a statement that is wrong. The error handler answers those 503 so a client knows to try again
 * (issue 12); everything else stays a 500. Drizzle wraps the driver's error, so the whole `cause` chain is read; the
 * answer is the error in that chain that says so (its message is the one worth logging), or undefined.
 */
export function databaseOutageOf(error: unknown): Error | undefined {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
    seen.add(current);
    if (describesOutage(current)) return current;
    // Connecting to a name with several addresses fails with one error per address.
    if (current instanceof AggregateError) {
      const inner = current.errors.find((each) => databaseOutageOf(each));
      if (inner) return databaseOutageOf(inner);
    }
  }
  return undefined;
}

/** Node's codes for a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for the server, not the statement: class 08 (connection exception), class 53 (insufficient
 * resources: too many connections, out of memory or disk), 57P01-57P03 (shutting down, crashed, starting up) and
 * 57014 (a statement cancelled, which is how `statement_timeout` ends one).
 */
function isOutageState(code: string): boolean {
  return code.startsWith('08') || code.startsWith('53') || ['57P01', '57P02', '57P03', '57014'].includes(code);
}

/** pg's and pg-pool's own messages for a connection lost, refused or not obtained in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Query read timeout/,
  /^Client was closed and is not queryable/,
];

function describesOutage(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isOutageState(code)))) {
    return true;
  }
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}
