import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/node-flags.ts';
import { bundleServerOnce, SERVER_BUNDLE } from '../../apps/server/src/scripts/bundle-server.ts';
import { createChildGroup, terminate } from '../lib/child-group.ts';
import { startPrivateRedis, type PrivateRedis } from '../lib/private-redis.ts';
import { createScratchDatabase, DEFAULT_POSTGRES_URL } from '../lib/scratch-database.ts';
import { HAPROXY, serverStates, writeHaproxyConfig, type ServerState } from './haproxy.ts';

/**
 * Several Kala servers on one PostgreSQL database and one Redis, behind HAProxy (issue 12 item 1; architecture §1
 * scale-out): what `npm run cluster` starts for a person, and what the cluster test, the fault scripts and the
 * shop-wide load test drive. Everything binds 127.0.0.1, and every process it starts stops on `stop()`, when this
 * process exits, or when `lifetimeMs` is over (ops/lib/child-group.ts).
 */
export interface ClusterOptions {
  /** Server instances behind the proxy (default 2). */
  instances?: number;
  /** The proxy listens here; instance i on basePort + i (1…n); a private Redis on basePort + n + 1. Default 8080. */
  basePort?: number;
  /** The store's database. Default: a new database `kala_cluster_<random>` on `postgresAdminUrl`, dropped on stop. */
  databaseUrl?: string;
  /** Where the default database is created (default postgres://postgres@127.0.0.1:5432/postgres). */
  postgresAdminUrl?: string;
  /** The shared Redis. Default: a private redis-server on its own port (ops/lib/private-redis.ts). */
  redisUrl?: string;
  /** Settings for every instance, over the cluster's own (ADMIN_EMAIL and ADMIN_PASSWORD, rate limits, LOG_LEVEL…). */
  env?: Record<string, string>;
  /** Everything stops by itself after this long (default 30 minutes). */
  lifetimeMs?: number;
  /** Logs, data directories and HAProxy's configuration (default: a new temporary directory). */
  workDir?: string;
  /** Leave the work directory (logs, mails) after stop (default: kept only when `workDir` was given). */
  keepWorkDir?: boolean;
  /** Progress lines ('instance kala-1 is ready'); silent by default. */
  log?: (line: string) => void;
}

export interface ClusterInstance {
  /** HAProxy's name for it, also in the X-Served-By header of every answer through the proxy. */
  name: string;
  port: number;
  /** Its own address, past the proxy. */
  url: string;
  /** Its DATA_DIR (mails land in `mail/`; `uploads` is shared by all instances). */
  dataDir: string;
  logFile: string;
  /** The running process's pid, or undefined while it is down. */
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Sends `signal` (default SIGTERM: a clean shutdown; SIGKILL: a crash); resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and DATA_DIR; resolves once its /api/ready answers 200. */
  start(): Promise<void>;
}

export interface Cluster {
  /** The proxy: what shoppers use. */
  url: string;
  instances: ClusterInstance[];
  /** The private Redis (stop() and start() take it down and bring it back), or undefined when `redisUrl` was given. */
  redis: PrivateRedis | undefined;
  redisUrl: string;
  haproxy: {
    readonly pid: number | undefined;
    configFile: string;
    logFile: string;
    /** HAProxy's admin socket (`show stat`, `disable server kala/kala-1`, …). */
    socket: string;
    /** Each instance as HAProxy sees it: UP, DOWN, … */
    serverStates(): Promise<ServerState[]>;
  };
  databaseUrl: string;
  /** The admin every instance makes sure of at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin: { email: string; password: string; file: string };
  workDir: string;
  /** Resolves once HAProxy sees every running instance UP. */
  waitHealthy(timeoutMs?: number): Promise<void>;
  /** Stops the proxy, the instances and the private Redis, drops the scratch database; safe to call twice. */
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The Node the project pins (npm scripts use it): the version the server is built and tested for. */
export const PINNED_NODE = path.join(repoRoot, 'node_modules/node/bin/node');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something already listens on 127.0.0.1:`port`. */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The last lines of a log, for an error message that says why a process would not start. */
function logTail(file: string, lines = 15): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Polls `url` until it answers 200; fails early if `child` exits. */
async function waitForReady(child: ChildProcess, url: string, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${url} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${logTail(logFile)}`,
      );
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s:\n${logTail(logFile)}`);
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 2;
  const basePort = options.basePort ?? 8080;
  const lifetimeMs = options.lifetimeMs ?? 30 * 60_000;
  const log = options.log ?? (() => undefined);
  if (!existsSync(HAPROXY)) {
    throw new Error(`HAProxy is not at ${HAPROXY} (HAPROXY_PATH): on Debian, apt-get install -y haproxy`);
  }
  if (!existsSync(PINNED_NODE)) throw new Error(`The pinned Node is missing at ${PINNED_NODE}: run npm install`);
  // The instances run the bundled server, as a deployment does (decision 017), bundled from the sources as they are.
  await bundleServerOnce();

  const proxyPort = basePort;
  const instancePorts = Array.from({ length: count }, (_, i) => basePort + 1 + i);
  const redisPort = basePort + count + 1;
  const ports = [proxyPort, ...instancePorts, ...(options.redisUrl ? [] : [redisPort])];
  for (const port of ports) {
    if (await portTaken(port)) throw new Error(`port ${port} is in use; choose another basePort (CLUSTER_PORT)`);
  }

  const workDir = options.workDir ?? mkdtempSync(path.join(tmpdir(), 'kala-cluster-'));
  const keepWorkDir = options.keepWorkDir ?? options.workDir !== undefined;
  mkdirSync(workDir, { recursive: true });
  const group = createChildGroup({ dir: workDir, lifetimeMs, removeDir: !keepWorkDir });
  const url = `http://127.0.0.1:${proxyPort}`;

  // Whatever starts below is undone by stop(), also when a later step fails.
  let redis: PrivateRedis | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let lifetimeTimer: NodeJS.Timeout | undefined;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      clearTimeout(lifetimeTimer);
      // Instances drain their requests in flight on SIGTERM (up to 10 s); the proxy goes with them.
      await group.stop(12_000);
      await redis?.close();
      await dropDatabase?.().catch((error: unknown) => log(`could not drop the cluster's database: ${String(error)}`));
      if (!keepWorkDir) rmSync(workDir, { recursive: true, force: true });
      log('cluster stopped');
    })());

  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const scratch = await createScratchDatabase(options.postgresAdminUrl ?? DEFAULT_POSTGRES_URL);
      databaseUrl = scratch.url;
      dropDatabase = scratch.drop;
      // Dropped by the watchdog too, should this process die without stopping the cluster.
      group.setCleanup(scratch.dropCommand);
      log(`database ${scratch.name} created`);
    }

    if (!options.redisUrl) {
      redis = await startPrivateRedis({ port: redisPort, dir: path.join(workDir, 'redis'), group });
      log(`private Redis on ${redis.url}`);
    }
    const redisUrl = options.redisUrl ?? redis!.url;

    const admin = {
      email: options.env?.ADMIN_EMAIL ?? 'admin@kala.local',
      password: options.env?.ADMIN_PASSWORD ?? randomBytes(18).toString('base64url'),
      file: path.join(workDir, 'admin-credentials.txt'),
    };
    writeFileSync(
      admin.file,
      `Kala cluster admin (every instance makes sure of it at start)\nSign in at ${url}/login\n` +
        `Email:    ${admin.email}\nPassword: ${admin.password}\n`,
      { mode: 0o600 },
    );

    // One uploads directory for all instances, as a shared volume would be: an image one instance stores (or the
    // demo pictures the seeding instance copies) must be served by every instance.
    const sharedUploads = path.join(workDir, 'uploads');
    mkdirSync(sharedUploads, { recursive: true });
    const sharedEnv: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? workDir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // One hop: HAProxy's X-Forwarded-For line names the client (ops/cluster/haproxy.cfg).
      TRUST_PROXY: '1',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      PUBLIC_URL: url,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      ...options.env,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };

    const instances = instancePorts.map((port, index): ClusterInstance => {
      const name = `kala-${index + 1}`;
      const dataDir = path.join(workDir, name);
      mkdirSync(dataDir, { recursive: true });
      if (!existsSync(path.join(dataDir, 'uploads'))) symlinkSync(sharedUploads, path.join(dataDir, 'uploads'));
      const logFile = path.join(workDir, `${name}.log`);
      const instanceUrl = `http://127.0.0.1:${port}`;
      let child: ChildProcess | undefined;
      const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
      return {
        name,
        port,
        url: instanceUrl,
        dataDir,
        logFile,
        get pid() {
          return running() ? child?.pid : undefined;
        },
        get running() {
          return running();
        },
        async kill(signal = 'SIGTERM') {
          if (child) await terminate(child, signal);
        },
        async start() {
          if (running()) throw new Error(`${name} is already running`);
          child = group.spawn(PINNED_NODE, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
            env: { ...sharedEnv, PORT: String(port), DATA_DIR: dataDir },
            cwd: repoRoot,
            logFile,
          });
          // A first start on a new database also migrates and seeds the demo catalogue.
          await waitForReady(child, `${instanceUrl}/api/ready`, logFile, 120_000);
          log(`${name} is ready on ${instanceUrl} (pid ${child.pid})`);
        },
      };
    });
    // All at once, as a deploy starts them: migrations and the seed take turns under advisory locks.
    await Promise.all(instances.map((instance) => instance.start()));

    const configFile = path.join(workDir, 'haproxy.cfg');
    const socket = path.join(workDir, 'haproxy.sock');
    const haproxyLog = path.join(workDir, 'haproxy.log');
    writeHaproxyConfig({ file: configFile, proxyPort, statsSocket: socket, servers: instances });
    const haproxy = group.spawn(HAPROXY, ['-db', '-f', configFile], { env: sharedEnv, logFile: haproxyLog });

    const cluster: Cluster = {
      url,
      instances,
      redis,
      redisUrl,
      haproxy: {
        get pid() {
          return haproxy.exitCode === null && haproxy.signalCode === null ? haproxy.pid : undefined;
        },
        configFile,
        logFile: haproxyLog,
        socket,
        serverStates: () => serverStates(socket),
      },
      databaseUrl,
      admin,
      workDir,
      async waitHealthy(timeoutMs = 30_000) {
        const deadline = Date.now() + timeoutMs;
        let states: ServerState[] = [];
        while (Date.now() < deadline) {
          if (haproxy.exitCode !== null) throw new Error(`HAProxy exited:\n${logTail(haproxyLog)}`);
          states = await serverStates(socket).catch(() => []);
          const wanted = instances.filter((instance) => instance.running).map((instance) => instance.name);
          const up = new Set(states.filter((s) => s.status === 'UP').map((s) => s.name));
          if (states.length > 0 && wanted.every((name) => up.has(name))) return;
          await sleep(200);
        }
        throw new Error(
          `HAProxy did not see every instance UP within ${timeoutMs / 1000} s: ${JSON.stringify(states)}`,
        );
      },
      stop,
    };
    await cluster.waitHealthy();
    lifetimeTimer = setTimeout(() => {
      log(`the cluster's lifetime (${Math.round(lifetimeMs / 60_000)} min) is over: stopping`);
      void stop();
    }, lifetimeMs);
    lifetimeTimer.unref();
    log(`HAProxy on ${url} in front of ${instances.map((i) => i.name).join(', ')}`);
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}
