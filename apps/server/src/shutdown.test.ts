import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { Agent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * SIGTERM under load drops no request (issue 12). The real process, on PGlite (the drain does not depend on the
 * database, so this runs once): while shoppers' requests keep arriving over kept-alive connections, SIGTERM turns
 * readiness off (a proxy's health check takes the instance out of rotation) and the instance goes on serving what
 * still reaches it; once requests stop it closes, finishes the request still in flight, and exits 0.
 */
const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const pinnedNode = fileURLToPath(new URL('../../../node_modules/.bin/node', import.meta.url));
const nodeBin = existsSync(pinnedNode) ? pinnedNode : process.execPath;
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts main.ts on a port the system picks and answers it once the server listens. */
async function startServer() {
  const child = spawn(nodeBin, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kala-shutdown-')),
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited: ${output}`));
      }
    }, 50);
  });
  return { child, port, exited, output: () => output };
}

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

function answerOf(request: ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
  });
}

describe.runIf(process.env.KALA_TEST_DB !== 'postgres')('SIGTERM under load', () => {
  it('turns readiness off, serves what still arrives, finishes the request in flight, then exits 0', async () => {
    const server = await startServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const get = (pathname: string) =>
      answerOf(httpRequest({ host: '127.0.0.1', port: server.port, path: pathname, agent }).end());
    expect((await get('/api/ready')).status).toBe(200);

    // Shoppers: eight loops over kept-alive connections, each answer checked.
    const failures: string[] = [];
    let served = 0;
    let loading = true;
    const shoppers = Array.from({ length: 8 }, async () => {
      while (loading) {
        const answer = await get('/api/products?limit=4').catch((error: Error) => ({ status: 0, body: error.message }));
        if (answer.status === 200) served += 1;
        else failures.push(`${answer.status} ${answer.body.slice(0, 120)}`);
      }
    });
    await expect.poll(() => served, { timeout: 10_000 }).toBeGreaterThan(20);

    // A request in flight across the whole stop: its headers are in, its body comes later.
    const body = JSON.stringify({ email: 'in-flight@example.com' });
    const slow = httpRequest({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/api/newsletter',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const slowAnswer = answerOf(slow);
    slow.write(body.slice(0, 10));
    slow.flushHeaders();

    server.child.kill('SIGTERM');
    // Not ready any more, while the shoppers' requests are still served.
    await expect
      .poll(async () => JSON.parse((await get('/api/ready')).body).data.status, { timeout: 5_000 })
      .toBe('closing');
    const servedAtSigterm = served;
    await expect.poll(() => served, { timeout: 5_000 }).toBeGreaterThan(servedAtSigterm + 20);
    loading = false;
    await Promise.all(shoppers);
    agent.destroy();

    // The load stopped: the server closes its port, and only then is the slow request's body finished.
    const refused = () =>
      new Promise<boolean>((resolve) => {
        const probe = httpRequest({ host: '127.0.0.1', port: server.port, path: '/api/health', agent: false });
        probe.once('error', () => resolve(true));
        probe.once('response', (response) => (response.resume(), resolve(false)));
        probe.end();
      });
    await expect.poll(refused, { timeout: 10_000, interval: 100 }).toBe(true);
    slow.end(body.slice(10));
    const answer = await slowAnswer;
    expect(answer.status).toBe(202);
    expect(answer.headers.connection).toBe('close');

    expect(failures).toEqual([]);
    expect(await server.exited).toBe(0);
  });
});
