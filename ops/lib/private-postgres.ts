import { execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { programPath } from './system-parts.ts';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server programs (package postgresql-15); POSTGRES_BIN_DIR points elsewhere. */
const BIN_DIR = programPath('postgresPrograms');

export interface PrivatePostgresOptions {
  /** The TCP port on 127.0.0.1 (the caller's own range). */
  port: number;
  /** Hard bound on the server's life: a watchdog stops it and deletes its data this long after start. Default 30 min. */
  maxLifetimeMs?: number;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  url: string;
  port: number;
  dataDir: string;
  /** A URL for another database on this server. */
  urlFor(database: string): string;
  /** Stops the server: 'fast' ends every session (a planned restart), 'immediate' is a crash (recovery on start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same data, waiting until it accepts connections. */
  start(): Promise<void>;
  /**
   * Stops every process of the server with SIGSTOP, as a paused VM or storage that hangs would: connections stay
   * open, nothing is answered, and the server's own timeouts cannot run. Answers the pids stopped.
   */
  freeze(): Promise<number[]>;
  /** SIGCONT to the processes `freeze` stopped. */
  thaw(): Promise<void>;
  /** Stops the server and deletes its data directory. */
  destroy(): Promise<void>;
}

/**
 * A throw-away PostgreSQL server for fault scripts and tests that must stop or restart the database under a running
 * store (issue 12): its own data directory under /tmp, its own port on 127.0.0.1, fsync off (its data is disposable),
 * never the machine's shared server. PostgreSQL refuses to run as root, so as root its programs run as the postgres
 * user. A detached watchdog stops it and deletes its data when the process that started it exits or after
 * `maxLifetimeMs`, so a script that crashes leaves nothing running.
 */
export async function startPrivatePostgres(options: PrivatePostgresOptions): Promise<PrivatePostgres> {
  const { port } = options;
  const asRoot = process.getuid?.() === 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-private-pg-'));
  const logFile = path.join(dataDir, 'server.log');
  const pgData = path.join(dataDir, 'data');
  if (asRoot) chownSync(dataDir, ...postgresIds());

  /** Runs one of PostgreSQL's programs, as the postgres user when we are root. */
  const pgProgram = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(BIN_DIR, program), ...args])
      : run(path.join(BIN_DIR, program), args);

  await pgProgram('initdb', ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dataDir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');

  const start = async () => {
    await pgProgram('pg_ctl', ['-D', pgData, '-o', serverOptions, '-l', logFile, '-w', '-t', '30', 'start']);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pgProgram('pg_ctl', ['-D', pgData, '-m', mode, '-w', '-t', '30', 'stop']);
  };

  let frozen: number[] = [];
  const freeze = async () => {
    const postmaster = Number(readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]);
    // The postmaster first, so it forks no new backend while its children are being stopped.
    process.kill(postmaster, 'SIGSTOP');
    frozen = [postmaster, ...(await childrenOf(postmaster))];
    for (const pid of frozen.slice(1)) process.kill(pid, 'SIGSTOP');
    return frozen;
  };
  const thaw = async () => {
    for (const pid of frozen) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // a backend that has gone meanwhile
      }
    }
    frozen = [];
  };

  await start();
  startWatchdog({ pgData, dataDir, asRoot, maxLifetimeMs: options.maxLifetimeMs ?? 30 * 60_000 });

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    dataDir,
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
    start,
    freeze,
    thaw,
    async destroy() {
      await thaw();
      await stop('immediate').catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The pids of `parent`'s children (a PostgreSQL server's backends and helpers), from `ps`. */
async function childrenOf(parent: number): Promise<number[]> {
  const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(parent)]).catch(() => ({ stdout: '' }));
  return stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => Number.isInteger(pid) && pid > 0);
}

/** The postgres user's uid and gid (it owns the data directory). */
function postgresIds(): [number, number] {
  // `id` is always there; reading /etc/passwd by hand would miss other user databases.
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('no postgres user on this machine');
  return [uid, gid];
}

/**
 * A shell loop outside this process: when this process is gone, or the lifetime is up, it stops the server at once
 * and removes its data directory.
 */
function startWatchdog(input: { pgData: string; dataDir: string; asRoot: boolean; maxLifetimeMs: number }) {
  const pgCtl = `${path.join(BIN_DIR, 'pg_ctl')} -D '${input.pgData}' -m immediate -w stop`;
  const stopCommand = input.asRoot ? `runuser -u postgres -- ${pgCtl}` : pgCtl;
  const script = [
    `end=$(( $(date +%s) + ${Math.ceil(input.maxLifetimeMs / 1000)} ))`,
    `while kill -0 ${process.pid} 2>/dev/null && [ $(date +%s) -lt $end ]; do sleep 1; done`,
    // A server left frozen (a fault script killed mid-freeze) must run again to be stopped.
    `pm=$(head -n 1 '${input.pgData}/postmaster.pid' 2>/dev/null)`,
    `if [ -n "$pm" ]; then kill -CONT "$pm" 2>/dev/null; pkill -CONT -P "$pm" 2>/dev/null; fi`,
    `${stopCommand} >/dev/null 2>&1`,
    `rm -rf '${input.dataDir}'`,
  ].join('\n');
  const watchdog = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  watchdog.unref();
}
