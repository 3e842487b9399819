import type { ClusterInstance } from '../cluster/cluster.ts';
import { answeredAfter, isOk, loadFigures } from './figures.ts';
import { sleep, startFaultCluster, type FaultOptions } from './fault-options.ts';
import { countLines } from './instance-logs.ts';
import { auditOrders, auditProblems } from './order-audit.ts';
import { prepareShop, settleUnknown, startOrderLoad, type Shop } from './order-load.ts';

/**
 * Redis taken down under order load and brought back (issue 12 item 2). The store must keep selling: rate limits
 * count in each process, each instance drops its own catalogue cache every second since it cannot hear the others'
 * writes, the outage is logged once per feature and instance, and all is shared again when Redis is back.
 */
export async function redisDownUnderLoad(options: FaultOptions & { downMs?: number }) {
  const beforeMs = options.beforeMs ?? 3_000;
  const downMs = options.downMs ?? 5_000;
  const afterMs = options.afterMs ?? 4_000;
  const concurrency = options.concurrency ?? 8;
  const cluster = await startFaultCluster(options);
  try {
    const redis = cluster.redis;
    if (!redis) throw new Error('the cluster has no private Redis to take down');
    const [a, b] = cluster.instances as [ClusterInstance, ClusterInstance];
    const shop = await prepareShop(cluster.url, cluster.admin, { shoppers: concurrency, stock: 100_000 });
    const load = startOrderLoad(shop, { concurrency });
    await sleep(beforeMs);

    const downAt = load.now();
    await redis.stop();
    options.log?.(`Redis stopped at ${downAt} ms`);
    // Give the instances a moment to notice (their connections close at once), then check what a shopper sees.
    await sleep(500);
    const editSeenDuringOutageMs = await editSeenOnOther(shop, a, b, 'during the Redis outage');
    const limitDuringOutage = await newsletterLimit(a);
    await sleep(Math.max(0, downMs - (load.now() - downAt)));

    const upAt = load.now();
    await redis.start();
    options.log?.(`Redis started at ${upAt} ms`);
    await sleep(afterMs);
    const editSeenAfterMs = await editSeenOnOther(shop, a, b, 'after Redis came back');
    const attempts = await load.stop();

    const retries = await settleUnknown(shop, attempts);
    const audit = await auditOrders(cluster.databaseUrl, shop, [...attempts, ...retries]);
    const prefixes = ['Redis unavailable', 'Redis is back'];
    return {
      conditions: {
        instances: cluster.instances.length,
        concurrency,
        redis: 'private redis-server, stopped with SIGTERM, started again empty',
        loadMs: { before: beforeMs, down: downMs, after: afterMs },
      },
      load: loadFigures(attempts, load.now() / 1000),
      outage: {
        attempts: attempts.filter((x) => x.at >= downAt && x.at < upAt).length,
        failed: attempts.filter((x) => x.at >= downAt && x.at < upAt && !isOk(x)).length,
        maxMs: Math.max(0, ...attempts.filter((x) => x.at >= downAt && x.at < upAt).map((x) => x.ms)),
        productEditSeenOnOtherInstanceMs: editSeenDuringOutageMs,
        newsletterLimitOfOneAddressOnOneInstance: limitDuringOutage,
      },
      recovery: {
        firstOrderAfterRedisBackMs: answeredAfter(attempts, upAt),
        productEditSeenOnOtherInstanceMs: editSeenAfterMs,
      },
      logLines: Object.fromEntries(cluster.instances.map((i) => [i.name, countLines(i.logFile, prefixes)])),
      audit,
      problems: auditProblems(audit),
    };
  } finally {
    await cluster.stop();
  }
}

/**
 * Renames the product through instance `a` and polls `b` (past the proxy) until it answers the new name: ms, or
 * undefined when b still answered the old one after 10 s.
 */
async function editSeenOnOther(shop: Shop, a: ClusterInstance, b: ClusterInstance, when: string) {
  const nameOnB = async () => {
    const answer = await fetch(`${b.url}/api/products/${shop.productId}`, { signal: AbortSignal.timeout(15_000) });
    return ((await answer.json()) as { data?: { name?: string } }).data?.name;
  };
  await nameOnB(); // cached on b now
  const name = `Fault Test Diya (${when}, ${Date.now()})`;
  const edited = await fetch(`${a.url}/api/products/${shop.productId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shop.adminToken}` },
    body: JSON.stringify({ name }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!edited.ok) throw new Error(`the product edit answered ${edited.status}`);
  const startedAt = Date.now();
  while (Date.now() - startedAt < 10_000) {
    if ((await nameOnB()) === name) return Date.now() - startedAt;
    await sleep(50);
  }
  return undefined;
}

/**
 * Eleven newsletter sign-ups from one address on one instance: the answers' statuses (the limit is 10 a minute; 0 is
 * no answer within 15 s).
 */
async function newsletterLimit(instance: ClusterInstance) {
  const statuses: number[] = [];
  for (let n = 0; n < 11; n++) {
    const status = await fetch(`${instance.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `limit-${n}-${Date.now()}@kala.test` }),
      signal: AbortSignal.timeout(15_000),
    }).then(
      (answer) => answer.status,
      () => 0,
    );
    statuses.push(status);
  }
  return statuses.join(',');
}
