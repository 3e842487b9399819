/** The real server for a benchmark: started on a temporary DATA_DIR (and optionally a temporary PostgreSQL database). */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const repoRoot = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  base: string;
  /** The PostgreSQL URL of the temporary database, when the server runs on PostgreSQL. */
  databaseUrl: string | undefined;
  stop(): Promise<void>;
}

async function waitForReady(child: ChildProcess, base: string) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

/** Starts `apps/server/src/main.ts` on `database` ('pglite' or 'postgres') with the demo catalogue. */
export async function startBenchServer(
  database: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let dbName: string | undefined;
  if (database === 'postgres') {
    dbName = `kala_bench_${Date.now()}`;
    await adminQuery(`create database ${dbName}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(child, base);
  return {
    base,
    databaseUrl: env.DATABASE_URL,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) await adminQuery(`drop database if exists ${dbName} with (force)`);
    },
  };
}
