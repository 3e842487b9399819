import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@kala/contract/cart';
import type { PaymentOrder } from '@kala/contract/payments';
import { productSizes } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { JAIPUR, call, placeOrder } from '../orders/test-orders.ts';

/** Issue 26 item 4 (decision 038): the cart, the checkout and the product page tell the truth about stock. */

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000' },
    {},
    { now: () => clock, mailer: { send: async () => undefined, close: () => undefined } },
  );
});
afterAll(() => t.close());

/** A product with one size per stock given (null: made to order), priced ₹1,200. */
async function piece(name: string, stocks: (number | null)[] = [1]) {
  const made = await insertProduct(t.database.db, {
    name,
    sizes: stocks.map((_, i) => ({ label: `${6 + i * 2} inch`, original: 1500, discounted: 1200 })),
  });
  for (const [i, stock] of stocks.entries()) {
    await t.database.db
      .update(productSizes)
      .set({ stock, isAvailable: stock !== 0 })
      .where(eq(productSizes.id, made.sizeIds[i]!));
  }
  return { productId: made.id, sizeIds: made.sizeIds, sizeId: made.sizeIds[0]! };
}

const add = (who: Shopper, productId: string, sizeId: string, quantity: number) =>
  call(t, who, 'POST', '/api/cart/add', { productId, sizeId, quantity });
const update = (who: Shopper, productId: string, sizeId: string, quantity: number) =>
  call(t, who, 'PUT', '/api/cart/update', { productId, sizeId, quantity });
const cartOf = async (who: Shopper) => (await call(t, who, 'GET', '/api/cart')).body.data as Cart;
const productOf = async (id: string) => (await call(t, undefined, 'GET', `/api/products/${id}`)).body.data;
const holdsOf = (who: Shopper | undefined, productId: string) =>
  call(t, who, 'GET', `/api/stock/holds?productId=${encodeURIComponent(productId)}`);
const refused = (message: string) => ({ success: false, message });

/** The checkout's 'Place Order & Pay' from the cart: placed unpaid, its pieces taken, the payment window open. */
async function placeOnline(who: Shopper) {
  const answer = await call(
    t,
    who,
    'POST',
    '/api/payments/create-order',
    { shippingAddress: JAIPUR, useCartItems: true },
    { 'idempotency-key': randomUUID() },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as PaymentOrder;
}

describe('the cart refuses more pieces than are in stock', () => {
  it("refuses an add or a quantity above the stock with 'Only N left in stock', writing nothing", async () => {
    const diya = await piece('Brass Diya Pair', [2, null]);
    const shopper = await insertShopper(t, 'Tara');

    expect((await add(shopper, diya.productId, diya.sizeId, 3)).body).toEqual(refused('Only 2 left in stock.'));
    expect((await add(shopper, diya.productId, diya.sizeId, 3)).status).toBe(422);
    expect((await cartOf(shopper)).items).toEqual([]);

    expect((await add(shopper, diya.productId, diya.sizeId, 2)).status).toBe(200);
    expect(await add(shopper, diya.productId, diya.sizeId, 1)).toMatchObject({
      status: 422,
      body: refused('Only 2 left in stock, and 2 are already in your cart.'),
    });
    expect(await update(shopper, diya.productId, diya.sizeId, 3)).toMatchObject({
      status: 422,
      body: refused('Only 2 left in stock.'),
    });
    expect((await cartOf(shopper)).items[0]).toMatchObject({ quantity: 2, piecesLeft: 2 });

    // A made-to-order size (no count) is limited only by the cart's per-line limit.
    expect((await add(shopper, diya.productId, diya.sizeIds[1]!, 10)).status).toBe(200);
    expect((await cartOf(shopper)).items[1]).not.toHaveProperty('piecesLeft');
  });

  it('keeps the spec words for a size with nothing left', async () => {
    const gone = await piece('Sold Lippan Tile', [0]);
    const shopper = await insertShopper(t, 'Neel');
    expect(await add(shopper, gone.productId, gone.sizeId, 1)).toMatchObject({
      status: 422,
      body: refused('This size is currently out of stock.'),
    });
  });

  it('lets racing adds of one shopper fill the stock exactly, never past it', async () => {
    const bowl = await piece('Mandala Bowl Set', [3]);
    const shopper = await insertShopper(t, 'Ira');
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(shopper, bowl.productId, bowl.sizeId, 1)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(422);
      expect(answer.body.message).toMatch(/^Only 3 left in stock, and 3 are already in your cart\.$/);
    }
    expect((await cartOf(shopper)).items[0]).toMatchObject({ quantity: 3, piecesLeft: 3 });
  });
});

describe("'Only N left'", () => {
  it('shows in the product and cart answers only when few remain, and follows orders and cancellations', async () => {
    const plate = await piece('Lotus Plate Trio', [5, 2, null]);
    const before = await productOf(plate.productId);
    expect(before.sizes[0]).not.toHaveProperty('piecesLeft');
    expect(before.sizes[1]).toMatchObject({ isAvailable: true, piecesLeft: 2 });
    expect(before.sizes[2]).not.toHaveProperty('piecesLeft');

    // An order taking the count into the shown range refreshes the cached product answer at once.
    const buyer = await insertShopper(t, 'Kiran');
    await add(buyer, plate.productId, plate.sizeId, 2);
    const placed = await placeOrder(t, buyer);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await productOf(plate.productId)).sizes[0]).toMatchObject({ piecesLeft: 3 });

    const other = await insertShopper(t, 'Dev');
    await add(other, plate.productId, plate.sizeIds[1]!, 1);
    expect((await cartOf(other)).items[0]).toMatchObject({ isAvailable: true, quantity: 1, piecesLeft: 2 });

    const cancelled = await call(t, buyer, 'PATCH', `/api/orders/${placed.body.data.orderId}/cancel`, {
      reason: 'Ordered the wrong size',
    });
    expect(cancelled.status).toBe(200);
    expect((await productOf(plate.productId)).sizes[0]).not.toHaveProperty('piecesLeft');
  });
});

describe('the checkout checks the stock again', () => {
  it('refuses a cart line asking for more than is left, at the review and at placing (422, naming the piece)', async () => {
    const mirror = await piece('Lippan Mirror Round', [3]);
    const shopper = await insertShopper(t, 'Rhea');
    expect((await add(shopper, mirror.productId, mirror.sizeId, 3)).status).toBe(200);
    // Meanwhile the studio sold two at a fair and counted again.
    await t.database.db.update(productSizes).set({ stock: 1 }).where(eq(productSizes.id, mirror.sizeId));

    const cart = await cartOf(shopper);
    expect(cart.items[0]).toMatchObject({ isAvailable: true, quantity: 3, piecesLeft: 1 });
    const message = 'Only 1 of "Lippan Mirror Round" (6 inch) is left. Please lower the quantity.';
    const preview = await call(t, shopper, 'POST', '/api/orders/preview', {
      shippingAddress: JAIPUR,
      paymentMethod: 'cash_on_delivery',
      useCartItems: true,
    });
    expect(preview).toMatchObject({ status: 422, body: refused(message) });
    expect(await placeOrder(t, shopper)).toMatchObject({ status: 422, body: refused(message) });

    expect((await update(shopper, mirror.productId, mirror.sizeId, 1)).status).toBe(200);
    expect((await placeOrder(t, shopper)).status).toBe(201);
  });

  it('gives the last piece to exactly one of two shoppers placing at once; the other is told it is gone', async () => {
    const last = await piece('Last Terracotta Horse', [1]);
    const [asha, ravi] = [await insertShopper(t, 'Asha'), await insertShopper(t, 'Ravi')];
    for (const who of [asha, ravi]) expect((await add(who, last.productId, last.sizeId, 1)).status).toBe(200);

    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([placeOrder(t, asha), placeOrder(t, ravi)]);
      const statuses = answers.map((a) => a.status).sort();
      if (round === 0) {
        expect(statuses).toEqual([201, 422]);
        const loser = answers.find((a) => a.status === 422)!;
        expect(loser.body.message).toBe(
          'Sorry, "Last Terracotta Horse" (6 inch) is out of stock. Please remove it to place your order.',
        );
      } else {
        // The winner's cart was emptied; the other is still refused, however often it tries.
        expect(statuses.filter((s) => s === 201)).toEqual([]);
      }
    }
    const [size] = await t.database.db.select().from(productSizes).where(eq(productSizes.id, last.sizeId));
    expect(size).toMatchObject({ stock: 0, isAvailable: false });
  });
});

describe('a piece held by the shopper’s own unpaid online order', () => {
  it('is reserved for its shopper (with the order to pay) and unavailable to everyone else', async () => {
    const peacock = await piece('Only Lippan Peacock', [1]);
    const [meera, kabir] = [await insertShopper(t, 'Meera'), await insertShopper(t, 'Kabir')];
    await add(meera, peacock.productId, peacock.sizeId, 1);
    await add(kabir, peacock.productId, peacock.sizeId, 1);
    const unpaid = await placeOnline(meera);

    // The public (cached) product answer: sold out, for everyone.
    expect((await productOf(peacock.productId)).sizes[0]).toMatchObject({ isAvailable: false });
    expect((await productOf(peacock.productId)).sizes[0]).not.toHaveProperty('piecesLeft');

    const mine = await holdsOf(meera, peacock.productId);
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body.data).toEqual({
      holds: [
        {
          sizeId: peacock.sizeId,
          pieces: 1,
          orderId: unpaid.orderId,
          orderNumber: unpaid.orderNumber,
          payBy: unpaid.paymentDueAt,
          payable: true,
          fromCart: true,
        },
      ],
    });
    expect((await holdsOf(kabir, peacock.productId)).body.data).toEqual({ holds: [] });
    // Her cart counts the held piece as hers; his shows it out of stock.
    expect((await cartOf(meera)).items[0]).toMatchObject({ isAvailable: true, piecesLeft: 1 });
    expect((await cartOf(kabir)).items[0]).toMatchObject({ isAvailable: false, unavailableReason: 'outOfStock' });
    // She may not add a second piece that does not exist (before decision 038 the cart took it).
    expect(await add(meera, peacock.productId, peacock.sizeId, 1)).toMatchObject({
      status: 422,
      body: refused('Only 1 left in stock, and 1 is already in your cart.'),
    });

    // Once the payment window has closed the order can no longer be paid: the hold says so until it is given back.
    clock += 10 * 60_000;
    expect((await holdsOf(meera, peacock.productId)).body.data.holds[0]).toMatchObject({ payable: false });
    clock -= 10 * 60_000;
  });

  it('answers only signed-in shoppers, and nothing for a malformed or unknown product', async () => {
    const shopper = await insertShopper(t, 'Zoya');
    expect((await holdsOf(undefined, randomUUID())).status).toBe(401);
    expect((await holdsOf(shopper, 'not-a-uuid')).body).toEqual({ success: true, data: { holds: [] } });
    expect((await holdsOf(shopper, randomUUID())).body).toEqual({ success: true, data: { holds: [] } });
    expect((await call(t, shopper, 'GET', '/api/stock/holds')).status).toBe(400);
  });
});
