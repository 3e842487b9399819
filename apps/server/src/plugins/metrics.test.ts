import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShopper } from '../modules/cart/test-shoppers.ts';
import { placeOrder } from '../modules/orders/test-orders.ts';
import { insertProduct } from '../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
});

const scrape = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The value of one series in Prometheus' text format, or undefined. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /api/metrics', () => {
  it('answers 401 in the envelope without the token or with a wrong one', async () => {
    for (const token of [undefined, 'wrong-token-0123456789', `${TOKEN}x`]) {
      const answer = await scrape(token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ success: false, message: 'A valid metrics token is required' });
    }
  });

  it('says how requests went, by route, and counts the orders placed and the outbox waiting', async () => {
    await t.app.inject({ method: 'GET', url: '/api/products' });
    const product = await insertProduct(t.database.db, {
      name: 'Metric Lotus Plate',
      sizes: [{ original: 1500, discounted: 1200 }],
    });
    const shopper = await insertShopper(t, 'Meera');
    const body = {
      useCartItems: false,
      customItems: [{ productId: product.id, sizeId: product.sizeIds[0], quantity: 1, seenPrice: 1200 }],
    };
    const key = randomUUID();
    expect((await placeOrder(t, shopper, body, key)).status).toBe(201);
    expect((await placeOrder(t, shopper, body, key)).status).toBe(200); // a replay is not a new order

    const answer = await scrape(TOKEN);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(
      valueOf(text, 'kala_http_request_duration_seconds_count{method="GET",route="/api/products",status="2xx"}'),
    ).toBe(1);
    expect(valueOf(text, 'kala_orders_placed_total{route="/api/orders"}')).toBe(1);
    // The confirmation mail waits in the outbox (the worker is not started in tests).
    expect(valueOf(text, 'kala_outbox_jobs{status="pending",kind="mail"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'kala_payment_failures')).toBe(0);
    expect(valueOf(text, 'kala_db_pool_connections{state="max"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'kala_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('is off (404) when no token is configured', async () => {
    const off = await createTestApp();
    try {
      const answer = await off.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('Metrics are off: set METRICS_TOKEN to turn them on');
    } finally {
      await off.close();
    }
  });
});
