import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@kala/contract/orders';
import { COUPON_MESSAGES } from '@kala/contract/promotions';
import { orderItems } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call, placeOrder } from '../orders/test-orders.ts';
import { createCode, insertAdmin } from './test-promotions.ts';

/**
 * A coupon code during a scheduled sale (decision 040 with decision 041), through the routes: a ₹2,000 piece on a 20%
 * sale is shown at ₹1,600; GST 18% on top, shipping free in Jaipur above ₹999.
 */

let t: TestApp;
let admin: Shopper;
let piece: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000', GST_PERCENT: '18' },
    {},
    { mailer: { send: async () => undefined, close: () => undefined } },
  );
  piece = await insertProduct(t.database.db, {
    name: 'Lippan Mirror',
    category: 'lippan-art',
    sizes: [{ label: '12 inch', original: 2400, discounted: 2000 }],
  });
  admin = await insertAdmin(t);
  const sale = await call(t, admin, 'POST', '/api/admin/sales', {
    name: 'Diwali 2026',
    percentOff: 20,
    productIds: [piece.id],
    startsAt: '2026-01-01T00:00',
    endsAt: '2030-01-01T00:00',
  });
  expect(sale.status, JSON.stringify(sale.body)).toBe(201);
  await createCode(t, admin, { code: 'SMALL10', percent: 10, perShopperLimit: null });
  await createCode(t, admin, { code: 'BIG30', percent: 30, perShopperLimit: null });
});

afterAll(() => t.close());

async function previewWith(code: string) {
  const shopper = await insertShopper(t, 'Ritu');
  const added = await call(t, shopper, 'POST', '/api/cart/add', {
    productId: piece.id,
    sizeId: piece.sizeIds[0],
    quantity: 1,
  });
  expect(added.status).toBe(200);
  const preview = await call(t, shopper, 'POST', '/api/orders/preview', {
    useCartItems: true,
    deliveryPostcode: '302001',
    paymentMethod: 'razorpay',
    couponCode: code,
  });
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  return { shopper, preview: preview.body.data };
}

describe('a code during a sale', () => {
  it('best-of (the default): the sale wins over a smaller code, and the cart says the code is not used', async () => {
    const { preview } = await previewWith('small10');
    expect(preview.coupon).toMatchObject({ applied: false, message: COUPON_MESSAGES.saleIsBetter, discount: 0 });
    expect(preview.items[0].price).toBe(1600);
    expect(preview.totals.totalAmount).toBe(1888);
  });

  it('best-of: a bigger code wins on the usual price, and the order is priced and stored so', async () => {
    const { shopper, preview } = await previewWith('BIG30');
    expect(preview.coupon).toMatchObject({
      applied: true,
      discount: 600,
      note: 'The code is applied to the usual prices, which saves you more than the sale',
    });
    expect(preview.items[0].price).toBe(2000);
    // ₹2,000 − ₹600 = ₹1,400 + 18% = ₹1,652 (less than the sale's ₹1,888).
    expect(preview.totals.totalAmount).toBe(1652);
    const placed = await placeOrder(t, shopper, { couponCode: 'BIG30' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data.order as Order;
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(line).toMatchObject({
      unitPricePaise: 200_000,
      couponDiscountPaise: 60_000,
      taxablePaise: 140_000,
      saleId: null,
    });
  });

  it('stack: the code applies on the sale price', async () => {
    expect((await call(t, admin, 'PUT', '/api/admin/promotions/settings', { combination: 'stack' })).status).toBe(200);
    const { preview } = await previewWith('SMALL10');
    // 10% of ₹1,600 = ₹160; ₹1,440 + 18% = ₹1,699.20.
    expect(preview.coupon).toMatchObject({ applied: true, discount: 160, note: null });
    expect(preview.items[0].price).toBe(1600);
    expect(preview.totals.totalAmount).toBe(1699.2);
  });
});
