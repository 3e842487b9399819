import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, storeToday } from '@kala/contract/analytics';
import { cartAdditions, products } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../orders/test-orders.ts';
import { insertAccount, insertCartAddition, insertSale } from './test-sales.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof insertAccount>>;
let shopper: Awaited<ReturnType<typeof insertAccount>>;

/** March 2025 in India: 1 March is a Saturday, so weeks (Monday first) start on 24 Feb, 3 Mar and 10 Mar. */
const MARCH = '/api/admin/analytics?from=2025-03-01&to=2025-03-10';

beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '10000' });
  const db = t.database.db;
  admin = await insertAccount(t, 'Admin', 'admin');
  shopper = await insertAccount(t, 'Kiran');
  const asha = await insertAccount(t, 'Asha');
  const ravi = await insertAccount(t, 'Ravi');
  const meera = await insertAccount(t, 'Meera');

  const lotus = await insertProduct(db, { name: 'Lotus Plate', category: 'mandala' });
  const arch = await insertProduct(db, { name: 'Sunset Arch', category: 'boho-art' });
  const pot = await insertProduct(db, { name: 'Old Terracotta Pot', category: 'terracotta' });

  // Just after midnight in India on 1 March is still 28 February in UTC: it belongs to 1 March.
  await insertSale(db, {
    at: '2025-03-01T00:10:00+05:30',
    totalPaise: 100_000,
    userId: asha.id,
    lines: [{ productId: lotus.id, name: 'Lotus Plate', quantity: 2, unitPaise: 40_000 }],
  });
  await insertSale(db, {
    at: '2025-03-03T12:00:00+05:30',
    totalPaise: 250_050,
    userId: ravi.id,
    paymentMethod: 'razorpay',
    paymentStatus: 'completed',
    status: 'confirmed',
    lines: [
      { productId: arch.id, name: 'Sunset Arch', quantity: 1, unitPaise: 200_000 },
      // The product was renamed between the two orders: the latest copied name is shown.
      { productId: lotus.id, name: 'Lotus Plate (large)', quantity: 1, unitPaise: 40_000 },
    ],
  });
  // An online order never paid: not revenue, and its shopper did not convert.
  await insertSale(db, {
    at: '2025-03-03T15:00:00+05:30',
    totalPaise: 99_900,
    userId: meera.id,
    paymentMethod: 'razorpay',
    lines: [{ productId: arch.id, name: 'Sunset Arch', quantity: 5, unitPaise: 19_980 }],
  });
  for (const [at, cancelReason, paymentMethod] of [
    ['2025-03-05T10:00:00+05:30', 'Ordered by mistake', 'cash_on_delivery'],
    ['2025-03-06T10:00:00+05:30', null, 'razorpay'],
    ['2025-03-07T10:00:00+05:30', '   ', 'cash_on_delivery'],
    ['2025-03-07T11:00:00+05:30', 'Ordered by mistake', 'cash_on_delivery'],
  ] as const) {
    await insertSale(db, {
      at,
      totalPaise: 50_000,
      status: 'cancelled',
      paymentMethod,
      paymentStatus: paymentMethod === 'razorpay' ? 'refunded' : 'cancelled',
      cancelReason,
      lines: [{ productId: lotus.id, name: 'Lotus Plate', quantity: 9, unitPaise: 5_000 }],
    });
  }
  await insertSale(db, {
    at: '2025-03-08T18:00:00+05:30',
    totalPaise: 30_000,
    status: 'delivered',
    paymentStatus: 'completed',
    lines: [{ productId: pot.id, name: 'Old Terracotta Pot', quantity: 3, unitPaise: 10_000 }],
  });
  // Outside the range in India's calendar (though 10 March and 28 February in UTC).
  await insertSale(db, { at: '2025-03-11T00:05:00+05:30', totalPaise: 777_700, userId: meera.id });
  await insertSale(db, { at: '2025-02-28T23:59:00+05:30', totalPaise: 666_600, userId: meera.id });
  // The pot is deleted afterwards: its sales stay, by their copied name, under 'Unknown'.
  await db.delete(products).where(eq(products.id, pot.id));

  // Cart additions: Asha twice, Ravi, Meera and Kiran in the range; an earlier shopper outside it.
  await insertCartAddition(db, asha.id, '2025-03-02T10:00:00+05:30', lotus.id);
  await insertCartAddition(db, asha.id, '2025-03-05T10:00:00+05:30', arch.id);
  await insertCartAddition(db, ravi.id, '2025-03-02T11:00:00+05:30', arch.id);
  await insertCartAddition(db, meera.id, '2025-03-03T14:00:00+05:30', arch.id);
  await insertCartAddition(db, shopper.id, '2025-03-04T09:00:00+05:30', lotus.id);
  await insertCartAddition(db, shopper.id, '2025-02-20T09:00:00+05:30', lotus.id);
});

afterAll(() => t.close());

const get = (url: string, who = admin) => call(t, who, 'GET', url);

describe('GET /api/admin/analytics: figures', () => {
  it('totals revenue (not cancelled; online only once paid; COD when placed), orders, AOV and cancellations', async () => {
    const answer = await get(MARCH);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.range).toEqual({
      from: '2025-03-01',
      to: '2025-03-10',
      granularity: 'day',
      timeZone: 'Asia/Kolkata',
    });
    expect(answer.body.data.totals).toEqual({
      revenuePaise: 380_050,
      orders: 3,
      averageOrderValuePaise: 126_683,
      cancelledOrders: 4,
    });
  });

  it('has a bucket for every day of the range, empty days at zero, by the store calendar', async () => {
    const { series } = (await get(MARCH)).body.data;
    expect(series).toHaveLength(10);
    expect(series[0]).toEqual({ start: '2025-03-01', end: '2025-03-01', revenuePaise: 100_000, orders: 1 });
    expect(series[1]).toEqual({ start: '2025-03-02', end: '2025-03-02', revenuePaise: 0, orders: 0 });
    expect(series[2]).toEqual({ start: '2025-03-03', end: '2025-03-03', revenuePaise: 250_050, orders: 1 });
    expect(series[7]).toEqual({ start: '2025-03-08', end: '2025-03-08', revenuePaise: 30_000, orders: 1 });
    expect(series[9]).toEqual({ start: '2025-03-10', end: '2025-03-10', revenuePaise: 0, orders: 0 });
    const sum = series.reduce((s: number, b: { revenuePaise: number }) => s + b.revenuePaise, 0);
    expect(sum).toBe(380_050);
  });

  it('groups by week (Monday first) and by month, cutting the first and last bucket to the range', async () => {
    const weeks = (await get(`${MARCH}&granularity=week`)).body.data.series;
    expect(weeks).toEqual([
      { start: '2025-03-01', end: '2025-03-02', revenuePaise: 100_000, orders: 1 },
      { start: '2025-03-03', end: '2025-03-09', revenuePaise: 280_050, orders: 2 },
      { start: '2025-03-10', end: '2025-03-10', revenuePaise: 0, orders: 0 },
    ]);
    const months = (await get('/api/admin/analytics?from=2025-02-15&to=2025-04-20&granularity=month')).body.data;
    // The two orders just outside 1-10 March (cash on delivery, not cancelled) count in a range that holds them.
    expect(months.series).toEqual([
      { start: '2025-02-15', end: '2025-02-28', revenuePaise: 666_600, orders: 1 },
      { start: '2025-03-01', end: '2025-03-31', revenuePaise: 380_050 + 777_700, orders: 4 },
      { start: '2025-04-01', end: '2025-04-20', revenuePaise: 0, orders: 0 },
    ]);
    expect(months.totals.orders).toBe(5);
  });

  it('counts orders just outside the range by India time in the neighbouring days, not in it', async () => {
    const edges = (await get('/api/admin/analytics?from=2025-02-28&to=2025-03-11')).body.data;
    expect(edges.series[0]).toMatchObject({ start: '2025-02-28', revenuePaise: 666_600, orders: 1 });
    expect(edges.series.at(-1)).toMatchObject({ start: '2025-03-11', revenuePaise: 777_700, orders: 1 });
  });

  it('groups cancellation reasons, an empty or missing one as "No reason given"', async () => {
    const { cancellations } = (await get(MARCH)).body.data;
    expect(cancellations).toEqual({
      total: 4,
      reasons: [
        { reason: 'No reason given', count: 2 },
        { reason: 'Ordered by mistake', count: 2 },
      ],
    });
  });

  it('ranks products by revenue and by units from the lines of revenue orders, deleted ones by copied name', async () => {
    const { topProducts } = (await get(MARCH)).body.data;
    expect(topProducts.byRevenue.map((p: { name: string }) => p.name)).toEqual([
      'Sunset Arch',
      'Lotus Plate (large)',
      'Old Terracotta Pot',
    ]);
    expect(topProducts.byRevenue[0]).toMatchObject({ units: 1, revenuePaise: 200_000 });
    expect(topProducts.byRevenue[1]).toMatchObject({ units: 3, revenuePaise: 120_000 });
    expect(topProducts.byRevenue[2]).toEqual({
      productId: null,
      name: 'Old Terracotta Pot',
      units: 3,
      revenuePaise: 30_000,
    });
    // Units tie at 3: the larger revenue comes first.
    expect(topProducts.byUnits.map((p: { name: string; units: number }) => [p.name, p.units])).toEqual([
      ['Lotus Plate (large)', 3],
      ['Old Terracotta Pot', 3],
      ['Sunset Arch', 1],
    ]);
  });

  it('ranks categories, a deleted product’s sales under "Unknown"', async () => {
    const { topCategories } = (await get(MARCH)).body.data;
    expect(topCategories).toEqual([
      { category: 'boho-art', label: 'Boho Art', units: 1, revenuePaise: 200_000 },
      { category: 'mandala', label: 'Mandala', units: 3, revenuePaise: 120_000 },
      { category: null, label: 'Unknown', units: 3, revenuePaise: 30_000 },
    ]);
  });

  it('works out cart-to-order conversion among the shoppers who added to the cart in the range', async () => {
    const { conversion } = (await get(MARCH)).body.data;
    // Asha, Ravi, Meera and Kiran added; Asha (COD) and Ravi (paid) ordered; Meera never paid.
    expect(conversion).toEqual({ cartShoppers: 4, orderingShoppers: 2, ratePercent: 50 });
    const before = (await get('/api/admin/analytics?from=2025-01-01&to=2025-01-31')).body.data;
    expect(before.conversion).toEqual({ cartShoppers: 0, orderingShoppers: 0, ratePercent: null });
    expect(before.totals).toEqual({ revenuePaise: 0, orders: 0, averageOrderValuePaise: 0, cancelledOrders: 0 });
    expect(before.topProducts).toEqual({ byRevenue: [], byUnits: [] });
  });

  it('defaults to the last 30 days of the store calendar, by day', async () => {
    const answer = await get('/api/admin/analytics');
    expect(answer.status).toBe(200);
    const today = storeToday();
    expect(answer.body.data.range).toMatchObject({ from: addDays(today, -29), to: today, granularity: 'day' });
    expect(answer.body.data.series).toHaveLength(30);
    const onlyTo = (await get('/api/admin/analytics?to=2025-03-10')).body.data.range;
    expect(onlyTo).toMatchObject({ from: '2025-02-09', to: '2025-03-10' });
  });
});

describe('the cart records each add for conversion', () => {
  it('writes one cart_additions row per successful add, none for a refused one', async () => {
    const db = t.database.db;
    const product = await insertProduct(db, { name: 'Conversion Bowl' });
    const rowsOf = async () =>
      (await db.select().from(cartAdditions).where(eq(cartAdditions.productId, product.id))).length;
    const add = (quantity: number) =>
      call(t, shopper, 'POST', '/api/cart/add', { productId: product.id, sizeId: product.sizeIds[0], quantity });
    expect((await add(9)).status).toBe(200);
    expect((await add(1)).status).toBe(200);
    expect(await rowsOf()).toBe(2);
    // Past the per-line limit of 10: refused, and not recorded.
    expect((await add(1)).status).toBe(400);
    expect(await rowsOf()).toBe(2);
    const today = storeToday();
    const { conversion } = (await get(`/api/admin/analytics?from=${today}&to=${today}`)).body.data;
    expect(conversion).toMatchObject({ cartShoppers: 1, orderingShoppers: 0, ratePercent: 0 });
  });
});

describe('GET /api/admin/analytics: bad ranges are 400 with a clear message', () => {
  it.each([
    ['from=2025-02-30', "'from' must be a date written YYYY-MM-DD"],
    ['from=yesterday', "'from' must be a date written YYYY-MM-DD"],
    ['to=2025-3-1', "'to' must be a date written YYYY-MM-DD"],
    [`from=${'9'.repeat(5000)}`, "'from' must be a date written YYYY-MM-DD"],
    ['from=2025-01-01&from=2025-01-02', "'from' must be a date written YYYY-MM-DD"],
    ['from=1999-12-31&to=2000-01-05', 'Dates must be between 2000-01-01 and 2100-12-31'],
    ['from=2025-03-10&to=2025-03-01', 'The start date must be on or before the end date'],
    [
      'from=2024-01-01&to=2025-03-01',
      'A range shown by day can cover at most 400 days; choose Week or Month for longer ranges',
    ],
    [
      'from=2020-01-01&to=2025-03-01&granularity=week',
      'A range shown by week can cover at most 1100 days; choose Month for longer ranges',
    ],
    ['from=2000-01-01&to=2100-01-01&granularity=month', 'A range shown by month can cover at most 3700 days'],
    ['granularity=hour', 'granularity must be one of day, week, month'],
  ])('%s', async (query, message) => {
    const answer = await get(`/api/admin/analytics?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message });
  });

  it('takes a long range by week or month', async () => {
    expect((await get('/api/admin/analytics?from=2024-01-01&to=2025-03-01&granularity=week')).status).toBe(200);
    const months = await get('/api/admin/analytics?from=2016-01-01&to=2025-12-31&granularity=month');
    expect(months.status).toBe(200);
    expect(months.body.data.series).toHaveLength(120);
  });
});

describe('admin only', () => {
  const urls = [
    '/api/admin/analytics',
    '/api/admin/feedback',
    '/api/admin/newsletter',
    '/api/admin/newsletter.csv',
    '/api/admin/contact-messages',
  ];
  it.each(urls)('%s is 401 for a guest and 403 for a shopper', async (url) => {
    const guest = await call(t, undefined, 'GET', url);
    expect(guest.status).toBe(401);
    expect(guest.body.success).toBe(false);
    const refused = await call(t, shopper, 'GET', url);
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
  });
});
