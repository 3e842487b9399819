import { DEFAULT_POOL_TIMEOUTS } from '../../apps/server/src/db/postgres-pool.ts';
import { startCluster } from '../cluster/cluster.ts';
import { startPrivatePostgres } from '../lib/private-postgres.ts';
import { answeredAfter, isOk, loadFigures, unknownOutcomes } from './figures.ts';
import { CLUSTER_ENV, sleep, type FaultOptions } from './fault-options.ts';
import { auditOrders, auditProblems } from './order-audit.ts';
import { prepareShop, settleUnknown, startOrderLoad } from './order-load.ts';
import { readinessBetween, readyAgainAfter, watchReadiness } from './readiness-watch.ts';

/** What the store answers while its database cannot serve (plugins/error-handler.ts). */
const STORE_UNAVAILABLE = 'Service temporarily unavailable, please try again';

/**
 * The longest a request may wait on a frozen database: one statement's answer (`answerMs`), then a connection for
 * what a failed request still writes (`connectMs`: the pool has none free), plus 2 s for the rest. Inside HAProxy's
 * 30 s.
 */
export const FROZEN_BOUND_MS = DEFAULT_POOL_TIMEOUTS.connectMs + DEFAULT_POOL_TIMEOUTS.answerMs + 2_000;

/**
 * PostgreSQL frozen under order load: every process of the cluster's private PostgreSQL is stopped with SIGSTOP for
 * `frozenMs`, then continued (ops/lib/private-postgres.ts). Unlike a restart nothing is refused or cut: connections
 * stay open and no answer comes, and the server's own statement timeout cannot run. Every request meanwhile must
 * still end, in a 503 in the envelope within FROZEN_BOUND_MS, no process may exit, and orders must succeed again
 * once it runs, without restarting any server.
 */
export async function postgresFreezeUnderLoad(options: FaultOptions & { postgresPort?: number; frozenMs?: number }) {
  const beforeMs = options.beforeMs ?? 3_000;
  // Longer than HAProxy's 30 s `timeout server`, so a request that waits on the database for as long as it is frozen
  // shows as the proxy's 504.
  const frozenMs = options.frozenMs ?? 35_000;
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
      // The shoppers wait longer than the proxy would, so a hang shows as HAProxy's 504, not as the client giving up.
      const load = startOrderLoad(shop, { concurrency, timeoutMs: 45_000 });
      const readiness = watchReadiness(cluster.instances, 250, Date.now() - load.now());
      await sleep(beforeMs);

      const frozenAt = load.now();
      const stopped = await postgres.freeze();
      options.log?.(`PostgreSQL frozen at ${frozenAt} ms (${stopped.length} processes stopped)`);
      await sleep(frozenMs);
      const thawedAt = load.now();
      await postgres.thaw();
      options.log?.(`PostgreSQL running again at ${thawedAt} ms`);
      await sleep(afterMs);
      const attempts = await load.stop();
      const samples = await readiness.stop();

      // Every request sent while it was frozen, or in flight when it froze.
      const met = attempts.filter((attempt) => attempt.at < thawedAt && attempt.at + attempt.ms > frozenAt);
      const failed = met.filter((attempt) => !isOk(attempt));
      const retries = await settleUnknown(shop, attempts);
      const audit = await auditOrders(cluster.databaseUrl, shop, [...attempts, ...retries]);
      return {
        conditions: {
          instances: cluster.instances.length,
          concurrency,
          postgres: `private PostgreSQL 15, every process stopped with SIGSTOP (${stopped.length})`,
          loadMs: { before: beforeMs, frozen: frozenMs, after: afterMs },
          postgresTimelineMs: { frozen: frozenAt, thawed: thawedAt },
          boundMs: FROZEN_BOUND_MS,
        },
        load: loadFigures(attempts, (beforeMs + frozenMs + afterMs) / 1000),
        frozen: {
          attempts: met.length,
          // Requests that had reached an instance before it was taken out: they wait on the database.
          storeEnvelope503: failed.filter((a) => a.status === 503 && a.message === STORE_UNAVAILABLE).length,
          slowestStore503Ms: Math.max(
            0,
            ...failed.filter((a) => a.status === 503 && a.message === STORE_UNAVAILABLE).map((a) => a.ms),
          ),
          proxyEnvelope503: failed.filter((a) => a.status === 503 && a.message !== STORE_UNAVAILABLE).length,
          proxy504: failed.filter((a) => a.status === 504).length,
          other: failed.filter((a) => a.status !== 503).length,
          ok: met.filter(isOk).length,
          maxMs: Math.max(0, ...met.map((a) => a.ms)),
          noAnswer: met.filter((a) => a.status === 0).length,
        },
        recovery: {
          firstOrderAfterThawMs: answeredAfter(attempts, thawedAt),
          readyAgainAfterThawMs: readyAgainAfter(samples, thawedAt),
          // Checks sent once a ping had had time to fail, and ended before the thaw (the watch waits 2 s at most).
          readinessWhileFrozen: readinessBetween(
            samples,
            frozenAt + DEFAULT_POOL_TIMEOUTS.pingMs + 500,
            thawedAt - 2_000,
          ),
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
