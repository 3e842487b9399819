import { timingSafeEqual } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';
import { outbox, paymentAttempts } from '../db/schema/index.ts';
import { NotFoundError, UnauthorizedError } from '../lib/errors.ts';

export interface MetricsOptions {
  /** The bearer token a scraper sends; without one the endpoint is off (404). */
  token: string | undefined;
  database: Database;
}

/** Order-placing calls whose 201 is an order placed (COD, or an online order awaiting its payment). */
const PLACING_ROUTES = new Set(['POST /api/orders', 'POST /api/payments/create-order']);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /api/metrics` in Prometheus' text format (issue 12): requests and their latency by route, outbox depth and
 * failures, orders placed, payment failures, database pool use, and the process's own figures (RSS, heap, event loop
 * lag). Its own registry, so several apps in one process (tests) never share counters. Guarded by METRICS_TOKEN:
 * the figures say how busy the shop is, which is nobody else's business.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'kala_' });

  const requests = new Histogram({
    name: 'kala_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status class',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'kala_orders_placed_total',
    help: 'Orders placed (201 answers of the order-placing calls; replays of an Idempotency-Key are not counted)',
    labelNames: ['route'],
    registers: [registry],
  });
  const { db } = options.database;
  new Gauge({
    name: 'kala_outbox_jobs',
    help: 'Outbox jobs waiting (pending) and given up (failed), by kind',
    labelNames: ['status', 'kind'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db
        .select({ status: outbox.status, kind: outbox.kind, n: count() })
        .from(outbox)
        .where(inArray(outbox.status, ['pending', 'failed']))
        .groupBy(outbox.status, outbox.kind);
      for (const row of rows) this.set({ status: row.status, kind: row.kind }, Number(row.n));
    },
  });
  new Gauge({
    name: 'kala_payment_failures',
    help: 'Online payments the provider reported failed, since the store began',
    registers: [registry],
    async collect() {
      const [row] = await db.select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.outcome, 'failed'));
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'kala_db_pool_connections',
    help: 'Database connections: open, idle, requests waiting for one, and the most the pool opens',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = options.database.poolUse();
      this.set({ state: 'open' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    // Unmatched paths (scanners, typos) share one label, so they cannot grow the series without bound.
    const label = route ?? 'unmatched';
    requests.observe(
      { method: request.method, route: label, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 201 && PLACING_ROUTES.has(`${request.method} ${label}`)) {
      ordersPlaced.inc({ route: label });
    }
  });

  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!options.token) throw new NotFoundError('Metrics are off: set METRICS_TOKEN to turn them on');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameSecret(given, options.token)) throw new UnauthorizedError('A valid metrics token is required');
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
