import pg from 'pg';
import { SEARCH_SESSION_OPTIONS } from './search-settings.ts';

/** Connections one server opens to PostgreSQL. */
export const POOL_MAX = 10;

/**
 * How long a request may wait on PostgreSQL (issue 12: a database restarted or down under load fails requests with a
 * 503 quickly, never hangs them). A stopped server refuses at once; these bound the other cases, so that a request's
 * wait on the database (a connection, then one statement) ends well inside HAProxy's 30 s `timeout server`, and the
 * shopper gets the store's own 503 with Retry-After rather than the proxy's 504 (docs/faults.md, "PostgreSQL frozen").
 */
export interface PoolTimeouts {
  /** Waiting for a pooled connection or for a new one to open (a pool worn out, a host that does not answer). */
  connectMs: number;
  /** One statement, enforced by the server (a lock waited on for ever, a runaway query): it answers 57014, a 503. */
  statementMs: number;
  /**
   * A transaction left idle by its holder keeps its locks no longer than this. The store's transactions idle only
   * between their statements (no provider is called inside one), so this ends one whose process stalled, and frees
   * its locks before a statement waiting on them reaches its own timeout.
   */
  idleInTransactionMs: number;
  /**
   * One statement's answer, enforced by the store: a server that is frozen (its processes stopped, a paused VM,
   * storage that hangs) keeps the connection open and cannot run its own statement timeout, so without this a
   * request would wait for ever. Past it the statement fails and its connection is closed, never reused.
   * A little longer than `statementMs`, so the server's own cancel comes first when it can.
   */
  answerMs: number;
  /** The readiness check's `select 1`. */
  pingMs: number;
}

export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  idleInTransactionMs: 5_000,
  answerMs: 12_000,
  pingMs: 2_000,
};

/**
 * pg's pool, made to live through a PostgreSQL restart (issue 12). Two failures were seen with the plain pool while
 * PostgreSQL restarted under order load:
 * - A connection checked out (a transaction between two statements) has no pool listener, so when the server ended
 *   it, pg emitted 'error' on the client with nobody listening, and the process died.
 * - Drizzle's transaction sends `begin` before its try/finally: when `begin` failed on a connection that had just
 *   been cut, the client was never released, and each such failure took a connection from the pool for good (ten
 *   of them and the server could never reach its database again, nor shut down: `pool.end()` waits for them).
 * Here every client checked out through `connect()` goes back to the pool by itself, as broken, when its connection
 * fails; the holder's own release afterwards does nothing. `pool.query()` already does the same for its clients.
 */
export class ResilientPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is pool.query's own, which guards its client itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedOnConnectionLoss);
  }
}

function releasedOnConnectionLoss(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onConnectionError);
    release(error);
  };
  const onConnectionError = (error: Error) => releaseOnce(error);
  client.on('error', onConnectionError);
  client.release = releaseOnce;
  return client;
}

/** The pool the server uses, with the timeouts above and listeners that keep a lost connection from ending the process. */
export function createPostgresPool(url: string, timeouts: PoolTimeouts, onIdleError?: (error: Error) => void) {
  const pool = new ResilientPool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // pg's own bound on waiting for an answer; it fails the statement but leaves the connection as it is.
    query_timeout: timeouts.answerMs,
    // The kernel notices a peer that vanished without closing (a host gone, a cable pulled).
    keepAlive: true,
    // The catalogue search's trigram threshold for every connection (db/search-settings.ts, decision 045).
    options: SEARCH_SESSION_OPTIONS,
  });
  // An idle connection that the server drops (a restart, a failover) emits 'error' on the pool; without a listener
  // that would crash the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => onIdleError?.(error));
  // Every client keeps one listener of its own, for the moments no one else listens (between a checkout and the
  // guard above, inside pool.query's own handling); the statement in flight reports the error anyway.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    closedWhenUnanswered(client);
  });
  return pool;
}

/** pg's error for a statement that outlived `query_timeout`. */
const UNANSWERED = 'Query read timeout';

/**
 * A statement that outlives `answerMs` also closes its connection. pg fails the statement but keeps the connection,
 * with the unanswered statement still first in line on it: the transaction's `rollback` would queue behind it for
 * ever, and the pool would hand the connection out again. Closed, it fails whatever is queued at once ('Connection
 * terminated', a 503), the pool drops it, and the server ends its session when it wakes.
 */
function closedWhenUnanswered(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const closeIfUnanswered = (error: unknown) => {
    if (error instanceof Error && error.message === UNANSWERED) {
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        closeIfUnanswered(error);
        callback(error, result);
      };
      return query(...args);
    }
    const answer = query(...args);
    if (!(answer instanceof Promise)) return answer;
    return answer.catch((error: unknown) => {
      closeIfUnanswered(error);
      throw error;
    });
  };
}
