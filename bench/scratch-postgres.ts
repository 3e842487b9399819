/**
 * A throwaway PostgreSQL server of the machine's own version, started for one profile with pg_stat_statements
 * loaded (it must be in shared_preload_libraries when the server starts; the machine's PostgreSQL, shared with other
 * work, is neither restarted nor reconfigured). Its data directory is temporary; `stop()` shuts it down and deletes
 * it. Run as root, it runs as the `postgres` account (PostgreSQL refuses root). Needs `pg_config` on the PATH.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface ScratchPostgres {
  /** A superuser URL (trust) on 127.0.0.1. */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The settings that shape commit time are copied from the machine's server, so both commit alike. */
const COPIED_SETTINGS = ['fsync', 'synchronous_commit', 'wal_sync_method', 'full_page_writes', 'shared_buffers'];

async function settingsOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Each in its own unit (shared_buffers in 8 kB pages), which is also how `-c name=value` reads a bare number.
    const { rows } = await client.query<{ name: string; setting: string }>(
      'select name, setting from pg_settings where name = any($1)',
      [COPIED_SETTINGS],
    );
    return rows.map((r) => `${r.name}=${r.setting}`);
  } finally {
    await client.end();
  }
}

export async function startScratchPostgres(port: number, copyFrom?: string): Promise<ScratchPostgres> {
  const bin = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(path.join(tmpdir(), 'kala-scratch-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const account = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(account), Number(group));
  }
  const run = (command: string, args: string[]) =>
    asRoot ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const) : ([command, args] as const);
  const data = path.join(dir, 'data');
  const [initdb, initArgs] = run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  execFileSync(initdb, initArgs, { stdio: 'ignore' });
  const copied = copyFrom ? await settingsOf(copyFrom) : [];
  const [postgres, args] = run(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'shared_preload_libraries=pg_stat_statements',
    '-c',
    'pg_stat_statements.track=all',
    '-c',
    'max_connections=100',
    ...copied.flatMap((setting) => ['-c', setting]),
  ]);
  const child = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (log = (log + chunk).slice(-4000)));
  const exited = new Promise((r) => child.once('exit', r));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let i = 0; ; i++) {
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      if (child.exitCode !== null || i > 100)
        throw new Error(`scratch PostgreSQL did not start: ${log}`, { cause: error });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      // SIGINT to the postmaster itself (under runuser the child is runuser): PostgreSQL's fast shutdown.
      const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
