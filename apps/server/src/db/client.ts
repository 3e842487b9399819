import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import * as schema from './schema/index.ts';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.ts';
import { createPostgresPool, DEFAULT_POOL_TIMEOUTS, POOL_MAX, type PoolTimeouts } from './postgres-pool.ts';
import { WORD_SIMILARITY_THRESHOLD } from './search-settings.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `select 1`; throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * The embedded database's whole data directory as one gzipped tar, consistent (PGlite runs one statement at a
   * time, so no write is half done in it); undefined for PostgreSQL, which is backed up with its own tools.
   */
  snapshot?: () => Promise<Blob>;
  /** Connections of the pool (PostgreSQL): open, idle, and requests waiting for one; PGlite has one, always open. */
  poolUse(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

/**
 * PGlite's start parameters: its defaults, with 16 MB of shared buffers instead of the 128 MB its initdb writes.
 * PGlite touches the whole buffer pool when it starts, so 128 MB was 115 MB of the idle server's RSS (issue 13); a
 * small shop's working set fits in 16 MB, and the operating system's page cache keeps the data files beside it.
 */
export const pgliteStartParams = (defaults: readonly string[]) => [...defaults, '-c', 'shared_buffers=16MB'];

export interface DatabaseOptions {
  /** PostgreSQL URL; without it, PGlite. */
  url?: string | undefined;
  /** PGlite directory; undefined keeps PGlite in memory. */
  pgliteDir?: string | undefined;
  /** Told when an idle PostgreSQL connection fails (to log it). */
  onIdleError?: (error: Error) => void;
  /** PostgreSQL only; DEFAULT_POOL_TIMEOUTS unless set (tests shorten them). */
  timeouts?: Partial<PoolTimeouts>;
}

/**
 * The contrib extensions the migrations create (0018_search: trigram matching and accent folding for the catalogue
 * search, decision 045). PGlite ships each as a bundle of its own, loaded here with the database.
 */
export async function pgliteExtensions() {
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  return { pg_trgm, unaccent };
}

/** Any fixed number no other part of the server uses for an advisory lock (the seed has its own). */
const MIGRATION_LOCK_KEY = 4_907_534_221_002;

/**
 * Applies pending migrations under a session advisory lock. Instances starting together on a new database would
 * otherwise each run the first migration, and all but one would crash on a duplicate table (issue 12: two instances
 * behind a proxy); with the lock they take turns and the later ones find nothing left to apply. On a connection of its
 * own, without the pool's timeouts: waiting for another instance's migrations, or a migration that rewrites a large
 * table, may rightly take longer than a request's statement.
 */
async function migrateInTurn(url: string, connectMs: number) {
  const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs });
  // A lost connection fails the statement in flight, which fails the start; the event itself must not end the process.
  holder.on('error', () => undefined);
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(holder, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    // Ending the session frees the lock, whatever state a failure left.
    await holder.end().catch(() => undefined);
  }
}

/** Opens the database and applies pending migrations (architecture §2: the server migrates at start). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Timeouts, and a pool that lives through a PostgreSQL restart (db/postgres-pool.ts, issue 12).
    const timeouts = { ...DEFAULT_POOL_TIMEOUTS, ...options.timeouts };
    // A statement timeout shortened without its answer bound keeps the bound just past it.
    if (options.timeouts?.statementMs !== undefined && options.timeouts.answerMs === undefined) {
      timeouts.answerMs =
        options.timeouts.statementMs + (DEFAULT_POOL_TIMEOUTS.answerMs - DEFAULT_POOL_TIMEOUTS.statementMs);
    }
    await migrateInTurn(options.url, timeouts.connectMs);
    const pool = createPostgresPool(options.url, timeouts, options.onIdleError);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // pg reads a per-query `query_timeout` (its types leave it out). On a timeout the pool drops the connection the
    // ping used, so a stuck one is not handed out again.
    const pingQuery = { text: 'select 1', query_timeout: timeouts.pingMs };
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query(pingQuery)),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
      close: () => pool.end(),
    };
  }

  let lock: DirectoryLock | undefined;
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
    // PGlite does not lock its directory; two processes on one directory would corrupt it.
    lock = acquireDirectoryLock(path.join(options.pgliteDir, '..', 'db.lock'));
  }
  try {
    // Loaded only for the embedded database: a server on PostgreSQL never holds PGlite's code.
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, extensions] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      pgliteExtensions(),
    ]);
    const client = await PGlite.create({
      ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
      startParams: pgliteStartParams(PGlite.defaultStartParams),
      extensions,
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    // The search's trigram threshold (db/search-settings.ts) for PGlite's one session.
    await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      poolUse: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
      snapshot: () => client.dumpDataDir('gzip'),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
