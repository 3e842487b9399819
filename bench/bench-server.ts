/**
 * The real server for a benchmark: started on a temporary DATA_DIR (and optionally a temporary PostgreSQL database).
 * `startBenchServer` does it in one call; `createBenchData` and `spawnServer` apart start one data set several times
 * (restarts on existing data, for cold-start figures).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../apps/server/src/node-flags.ts';
import { bundleServerOnce, SERVER_BUNDLE } from '../apps/server/src/scripts/bundle-server.ts';

export const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const repoRoot = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  base: string;
  /** The server process (its memory: process-memory.ts). */
  pid: number;
  /** The PostgreSQL URL of the temporary database, when the server runs on PostgreSQL. */
  databaseUrl: string | undefined;
  stop(): Promise<void>;
}

/** A temporary DATA_DIR, plus a temporary PostgreSQL database for 'postgres': what a server is started on. */
export interface BenchData {
  env: Record<string, string>;
  /** Deletes the directory and drops the database; every server started on it must have stopped. */
  remove(): Promise<void>;
}

/** One server process on a BenchData. */
export interface SpawnedServer {
  base: string;
  pid: number;
  /** Sends SIGTERM and waits for the process to exit (the data stays). */
  stop(): Promise<void>;
}

async function poll(child: ChildProcess, url: string, intervalMs: number, attempts: number) {
  for (let i = 0; i < attempts; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`server did not answer ${url}`);
}

async function adminQuery(sql: string, adminUrl = postgresUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

/**
 * Makes the data a server runs on: a temporary DATA_DIR, and for 'postgres' a temporary database (on `adminUrl`'s
 * server, BENCH_DATABASE_URL's by default).
 */
export async function createBenchData(database: string, adminUrl = postgresUrl): Promise<BenchData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let dbName: string | undefined;
  if (database === 'postgres') {
    dbName = `kala_bench_${Date.now()}`;
    await adminQuery(`create database ${dbName}`, adminUrl);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  } else if (database !== 'pglite') {
    throw new Error(`unknown database ${database}: pglite or postgres`);
  }
  return {
    env,
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) await adminQuery(`drop database if exists ${dbName} with (force)`, adminUrl);
    },
  };
}

/**
 * Starts the bundled server (`apps/server/dist/main.js`, bundled from the sources first) on `data` and resolves once
 * `waitFor` (`/api/ready` by default) answers 200, asking every `pollMs`. `onLine` gets the server's stdout line by
 * line (otherwise it goes to this terminal).
 */
export async function spawnServer(
  data: BenchData,
  port: number,
  options: {
    extraEnv?: Record<string, string>;
    /** Node flags after the server's own (e.g. `--cpu-prof`). */
    nodeFlags?: string[];
    waitFor?: string;
    pollMs?: number;
    onLine?: (line: string) => void;
  } = {},
): Promise<SpawnedServer> {
  const { extraEnv = {}, nodeFlags = [], waitFor = '/api/ready', pollMs = 500, onLine } = options;
  const base = `http://127.0.0.1:${port}`;
  await bundleServerOnce();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeFlags, SERVER_BUNDLE], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...data.env, ...extraEnv },
    stdio: ['ignore', onLine ? 'pipe' : 'inherit', 'inherit'],
  });
  if (onLine && child.stdout) {
    let rest = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  // 'close', not 'exit': by then the piped stdout has been read to its end too.
  const exited = new Promise((r) => child.once('close', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    // 120 s at the default 500 ms: the first start on an empty data set seeds the demo catalogue.
    await poll(child, `${base}${waitFor}`, pollMs, Math.ceil(120_000 / pollMs));
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid!, stop };
}

/**
 * Starts the bundled server on `database` ('pglite' or 'postgres') with the demo catalogue; `options.adminUrl` makes
 * the temporary database on another PostgreSQL server than BENCH_DATABASE_URL's.
 */
export async function startBenchServer(
  database: string,
  port: number,
  extraEnv: Record<string, string> = {},
  options: { nodeFlags?: string[]; adminUrl?: string } = {},
): Promise<BenchServer> {
  const data = await createBenchData(database, options.adminUrl);
  let server: SpawnedServer;
  try {
    server = await spawnServer(data, port, { extraEnv, nodeFlags: options.nodeFlags });
  } catch (error) {
    await data.remove();
    throw error;
  }
  return {
    base: server.base,
    pid: server.pid,
    databaseUrl: data.env.DATABASE_URL,
    async stop() {
      await server.stop();
      await data.remove();
    },
  };
}
