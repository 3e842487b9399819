import pg from 'pg';

/** Connections one server opens to PostgreSQL. */
export const POOL_MAX = 10;

/**
 * How long a request may wait on PostgreSQL (issue 12: a database restarted or down under load fails requests with a
 * 503 quickly, never hangs them). A stopped server refuses at once; these bound the other cases.
 */
export interface PoolTimeouts {
  /** Waiting for a pooled connection or for a new one to open (a pool worn out, a host that does not answer). */
  connectMs: number;
  /** One statement, enforced by the server (a lock waited on for ever, a runaway query). */
  statementMs: number;
  /** A transaction left idle by its holder keeps its locks no longer than this. */
  idleInTransactionMs: number;
  /** The readiness check's `select 1`. */
  pingMs: number;
}

export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = {
  connectMs: 5_000,
  statementMs: 30_000,
  idleInTransactionMs: 60_000,
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
    // The kernel notices a peer that vanished without closing (a host gone, a cable pulled).
    keepAlive: true,
  });
  // An idle connection that the server drops (a restart, a failover) emits 'error' on the pool; without a listener
  // that would crash the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => onIdleError?.(error));
  // Every client keeps one listener of its own, for the moments no one else listens (between a checkout and the
  // guard above, inside pool.query's own handling); the statement in flight reports the error anyway.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
