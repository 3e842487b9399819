import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { createChildGroup, terminate, type ChildGroup } from './child-group.ts';
import { programPath } from './system-parts.ts';

/**
 * A Redis of the script's own (never the machine's shared one, which others use): loopback only, keeping nothing on
 * disk, on a port the caller picks. It can be taken down and brought back, as the fault scripts do to show the
 * store selling on without it.
 */
export interface PrivateRedis {
  readonly url: string;
  readonly port: number;
  /** The running server's pid, or undefined while it is down. */
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Takes it down: SIGTERM (a clean shutdown) or SIGKILL (a crash). Resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Brings it back on the same port, empty (it keeps nothing). Resolves once it answers PING. */
  start(): Promise<void>;
  /** Stops it for good, with the watchdog of its own group when it made one. */
  close(): Promise<void>;
}

/** Debian's package puts it at /usr/bin/redis-server; REDIS_SERVER_PATH overrides. */
export const REDIS_SERVER = programPath('redis');

/** Whether a Redis answers PING on 127.0.0.1:`port` within `timeoutMs`. */
export function redisAnswers(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG'));
    });
  });
}

/**
 * Starts redis-server on `port` with its log in `dir`. Its process belongs to `group` when given (the cluster's),
 * else to a group of its own that lives at most `lifetimeMs` (30 minutes by default).
 */
export async function startPrivateRedis(options: {
  port: number;
  dir: string;
  group?: ChildGroup;
  lifetimeMs?: number;
  binary?: string;
}): Promise<PrivateRedis> {
  const binary = options.binary ?? REDIS_SERVER;
  if (!existsSync(binary))
    throw new Error(`redis-server is not installed at ${binary} (Debian: apt-get install redis-server)`);
  mkdirSync(options.dir, { recursive: true });
  const ownGroup = options.group
    ? undefined
    : createChildGroup({ dir: options.dir, lifetimeMs: options.lifetimeMs ?? 30 * 60_000 });
  const group = options.group ?? ownGroup!;
  const logFile = path.join(options.dir, `redis-${options.port}.log`);
  let child: ChildProcess | undefined;
  const isRunning = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  async function start() {
    if (isRunning()) throw new Error('this Redis is already running');
    if (await redisAnswers(options.port, 200)) throw new Error(`port ${options.port} already has a Redis on it`);
    const started = group.spawn(
      binary,
      // No snapshot, no append-only file: a restart starts empty, like a cache that lost its memory.
      ['--save', '', '--appendonly', 'no', '--bind', '127.0.0.1', '--port', String(options.port), '--dir', options.dir],
      { env: process.env, logFile },
    );
    child = started;
    for (let i = 0; i < 100; i++) {
      if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}; see ${logFile}`);
      if (await redisAnswers(options.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await terminate(started, 'SIGKILL');
    throw new Error(`redis-server did not answer on port ${options.port} within 10 s; see ${logFile}`);
  }

  await start();
  return {
    url: `redis://127.0.0.1:${options.port}`,
    port: options.port,
    get pid() {
      return isRunning() ? child?.pid : undefined;
    },
    get running() {
      return isRunning();
    },
    async stop(signal = 'SIGTERM') {
      if (child) await terminate(child, signal, 5000);
    },
    start,
    async close() {
      if (child) await terminate(child, 'SIGTERM', 5000);
      await ownGroup?.stop();
    },
  };
}
