import { startCluster } from '../cluster/cluster.ts';
import { startPrivatePostgres } from '../lib/private-postgres.ts';
import { answeredAfter, isOk, loadFigures, unknownOutcomes } from './figures.ts';
import { CLUSTER_ENV, sleep, type FaultOptions } from './fault-options.ts';
import { auditOrders, auditProblems } from './order-audit.ts';
import { prepareShop, settleUnknown, startOrderLoad } from './order-load.ts';
import { readinessBetween, readyAgainAfter, watchReadiness } from './readiness-watch.ts';

/** What the store answers while its database is away (plugins/error-handler.ts) and what HAProxy answers. */
const STORE_UNAVAILABLE = 'Service temporarily unavailable, please try again';

/**
 * PostgreSQL stopped and started again under order load (issue 12 item 2). The cluster runs on a private PostgreSQL
 * (ops/lib/private-postgres.ts) that is stopped ('fast': every session ended, as a restart does) for `downMs`, then
 * started. Requests meanwhile must fail with a clean 503 in the envelope, quickly (no hang), no process may crash,
 * /api/ready must say not ready, and orders must succeed again without restarting any server.
 */
export async function postgresRestartUnderLoad(
  options: FaultOptions & { postgresPort?: number; downMs?: number; stopMode?: 'fast' | 'immediate' },
) {
  const beforeMs = options.beforeMs ?? 3_000;
  const downMs = options.downMs ?? 3_000;
  const afterMs = options.afterMs ?? 6_000;
  const concurrency = options.concurrency ?? 8;
  const postgres = await startPrivatePostgres({
    port: options.postgresPort ?? options.basePort + 10,
    maxLifetimeMs: 5 * 60_000,
  });
  try {
    const cluster = await startCluster({
      basePort: options.basePort,
      databaseUrl: postgres.url,
      lifetimeMs: 5 * 60_000,
      env: CLUSTER_ENV,
      ...(options.log ? { log: options.log } : {}),
    });
    try {
      const pids = cluster.instances.map((instance) => instance.pid);
      const shop = await prepareShop(cluster.url, cluster.admin, { shoppers: concurrency, stock: 100_000 });
      const load = startOrderLoad(shop, { concurrency, timeoutMs: 30_000 });
      const readiness = watchReadiness(cluster.instances, 250, Date.now() - load.now());
      await sleep(beforeMs);

      const stoppedAt = load.now();
      await postgres.stop(options.stopMode ?? 'fast');
      options.log?.(`PostgreSQL stopped at ${stoppedAt} ms`);
      await sleep(downMs);
      const startingAt = load.now();
      await postgres.start();
      const startedAt = load.now();
      options.log?.(`PostgreSQL started at ${startedAt} ms`);
      await sleep(afterMs);
      const attempts = await load.stop();
      const samples = await readiness.stop();

      const duringOutage = attempts.filter((attempt) => attempt.at >= stoppedAt && attempt.at < startedAt);
      const retries = await settleUnknown(shop, attempts);
      const audit = await auditOrders(cluster.databaseUrl, shop, [...attempts, ...retries]);
      return {
        conditions: {
          instances: cluster.instances.length,
          concurrency,
          postgres: `private PostgreSQL 15, stopped with pg_ctl -m ${options.stopMode ?? 'fast'}`,
          loadMs: { before: beforeMs, down: downMs, after: afterMs },
          postgresTimelineMs: { stopped: stoppedAt, startCommand: startingAt, accepting: startedAt },
        },
        load: loadFigures(attempts, (beforeMs + downMs + afterMs) / 1000),
        outage: {
          attempts: duringOutage.length,
          storeEnvelope503: duringOutage.filter((a) => a.status === 503 && a.message === STORE_UNAVAILABLE).length,
          proxyEnvelope503: duringOutage.filter((a) => a.status === 503 && a.message !== STORE_UNAVAILABLE).length,
          other: duringOutage.filter((a) => a.status !== 503 && !isOk(a)).length,
          ok: duringOutage.filter(isOk).length,
          maxMs: Math.max(0, ...duringOutage.map((a) => a.ms)),
          noAnswer: attempts.filter((a) => a.status === 0).length,
        },
        recovery: {
          firstOrderAfterStartMs: answeredAfter(attempts, startedAt),
          readyAgainAfterStartMs: readyAgainAfter(samples, startedAt),
          readinessDuringOutage: readinessBetween(samples, stoppedAt + 500, startingAt),
          sameProcesses: cluster.instances.every((instance, i) => instance.running && instance.pid === pids[i]),
        },
        unknownOutcomes: unknownOutcomes(retries),
        audit,
        problems: auditProblems(audit),
      };
    } finally {
      await cluster.stop();
    }
  } finally {
    await postgres.destroy();
  }
}
