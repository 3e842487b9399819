/**
 * Shop-wide load test (issue 12 item 6): many simulated shoppers against the two-instance cluster (HAProxy, two
 * servers, one PostgreSQL database, one Redis; ops/cluster/cluster.ts), each going through a whole purchase again
 * and again: the listing twice, a search, two product pages, add to cart, the cart, the checkout's quote and a
 * cash-on-delivery order with an Idempotency-Key. It prints throughput, p50/p99 per step and errors; it asserts
 * nothing. Afterwards it checks that every order answered 2xx is in the database.
 *
 *   npm run bench:shop -w @kala/bench
 *   BENCH_SECONDS=60 BENCH_SHOPPERS=64 npm run bench:shop -w @kala/bench
 *
 * Settings: BENCH_SECONDS (30, measured), BENCH_WARMUP_SECONDS (5, not counted), BENCH_SHOPPERS (32: shoppers going
 * at once, each with its own account), BENCH_INSTANCES (2), BENCH_PORT (3390: the proxy; instances and Redis on the
 * next ports), BENCH_DATABASE_URL (where the scratch database is made). Needs `npm run build` and HAProxy.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { JAIPUR } from '../apps/server/src/modules/orders/test-orders.ts';
import { startCluster } from '../ops/cluster/cluster.ts';
import { postgresUrl } from './bench-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const shopperCount = Number(process.env.BENCH_SHOPPERS ?? 32);
const instances = Number(process.env.BENCH_INSTANCES ?? 2);
const basePort = Number(process.env.BENCH_PORT ?? 3390);

const STEPS = ['listing', 'search', 'product page', 'add to cart', 'view cart', 'quote', 'place order'] as const;
type Step = (typeof STEPS)[number];

const SEARCHES = ['mandala', 'terracotta', 'lippan', 'boho', 'wall', 'plate', 'mirror', 'minimal'];
const SORTS = ['featured', 'newest', 'price-low', 'price-high', 'rating'];
interface StepFigures {
  latencies: number[];
  errors: Map<string, number>;
}
const figures = new Map<Step, StepFigures>(STEPS.map((step) => [step, { latencies: [], errors: new Map() }]));
const servedBy = new Map<string, number>();
let recording = false;
let ordersPlaced = 0;
let journeys = 0;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** One request of a step: timed, its answer read in full (keep-alive), counted as an error unless 2xx. */
async function request(step: Step, url: string, init: RequestInit = {}): Promise<unknown> {
  const started = performance.now();
  let status: string;
  let body: unknown;
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    status = String(response.status);
    body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    const instance = response.headers.get('x-served-by') ?? 'none';
    if (recording) servedBy.set(instance, (servedBy.get(instance) ?? 0) + 1);
  } catch (error) {
    status = (error as { cause?: { code?: string } }).cause?.code ?? 'network';
  }
  if (recording) {
    const entry = figures.get(step)!;
    if (status.startsWith('2')) entry.latencies.push(performance.now() - started);
    else entry.errors.set(status, (entry.errors.get(status) ?? 0) + 1);
  }
  if (!status.startsWith('2')) return undefined;
  return body;
}

const json = (token: string, body: unknown, extra: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...extra },
  body: JSON.stringify(body),
});

interface Catalogue {
  productIds: string[];
  categories: string[];
  /** Made-to-order sizes (no stock count), so orders never run out during the test. */
  madeToOrder: { productId: string; sizeId: string }[];
}

/** One shopper's purchase, start to finish. */
async function journey(base: string, token: string, catalogue: Catalogue) {
  const auth = { authorization: `Bearer ${token}` };
  await request('listing', `${base}/api/products?page=${1 + Math.floor(Math.random() * 3)}&limit=12`);
  await request('listing', `${base}/api/products?category=${pick(catalogue.categories)}&sort=${pick(SORTS)}`);
  await request('search', `${base}/api/products?search=${pick(SEARCHES)}`);
  await request('product page', `${base}/products/${pick(catalogue.productIds)}`);
  const line = pick(catalogue.madeToOrder);
  await request('product page', `${base}/products/${line.productId}`);
  await request('add to cart', `${base}/api/cart/add`, json(token, { ...line, quantity: 1 }));
  await request('view cart', `${base}/api/cart`, { headers: auth });
  await request('quote', `${base}/api/orders/preview`, json(token, { useCartItems: true, deliveryPostcode: '302001' }));
  const order = await request(
    'place order',
    `${base}/api/orders`,
    json(
      token,
      { shippingAddress: JAIPUR, paymentMethod: 'cash_on_delivery', useCartItems: true },
      {
        'idempotency-key': randomUUID(),
      },
    ),
  );
  if (order) ordersPlaced += 1;
  if (recording) journeys += 1;
}

/** Runs `count` tasks, `width` at a time. */
async function inBatches<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i += width) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, count - i) }, (_, j) => task(i + j)))));
  }
  return results;
}

async function readCatalogue(base: string, databaseUrl: string): Promise<Catalogue> {
  const listing = (await (await fetch(`${base}/api/products?limit=100`)).json()) as { data: { _id: string }[] };
  const categories = (await (await fetch(`${base}/api/products/categories`)).json()) as { data: { slug: string }[] };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const sizes = await db.query<{ productId: string; sizeId: string }>(
      `select s.product_id as "productId", s.id as "sizeId" from product_sizes s join products p on p.id = s.product_id
       where s.stock is null and s.is_available and p.is_active`,
    );
    if (sizes.rows.length === 0) throw new Error('the demo catalogue has no made-to-order size to buy');
    return {
      productIds: listing.data.map((p) => p._id),
      categories: categories.data.map((c) => c.slug),
      madeToOrder: sizes.rows,
    };
  } finally {
    await db.end();
  }
}

const percentile = (sorted: number[], q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);

const loadBefore = loadavg()[0]!.toFixed(2);
console.log(`== starting ${instances} instances behind HAProxy on port ${basePort}…`);
const cluster = await startCluster({
  instances,
  basePort,
  postgresAdminUrl: postgresUrl,
  lifetimeMs: (seconds + warmupSeconds + 300) * 1000,
  // Load from one address: the per-shopper order limit and the per-address sign-up limit would stop it. Request
  // lines at info would be written for every request; warnings and errors still are.
  env: { ORDER_RATE_LIMIT: '1000000', SIGNUP_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' },
});
try {
  const base = cluster.url;
  const catalogue = await readCatalogue(base, cluster.databaseUrl);
  console.log(`== signing up ${shopperCount} shoppers…`);
  const tokens = await inBatches(shopperCount, 8, async (i) => {
    const answer = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Shopper ${i}`,
        email: `load-${i}-${randomUUID()}@kala.test`,
        password: 'Load-pass-2026',
      }),
    });
    if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${await answer.text()}`);
    return ((await answer.json()) as { token: string }).token;
  });

  console.log(`== ${warmupSeconds} s warm-up, then ${seconds} s measured, ${shopperCount} shoppers at once…`);
  const startedAt = performance.now();
  const end = startedAt + (warmupSeconds + seconds) * 1000;
  const measuring = setTimeout(() => (recording = true), warmupSeconds * 1000);
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < end) await journey(base, token, catalogue);
    }),
  );
  clearTimeout(measuring);
  recording = false;
  // The last journeys overrun the end a little; the rate is over the time they actually took.
  const measuredSeconds = (performance.now() - startedAt) / 1000 - warmupSeconds;

  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const stored = (await db.query<{ count: number }>('select count(*)::int as count from orders')).rows[0]!.count;
  const orphans = (
    await db.query<{ count: number }>(
      'select count(*)::int as count from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
    )
  ).rows[0]!.count;
  await db.end();

  const rows = STEPS.map((step) => {
    const { latencies, errors } = figures.get(step)!;
    const sorted = [...latencies].sort((a, b) => a - b);
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    return {
      step,
      requests: latencies.length + errorCount,
      'req/s': Math.round(latencies.length / measuredSeconds),
      p50: ms(percentile(sorted, 0.5)),
      p99: ms(percentile(sorted, 0.99)),
      errors: errorCount === 0 ? 0 : JSON.stringify(Object.fromEntries(errors)),
    };
  });
  const all = STEPS.flatMap((step) => figures.get(step)!.latencies).sort((a, b) => a - b);
  const placedInWindow = figures.get('place order')!.latencies.length;

  console.log(
    `\n${shopperCount} shoppers, ${measuredSeconds.toFixed(1)} s measured after ${warmupSeconds} s warm-up, ` +
      `${instances} instance${instances === 1 ? '' : 's'} behind HAProxy, PostgreSQL + Redis, load generator on this machine ` +
      `(${cpus().length} cores, load average ${loadBefore} at the start, ${loadavg()[0]!.toFixed(2)} at the end)`,
  );
  console.table(rows);
  console.log(
    `all steps: ${Math.round(all.length / measuredSeconds)} req/s, p50 ${ms(percentile(all, 0.5))}, ` +
      `p99 ${ms(percentile(all, 0.99))}; ${(journeys / measuredSeconds).toFixed(1)} purchases/s ` +
      `(${Math.round(placedInWindow / measuredSeconds)} orders/s)`,
  );
  console.log(`answered by: ${JSON.stringify(Object.fromEntries([...servedBy].sort()))}`);
  console.log(
    `orders answered 2xx (warm-up included): ${ordersPlaced}; orders in the database: ${stored}; ` +
      `orders without items: ${orphans}`,
  );
} finally {
  await cluster.stop();
}
