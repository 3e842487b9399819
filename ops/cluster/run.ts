/**
 * `npm run cluster`: the store as it runs scaled out (issue 12 item 1), for a person to try: two server instances on
 * one PostgreSQL database and one Redis, behind HAProxy, on this machine's loopback address. Ctrl-C stops it all;
 * it also stops by itself after CLUSTER_MINUTES. docs/deploy.md ("Two instances behind HAProxy") walks through it.
 *
 *   CLUSTER_PORT       the proxy's port (default 8080); instances on the next ports, then the private Redis
 *   CLUSTER_INSTANCES  how many instances (default 2)
 *   CLUSTER_MINUTES    how long it runs at most (default 60)
 *   DATABASE_URL       keep the store in this database (default: a new scratch database, dropped at the end)
 *   REDIS_URL          use this Redis (default: a private redis-server of the cluster's own)
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startCluster } from './cluster.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const env = process.env;

/** Store settings a person may set for every instance; the cluster sets the rest (ports, database, Redis…). */
const PASSED_ON = [
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SEED_DEMO',
  'STORE_NAME',
  'STORE_PICKUP_PINCODE',
  'GST_PERCENT',
  'ORDER_RATE_LIMIT',
  'SIGNUP_RATE_LIMIT',
  'LOG_LEVEL',
  'METRICS_TOKEN',
  'SMTP_URL',
  'MAIL_FROM',
];

function whole(name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number above 0 (it is "${env[name]}")`);
    process.exit(1);
  }
  return value;
}

const port = whole('CLUSTER_PORT', 8080);
const instances = whole('CLUSTER_INSTANCES', 2);
const minutes = whole('CLUSTER_MINUTES', 60);

for (const built of ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js']) {
  if (!existsSync(path.join(repoRoot, built))) {
    console.error(
      `The web build is missing (${built}). Run \`npm run build\` first: the instances serve the built store.`,
    );
    process.exit(1);
  }
}

// The last run's logs and mails make room for this run's.
const workDir = path.join(repoRoot, 'data', 'cluster');
rmSync(workDir, { recursive: true, force: true });

const passedOn = Object.fromEntries(PASSED_ON.filter((name) => env[name]).map((name) => [name, env[name]!]));
console.log(`Starting ${instances} instances of Kala behind HAProxy…`);
const cluster = await startCluster({
  instances,
  basePort: port,
  lifetimeMs: minutes * 60_000,
  workDir,
  keepWorkDir: true,
  env: passedOn,
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
  log: (line) => console.log(`  ${line}`),
}).catch((error: unknown) => {
  console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

const relative = (file: string) => path.relative(process.cwd(), file) || '.';
console.log(`
Kala is running on ${cluster.url}  (HAProxy; each answer names its instance in the X-Served-By header)
  instances:  ${cluster.instances.map((i) => `${i.name} ${i.url} (pid ${i.pid})`).join(', ')}
  database:   ${cluster.databaseUrl}${env.DATABASE_URL ? '' : ' (a scratch database, dropped when the cluster stops)'}
  redis:      ${cluster.redisUrl}${cluster.redis ? ' (private to the cluster)' : ''}
  admin:      ${cluster.admin.email}, password in ${relative(cluster.admin.file)}
  logs:       ${relative(workDir)}/*.log (JSON lines; haproxy.log has one line a request); mails in ${relative(workDir)}/kala-*/mail

Press Ctrl-C to stop everything. It stops by itself in ${minutes} min (CLUSTER_MINUTES).`);

let stopping = false;
const stopAll = (signal: string) => {
  if (stopping) {
    // A second Ctrl-C: go now; the exit hook kills what is left.
    process.exit(1);
  }
  stopping = true;
  console.log(`\n${signal}: stopping the proxy, the instances and Redis…`);
  void cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
