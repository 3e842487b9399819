import type { ClusterInstance } from '../cluster/cluster.ts';
import { isOk, loadFigures } from './figures.ts';
import { sleep, startFaultCluster, type FaultOptions } from './fault-options.ts';
import { auditOrders, auditProblems } from './order-audit.ts';
import { prepareShop, startOrderLoad } from './order-load.ts';
import { readinessBetween, watchReadiness } from './readiness-watch.ts';

/**
 * SIGTERM to one instance under order load, as a deploy or a scale-down does (issue 12 item 2): no request may fail.
 * The instance turns /api/ready to 503 at once, HAProxy's health check takes it out of rotation within about two
 * seconds, the instance serves whatever still reaches it meanwhile (each answer saying `Connection: close`), closes
 * once requests stop arriving, finishes those in flight and exits 0. Then it is started again and rejoins.
 */
export async function sigtermUnderLoad(options: FaultOptions) {
  const beforeMs = options.beforeMs ?? 3_000;
  const afterMs = options.afterMs ?? 3_000;
  const concurrency = options.concurrency ?? 8;
  const cluster = await startFaultCluster(options);
  try {
    const [victim] = cluster.instances as [ClusterInstance, ClusterInstance];
    const shop = await prepareShop(cluster.url, cluster.admin, { shoppers: concurrency, stock: 100_000 });
    const load = startOrderLoad(shop, { concurrency });
    const readiness = watchReadiness([victim], 100, Date.now() - load.now());
    await sleep(beforeMs);

    const signalledAt = load.now();
    await victim.kill('SIGTERM');
    const exitedAt = load.now();
    options.log?.(`${victim.name} got SIGTERM at ${signalledAt} ms and exited at ${exitedAt} ms`);
    await sleep(afterMs);
    await victim.start();
    await cluster.waitHealthy();
    const rejoinedAt = load.now();
    await sleep(2_000);
    const attempts = await load.stop();
    const samples = await readiness.stop();

    const audit = await auditOrders(cluster.databaseUrl, shop, attempts);
    const draining = attempts.filter((a) => a.at >= signalledAt && a.at < exitedAt);
    return {
      conditions: { instances: cluster.instances.length, concurrency, signalled: victim.name },
      load: loadFigures(attempts, load.now() / 1000),
      drain: {
        signalToExitMs: exitedAt - signalledAt,
        ordersSentMeanwhile: draining.length,
        servedByTheStoppingInstance: draining.filter((a) => a.servedBy === victim.name && isOk(a)).length,
        failed: attempts.filter((a) => !isOk(a)).length,
        readinessOfTheStoppingInstance: readinessBetween(samples, signalledAt, exitedAt),
      },
      rejoined: {
        servedByIt: attempts.filter((a) => a.at >= rejoinedAt && a.servedBy === victim.name).length,
      },
      audit,
      problems: auditProblems(audit),
    };
  } finally {
    await cluster.stop();
  }
}
