import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The real process: start, refuse a second server on the same DATA_DIR, shut down cleanly on SIGTERM. */
const main = fileURLToPath(new URL('./main.ts', import.meta.url));
// The project's pinned Node (vitest itself may have been started by an older system Node).
const pinnedNode = fileURLToPath(new URL('../../../node_modules/.bin/node', import.meta.url));
const nodeBin = existsSync(pinnedNode) ? pinnedNode : process.execPath;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-main-'));
const children: ChildProcess[] = [];

function start(port: number, env: Record<string, string> = {}) {
  const child = spawn(nodeBin, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  children.push(child);
  return { child, exited, output: () => output };
}

async function waitReady(port: number) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server never became ready');
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  const port = 3190 + Math.floor(Math.random() * 9);

  it('starts on PGlite and says the embedded database is for trying and small shops', async () => {
    const first = start(port);
    await waitReady(port);
    expect(first.output()).toContain('Production uses PostgreSQL through DATABASE_URL');
    // One line says where the start's time went and how much memory the server holds.
    const started = first
      .output()
      .split('\n')
      .map((line) => {
        try {
          return JSON.parse(line) as Record<string, unknown>;
        } catch {
          return null;
        }
      })
      .find((line) => typeof line?.msg === 'string' && line.msg.includes('is serving on'));
    expect(started).toMatchObject({ database: 'pglite', rssMb: expect.any(Number), startMs: expect.any(Number) });
    expect(Object.keys(started?.phasesMs as object)).toEqual(['imports', 'database', 'app', 'startupTasks', 'listen']);
    // And which outside services are real and which are local.
    expect(started?.providers).toEqual({
      payments: 'local test gateway',
      shipping: 'local zone rates and courier',
      images: 'local (DATA_DIR/uploads)',
      mail: 'local (.eml files in DATA_DIR/mail)',
      messages: 'local (files in DATA_DIR/messages)',
      cacheAndLimits: 'in process',
      metrics: 'off',
    });

    const second = start(port + 10);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Kala server \(pid \d+\) is using this data directory/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
  });

  it('refuses a bad setting with a message that names it', async () => {
    const bad = start(port, { PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT: must be a port number');
  });
});
