import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { JAIPUR, call, placeOrder } from '../orders/test-orders.ts';

/**
 * No order is ever accepted to a PIN code the delivery estimate calls unserviceable (issue 26 item 1): every way an
 * order is placed (cash on delivery from the cart, the quick order, an online payment order) quotes the courier again
 * on the server and stops there, before anything is written.
 */
let t: TestApp;
let piece: { id: string; sizeIds: string[] };
let shopper: Shopper;
const NOWHERE = { ...JAIPUR, zipCode: '999999' };

beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '10000' });
  piece = await insertProduct(t.database.db, {
    name: 'Dhokra Elephant',
    sizes: [{ original: 1800, discounted: 1500 }],
  });
  shopper = await insertShopper(t, 'Kavya');
});

afterAll(() => t.close());

const ordersOf = async (who: Shopper) =>
  (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, who.id))).length;

describe('orders to an unserviceable PIN code', () => {
  it('the delivery estimate says so', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/delivery-estimate',
      query: { pin: '999999', productId: piece.id, sizeId: piece.sizeIds[0]! },
    });
    expect(answer.json().data).toMatchObject({
      deliverable: false,
      message: 'No shipping rates found for this location.',
    });
  });

  it('refuses a cash-on-delivery order from the cart, a quick order and an online payment order, writing nothing', async () => {
    await call(t, shopper, 'POST', '/api/cart/add', { productId: piece.id, sizeId: piece.sizeIds[0], quantity: 1 });
    const fromCart = await placeOrder(t, shopper, { shippingAddress: NOWHERE });
    const quick = await placeOrder(t, shopper, {
      shippingAddress: NOWHERE,
      useCartItems: false,
      customItems: [{ productId: piece.id, sizeId: piece.sizeIds[0], quantity: 1 }],
    });
    const online = await call(
      t,
      shopper,
      'POST',
      '/api/payments/create-order',
      { shippingAddress: NOWHERE, useCartItems: true },
      { 'idempotency-key': randomUUID() },
    );
    for (const answer of [fromCart, quick, online]) {
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ success: false, message: 'No shipping rates found for this location.' });
    }
    expect(await ordersOf(shopper)).toBe(0);

    // The same cart to a PIN code that is served is accepted: the refusal was the PIN code's.
    const served = await placeOrder(t, shopper);
    expect(served.status, JSON.stringify(served.body)).toBe(201);
    expect(await ordersOf(shopper)).toBe(1);
  });
});
