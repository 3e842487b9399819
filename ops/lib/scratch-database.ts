import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL (trust on loopback), whose `postgres` database is used only to create and drop others. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
  /** The same drop as a command line, for a watchdog that outlives this process (ops/lib/child-group.ts). */
  dropCommand: string[];
}

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new empty database `<prefix>_<random>` on the server `adminUrl` names, to be dropped when done. */
export async function createScratchDatabase(adminUrl = DEFAULT_POSTGRES_URL, prefix = 'kala_cluster') {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // `node -e` with pg's own path, so the command works from any directory.
  const dropScript = [
    'const { default: pg } = await import(process.argv[1]);',
    'const client = new pg.Client({ connectionString: process.argv[2] });',
    'await client.connect();',
    'await client.query(`drop database if exists ${process.argv[3]} with (force)`);',
    'await client.end();',
  ].join(' ');
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
    dropCommand: [process.execPath, '--input-type=module', '-e', dropScript, import.meta.resolve('pg'), adminUrl, name],
  } satisfies ScratchDatabase;
}
