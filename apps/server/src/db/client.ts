import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.ts';

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

/** Connections one server opens to PostgreSQL. */
const POOL_MAX = 10;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** PostgreSQL URL; without it, PGlite. */
  url?: string | undefined;
  /** PGlite directory; undefined keeps PGlite in memory. */
  pgliteDir?: string | undefined;
  /** Told when an idle PostgreSQL connection fails (to log it). */
  onIdleError?: (error: Error) => void;
}

/** Opens the database and applies pending migrations (architecture §2: the server migrates at start). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_MAX });
    // An idle connection that the server drops (a restart, a failover) emits 'error' on the pool; without a listener
    // that would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
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
    const client = await PGlite.create(options.pgliteDir ? { dataDir: options.pgliteDir } : {});
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
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
