/**
 * The whole checkout journey under load (issue 31 item 1): signed-in shoppers, each journey from its own client
 * address, adding a piece with a stock count to the cart, reading the cart, asking the courier rates and placing a
 * COD order from the cart with an Idempotency-Key (checkout-journey.ts), for 1, 5 and 20 shoppers at once, on a fresh
 * PostgreSQL database and then on the embedded PGlite; beside it the quick-order figure of `bench:orders` on the same
 * PostgreSQL server. It prints figures; it asserts nothing.
 *
 *   npm run bench:checkout -w @kala/bench
 *   BENCH_SECONDS=20 BENCH_DATABASES=postgres npm run bench:checkout -w @kala/bench
 *
 * The store's limits stay as they are except through their documented settings: ORDER_RATE_LIMIT (orders a shopper
 * may place a minute) is raised, as bench:orders does; the per-address limits (courier rates 30 a minute, sign-ups 20
 * an hour) are untouched: every journey and every sign-up comes from a new 127.x.y.z address (addressed-client.ts).
 *
 * Settings: BENCH_SECONDS (10, each shopper count), BENCH_WARMUP_SECONDS (5, not counted), BENCH_SHOPPERS (1,5,20),
 * BENCH_DATABASES (postgres,pglite), BENCH_PRODUCTS (8 products of 5 stocked sizes), BENCH_QUICK_ORDERS (1: also the
 * quick-order figure), BENCH_PORT (3293), BENCH_DATABASE_URL (the PostgreSQL server the fresh database is made on).
 * Needs nothing built first: the server's bundle is made if missing.
 */
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { startBenchServer } from './bench-server.ts';
import { clientAddress } from './addressed-client.ts';
import { errorsOf, p50p99, placed, runRound, STEPS, type RoundFigures, type StockedLine } from './checkout-journey.ts';
import { BENCH_ADMIN, seedStockedProducts, signUpShoppers } from './checkout-seed.ts';
import { perJourney, readCounters, SETTLE_MS, type Counters } from './database-counters.ts';
import { quickOrders, type QuickOrderFigures } from './order-bench.ts';
import { cpuPerJourney, snapshotCpu } from './process-cpu.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const shopperCounts = (process.env.BENCH_SHOPPERS ?? '1,5,20').split(',').map(Number);
const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
const productCount = Number(process.env.BENCH_PRODUCTS ?? 8);
const withQuickOrders = (process.env.BENCH_QUICK_ORDERS ?? '1') !== '0';
const port = Number(process.env.BENCH_PORT ?? 3293);

/** Settings the bench server runs with: the documented ones only (docs/configuration.md). */
export const CHECKOUT_SERVER_ENV = { ORDER_RATE_LIMIT: '1000000', ...BENCH_ADMIN };

/** Every address of the run is new: sign-ups, the admin and each journey. */
let addressCount = 0;
export const addresses = { next: () => clientAddress(addressCount++) };

export interface PreparedStore {
  tokens: string[];
  lines: StockedLine[];
}

/** Shoppers and stocked products on a started server, then a warm-up round (JIT, pools) with the most shoppers. */
export async function prepareStore(base: string, shoppers: number, warmup: number): Promise<PreparedStore> {
  const tokens = await signUpShoppers(base, shoppers, addresses);
  const lines = await seedStockedProducts(base, productCount, addresses);
  if (warmup > 0) await runRound(base, tokens, lines, warmup, addresses);
  return { tokens, lines };
}

async function countOrders(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ count: number }>('select count(*)::int as count from orders')).rows[0]!.count;
  } finally {
    await client.end();
  }
}

interface Measured {
  round: RoundFigures;
  cpu: ReturnType<typeof cpuPerJourney>;
  counters?: Record<string, number>;
}

/** The round's table row: orders/s, the journey's and each step's p50 / p99 in ms, errors. */
export function roundRow(database: string, round: RoundFigures) {
  const orders = round.steps.get('place order')!.latencies.length;
  const errors = errorsOf(round);
  return {
    database,
    shoppers: round.shoppers,
    'load avg': round.loadAverage.toFixed(1),
    'orders/s': (orders / round.measuredSeconds).toFixed(1),
    'journey p50/p99': p50p99(round.journeyLatencies),
    ...Object.fromEntries(STEPS.map((step) => [step, p50p99(round.steps.get(step)!.latencies)])),
    errors: errors === 0 ? 0 : JSON.stringify(errors),
  };
}

/** CPU ms per journey of the server, of PostgreSQL's backends for its database and of this load generator. */
export const cpuRow = (database: string, shoppers: number, cpu: ReturnType<typeof cpuPerJourney>) => ({
  database,
  shoppers,
  'server CPU ms / journey': cpu.server,
  'PostgreSQL CPU ms / journey': cpu.postgres ?? '-',
  'load generator CPU ms / journey': cpu.bench,
  'in all': Math.round((cpu.server + (cpu.postgres ?? 0) + cpu.bench) * 100) / 100,
});

async function measureDatabase(database: string) {
  console.log(`\n== ${database}: starting the server (load average ${loadavg()[0]!.toFixed(2)})…`);
  const server = await startBenchServer(database, port, CHECKOUT_SERVER_ENV);
  const measured: Measured[] = [];
  const placedBefore = placed.count;
  let quick: (QuickOrderFigures & { 'load avg': string }) | undefined;
  try {
    const store = await prepareStore(server.base, Math.max(...shopperCounts), warmupSeconds);
    for (const shoppers of shopperCounts) {
      const url = server.databaseUrl;
      let before: Counters | undefined;
      if (url) {
        await new Promise((r) => setTimeout(r, SETTLE_MS));
        before = await readCounters(url);
      }
      console.log(`== ${database}: ${shoppers} shopper(s), ${seconds} s (load average ${loadavg()[0]!.toFixed(2)})`);
      const cpuBefore = await snapshotCpu(server.pid, url);
      const round = await runRound(server.base, store.tokens.slice(0, shoppers), store.lines, seconds, addresses);
      const cpuAfter = await snapshotCpu(server.pid, url);
      const cpu = cpuPerJourney(cpuBefore, cpuAfter, round.journeyLatencies.length, url);
      let counters: Record<string, number> | undefined;
      if (url && before) {
        await new Promise((r) => setTimeout(r, SETTLE_MS));
        counters = perJourney(before, await readCounters(url), round.journeyLatencies.length);
      }
      measured.push({ round, cpu, counters });
    }
    if (server.databaseUrl) {
      const stored = await countOrders(server.databaseUrl);
      console.log(
        `orders answered 201 on this server (warm-up included): ${placed.count - placedBefore}; in the database: ${stored}`,
      );
    }
    if (withQuickOrders && database === 'postgres') {
      const load = loadavg()[0]!.toFixed(1);
      console.log(`== ${database}: quick orders (bench:orders), 20 connections, ${seconds} s (load average ${load})`);
      quick = { 'load avg': load, ...(await quickOrders(server.base, store.tokens, { seconds, connections: 20 })) };
    }
  } finally {
    await server.stop();
  }
  return { measured, quick };
}

if (import.meta.main) {
  const startLoad = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const results = [];
  for (const database of databases) results.push({ database, ...(await measureDatabase(database)) });

  console.log(
    `\nThe checkout journey: ${seconds} s per shopper count after a ${warmupSeconds} s warm-up, ${cpus().length} cores, ` +
      `load generator on this machine; load average ${startLoad} at the start, ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at the end. ` +
      'Latencies in ms (p50 / p99); the journey is its four requests one after another.',
  );
  console.table(results.flatMap((r) => r.measured.map((m) => roundRow(r.database, m.round))));
  console.log('CPU per journey (PGlite runs inside the server process):');
  console.table(results.flatMap((r) => r.measured.map((m) => cpuRow(r.database, m.round.shoppers, m.cpu))));
  const counted = results.flatMap((r) =>
    r.measured.filter((m) => m.counters).map((m) => ({ shoppers: m.round.shoppers, ...m.counters })),
  );
  if (counted.length > 0) {
    console.log("PostgreSQL counters per journey (pg_stat_database, the outbox worker's mail jobs included):");
    console.table(counted);
  }
  for (const r of results) {
    if (r.quick) {
      console.log(
        `Quick orders beside it (${r.database}, one request, made-to-order line, 20 connections, ${seconds} s):`,
      );
      console.table([r.quick]);
    }
  }
}
