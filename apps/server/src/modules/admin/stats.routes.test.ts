import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSizes } from '../../db/schema/index.ts';
import { call, RELAXED_LIMITS } from '../../test/account-fixtures.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertSale } from '../analytics/test-sales.ts';
import { insertOrder, signInAdmin, signUpShopper } from './test-admin.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  t = await createTestApp({}, {}, { authRateLimits: RELAXED_LIMITS });
  admin = await signInAdmin(t, 'stats-owner@kala.test');
});
afterAll(() => t.close());

const stats = () => call(t, 'GET', '/api/admin/stats', { token: admin.token });

describe('GET /api/admin/stats', () => {
  it('answers 401 to a guest and 403 to a shopper', async () => {
    expect((await call(t, 'GET', '/api/admin/stats')).status).toBe(401);
    const shopper = await signUpShopper(t);
    const answer = await call(t, 'GET', '/api/admin/stats', { token: shopper.token });
    expect(answer.status).toBe(403);
    expect(answer.body.success).toBe(false);
  });

  it('is all zeros and empty lists on an empty store', async () => {
    const answer = await stats();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      totalProducts: 0,
      totalOrders: 0,
      revenue: 0,
      recentOrders: [],
      topProducts: [],
    });
    // The admin and the shopper of the test above.
    expect(answer.body.data.totalUsers).toBe(2);
  });

  it('counts products (active or not), users and orders, and sums revenue by the one rule', async () => {
    const db = t.database.db;
    await insertProduct(db, { name: 'Hidden Gem', ratings: 5, isActive: false });
    const lotus = await insertProduct(db, {
      name: 'Lotus Plate',
      ratings: 4.9,
      creatorName: 'Meera Joshi',
      sizes: [
        { original: 3000, discounted: 2499.5 },
        { original: 1200, discounted: 999 },
        { original: 5000, discounted: 4200, available: false },
      ],
    });
    const bare = await insertProduct(db, { name: 'Unsized Panel', ratings: 4.7 });
    await db.delete(productSizes).where(eq(productSizes.productId, bare.id));
    const sun = await insertProduct(db, {
      name: 'Clay Sun',
      ratings: 4.5,
      sizes: [{ original: 800, discounted: 650 }],
    });
    await insertProduct(db, { name: 'Plain Pot', ratings: 3 });

    // Revenue: not cancelled, and paid online or cash on delivery (modules/orders/revenue.ts).
    await insertOrder(t, { totalRupees: 100, createdAt: minutesAgo(60) });
    await insertOrder(t, { totalRupees: 200, paymentMethod: 'razorpay', createdAt: minutesAgo(50) });
    await insertOrder(t, {
      totalRupees: 300,
      paymentMethod: 'razorpay',
      paymentStatus: 'completed',
      status: 'confirmed',
      createdAt: minutesAgo(40),
    });
    await insertOrder(t, { totalRupees: 400, status: 'cancelled', createdAt: minutesAgo(30) });
    const failed = await insertOrder(t, {
      totalRupees: 500,
      paymentMethod: 'razorpay',
      paymentStatus: 'failed',
      customerName: 'Failed Payer',
      createdAt: minutesAgo(20),
    });
    const delivered = await insertOrder(t, {
      totalRupees: 50.5,
      status: 'delivered',
      paymentStatus: 'completed',
      customerName: 'Asha Verma',
      createdAt: minutesAgo(10),
    });
    const refunded = await insertOrder(t, {
      totalRupees: 75,
      status: 'cancelled',
      paymentMethod: 'razorpay',
      paymentStatus: 'refunded',
      customerName: 'Ravi Kumar',
      createdAt: minutesAgo(5),
    });

    const { data } = (await stats()).body;
    expect(data).toMatchObject({ totalProducts: 5, totalUsers: 2, totalOrders: 7, revenue: 450.5 });

    expect(data.recentOrders).toEqual([
      {
        _id: refunded.id,
        orderNumber: refunded.orderNumber,
        customerName: 'Ravi Kumar',
        totalAmount: 75,
        status: 'cancelled',
        createdAt: refunded.createdAt.toISOString(),
      },
      expect.objectContaining({
        _id: delivered.id,
        customerName: 'Asha Verma',
        totalAmount: 50.5,
        status: 'delivered',
      }),
      expect.objectContaining({ _id: failed.id, customerName: 'Failed Payer', totalAmount: 500, status: 'pending' }),
    ]);

    // Top Products are what sold, not the best rated: these orders have no lines, so nothing sold yet.
    expect(data.topProducts).toEqual([]);

    // Sales of the last 30 days, in orders that count as revenue (the analytics tab's rule), most pieces first.
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000 - 60_000).toISOString();
    const line = (product: { id: string } | null, name: string, quantity: number, unitPaise: number) => ({
      productId: product?.id ?? null,
      name,
      quantity,
      unitPaise,
    });
    await insertSale(db, { at: day(1), totalPaise: 1, lines: [line(lotus, 'Lotus Plate', 2, 99_900)] });
    await insertSale(db, {
      at: day(3),
      totalPaise: 1,
      paymentMethod: 'razorpay',
      paymentStatus: 'completed',
      lines: [line(sun, 'Clay Sun', 2, 65_000), line(bare, 'Unsized Panel', 1, 10_000)],
    });
    await insertSale(db, { at: day(5), totalPaise: 1, lines: [line(null, 'Retired Owl', 2, 150_000)] });
    // Not counted: a cancelled order, an unpaid online one, and a sale of 40 days ago.
    await insertSale(db, {
      at: day(2),
      totalPaise: 1,
      status: 'cancelled',
      lines: [line(bare, 'Unsized Panel', 9, 1)],
    });
    await insertSale(db, {
      at: day(2),
      totalPaise: 1,
      paymentMethod: 'razorpay',
      lines: [line(bare, 'Unsized Panel', 9, 1)],
    });
    await insertSale(db, { at: day(40), totalPaise: 1, lines: [line(sun, 'Clay Sun', 9, 65_000)] });
    await insertSale(db, { at: day(6), totalPaise: 1, lines: [line(bare, 'Unsized Panel', 1, 10_000)] });

    const sold = (await stats()).body.data.topProducts;
    expect(sold).toEqual([
      // Two pieces each: the most revenue first.
      {
        _id: null,
        name: 'Retired Owl',
        thumbnail: '/uploads/demo/test.webp',
        creatorName: null,
        minPrice: null,
        maxPrice: null,
        unitsSold: 2,
        revenue: 3000,
      },
      {
        _id: lotus.id,
        name: 'Lotus Plate',
        thumbnail: '/uploads/demo/test.webp',
        creatorName: 'Meera Joshi',
        minPrice: 999,
        maxPrice: 4200,
        unitsSold: 2,
        revenue: 1998,
      },
      expect.objectContaining({
        _id: sun.id,
        name: 'Clay Sun',
        creatorName: 'Kala Studio',
        unitsSold: 2,
        revenue: 1300,
      }),
    ]);
    // The analytics tab counts the same pieces over the same 30 days.
    const analytics = await call(t, 'GET', '/api/admin/analytics', { token: admin.token });
    const byUnits = analytics.body.data.topProducts.byUnits as { name: string; units: number }[];
    expect(byUnits.slice(0, 3).map((p) => [p.name, p.units])).toEqual([
      ['Retired Owl', 2],
      ['Lotus Plate', 2],
      ['Clay Sun', 2],
    ]);
    expect(byUnits.find((p) => p.name === 'Unsized Panel')?.units).toBe(2);
  });
});
