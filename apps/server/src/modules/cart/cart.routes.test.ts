import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@kala/contract/cart';
import { cartItems, productSizes, products } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { JAIPUR } from '../orders/test-orders.ts';
import { insertShopper, type Shopper } from './test-shoppers.ts';

let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
const p: Record<string, { id: string; sizeIds: string[] }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  p.plate = await insertProduct(db, {
    name: 'Dot Mandala Lotus Plate',
    sizes: [
      { label: '8 inch', original: 1200, discounted: 999 },
      { label: '12 inch', original: 2400, discounted: 1999.5 },
      { label: '16 inch', original: 3000, discounted: 2800, available: false },
    ],
  });
  p.arch = await insertProduct(db, { name: 'Sunset Arch Canvas', sizes: [{ original: 500, discounted: 333.33 }] });
  p.retired = await insertProduct(db, { name: 'Retired Pot', isActive: false });
  asha = await insertShopper(t, 'Asha');
  ravi = await insertShopper(t, 'Ravi');
});

afterAll(() => t.close());

type Who = Shopper | undefined;
async function call(who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}
const add = (who: Who, productId: string, sizeId: string, quantity: number) =>
  call(who, 'POST', '/api/cart/add', { productId, sizeId, quantity });
const update = (who: Who, productId: string, sizeId: string, quantity: number) =>
  call(who, 'PUT', '/api/cart/update', { productId, sizeId, quantity });
const cartOf = async (who: Who) => (await call(who, 'GET', '/api/cart')).body.data as Cart;
const clear = (who: Who) => call(who, 'DELETE', '/api/cart/clear');
const quantityIn = (cart: Cart, sizeId: string) => cart.items.find((i) => i.selectedSize.sizeId === sizeId)?.quantity;
const plate = () => p.plate!;
const size = (n: number) => plate().sizeIds[n]!;

describe('cart access', () => {
  it.each([
    ['GET', '/api/cart'],
    ['GET', '/api/cart/count'],
    ['POST', '/api/cart/add'],
    ['PUT', '/api/cart/update'],
    ['DELETE', '/api/cart/remove/x/y'],
    ['DELETE', '/api/cart/clear'],
  ] as const)('%s %s refuses a guest with 401, whatever the body', async (method, url) => {
    const { status, body } = await call(
      undefined,
      method,
      url,
      method === 'POST' || method === 'PUT' ? { quantity: 0 } : undefined,
    );
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: 'Not authorized, please sign in' });
  });

  it('refuses a forged token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('adding to the cart', () => {
  it('starts empty with the totals of architecture §6.1', async () => {
    await clear(asha);
    expect(await cartOf(asha)).toEqual({
      items: [],
      totalItems: 0,
      totalPrice: 0,
      subtotal: 0,
      // Issue 24: GST is per line, so an empty cart has no rate to name.
      gst: { percent: 0, rates: [], included: false, amount: 0 },
      shipping: null,
    });
    expect((await call(asha, 'GET', '/api/cart/count')).body).toEqual({ success: true, data: { count: 0 } });
  });

  it('adds a line priced from the database and answers the whole cart', async () => {
    await clear(asha);
    // A price sent by the client is never used.
    const { status, body } = await call(asha, 'POST', '/api/cart/add', {
      productId: plate().id,
      sizeId: size(0),
      quantity: 2,
      price: 1,
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Item added to cart');
    expect(body.data).toEqual({
      items: [
        {
          product: { _id: plate().id, name: 'Dot Mandala Lotus Plate', thumbnail: '/uploads/demo/test.webp' },
          selectedSize: { sizeId: size(0), size: '8 inch', price: 999 },
          quantity: 2,
          lineTotal: 1998,
          isAvailable: true,
          priceChanged: false,
        },
      ],
      totalItems: 2,
      subtotal: 1998,
      gst: { percent: 18, rates: [18], included: false, amount: 359.64 },
      totalPrice: 2357.64,
      shipping: null,
    });
  });

  it('names the pieces in Hindi for a Hindi page, in English where a piece has no Hindi name (issue 28)', async () => {
    await clear(asha);
    await t.database.db.update(products).set({ nameHi: 'डॉट मंडला कमल प्लेट' }).where(eq(products.id, plate().id));
    const hindi = { ...asha.headers, 'x-kala-language': 'hi' };
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: hindi,
      payload: { productId: plate().id, sizeId: size(0), quantity: 1 },
    });
    expect((added.json().data as Cart).items.map((i) => i.product.name)).toEqual(['डॉट मंडला कमल प्लेट']);
    await add(asha, p.arch!.id, p.arch!.sizeIds[0]!, 1);
    const read = await t.app.inject({ method: 'GET', url: '/api/cart', headers: hindi });
    expect((read.json().data as Cart).items.map((i) => i.product.name)).toEqual([
      'डॉट मंडला कमल प्लेट',
      'Sunset Arch Canvas',
    ]);
    // The same cart on an English page.
    expect((await cartOf(asha)).items.map((i) => i.product.name)).toEqual([
      'Dot Mandala Lotus Plate',
      'Sunset Arch Canvas',
    ]);
    await t.database.db.update(products).set({ nameHi: null }).where(eq(products.id, plate().id));
    await clear(asha);
  });

  it('computes GST in paise and rounds it once', async () => {
    await clear(asha);
    await add(asha, p.arch!.id, p.arch!.sizeIds[0]!, 3);
    const cart = await cartOf(asha);
    // 3 × ₹333.33 = ₹999.99; 18% of 99,999 paise is 17,999.82 → 18,000 paise.
    expect(cart.subtotal).toBe(999.99);
    expect(cart.gst.amount).toBe(180);
    expect(cart.totalPrice).toBe(1179.99);
  });

  it('adds to the quantity of a size already in the cart', async () => {
    await clear(asha);
    await add(asha, plate().id, size(0), 2);
    await add(asha, plate().id, size(0), 3);
    await add(asha, plate().id, size(1), 1);
    const cart = await cartOf(asha);
    expect(cart.items).toHaveLength(2);
    expect(quantityIn(cart, size(0))).toBe(5);
    expect(cart.totalItems).toBe(6);
    expect((await call(asha, 'GET', '/api/cart/count')).body.data.count).toBe(6);
  });

  it('answers each add with the cart as a read of it then shows it, the added line in its place', async () => {
    await clear(asha);
    await add(asha, plate().id, size(0), 2);
    await add(asha, plate().id, size(1), 1);
    const again = await add(asha, plate().id, size(0), 3);
    expect(again.status).toBe(200);
    const answered = again.body.data as Cart;
    // The line added to keeps its place (oldest first) with its new quantity; the other line is unchanged.
    expect(answered.items.map((i) => [i.selectedSize.sizeId, i.quantity])).toEqual([
      [size(0), 5],
      [size(1), 1],
    ]);
    expect(answered).toEqual(await cartOf(asha));
  });

  it('counts every one of several adds that race for the same line', async () => {
    await clear(asha);
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(asha, plate().id, size(0), 2)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, asha.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.quantity).toBe(10);
  });

  it('keeps a line at 10 when racing adds would pass it, refusing only the ones that do', async () => {
    await clear(asha);
    const answers = await Promise.all(Array.from({ length: 4 }, () => add(asha, plate().id, size(1), 3)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toEqual([{ status: 400, body: { success: false, message: 'You can add at most 10 of a piece' } }]);
    expect(quantityIn(await cartOf(asha), size(1))).toBe(9);
    expect((await add(asha, plate().id, size(1), 2)).body.message).toBe('You can add at most 10 of a piece');
    expect(quantityIn(await cartOf(asha), size(1))).toBe(9);
    expect((await add(asha, plate().id, size(1), 1)).status).toBe(200);
    expect(quantityIn(await cartOf(asha), size(1))).toBe(10);
  });

  it.each([
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [{ quantity: -2 }, 'Quantity must be at least 1'],
    [{ quantity: 11 }, 'You can add at most 10 of a piece'],
    [{ quantity: 1.5 }, 'Quantity must be a whole number'],
    [{ quantity: '2' }, 'Quantity must be a whole number'],
    [{ sizeId: '' }, 'Please select a size before adding to cart.'],
    [{ sizeId: undefined }, 'Please select a size before adding to cart.'],
    [{ productId: undefined }, 'Please choose a product'],
  ])('refuses %o with 400 "%s"', async (change, message) => {
    await clear(asha);
    const { status, body } = await call(asha, 'POST', '/api/cart/add', {
      productId: plate().id,
      sizeId: size(0),
      quantity: 1,
      ...change,
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBe(message);
    expect((await cartOf(asha)).items).toEqual([]);
  });

  it('refuses a size that is out of stock in the spec words, writing nothing', async () => {
    await clear(asha);
    const { status, body } = await add(asha, plate().id, size(2), 1);
    expect(status).toBe(422);
    expect(body).toEqual({ success: false, message: 'This size is currently out of stock.' });
    expect((await cartOf(asha)).items).toEqual([]);
  });

  it.each([
    ['an inactive product', () => [p.retired!.id, p.retired!.sizeIds[0]!], 'Product not found'],
    ['an unknown product', () => ['00000000-0000-4000-8000-000000000000', size(0)], 'Product not found'],
    ['a malformed product id', () => ["1' or '1'='1", size(0)], 'Product not found'],
    ['a size of another product', () => [plate().id, p.arch!.sizeIds[0]!], 'This size is not offered for this product'],
    ['a malformed size id', () => [plate().id, 'size-8'], 'This size is not offered for this product'],
  ])('answers 404 for %s', async (_, ids, message) => {
    await clear(asha);
    const [productId, sizeId] = ids();
    const { status, body } = await add(asha, productId!, sizeId!, 1);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message });
    expect((await cartOf(asha)).items).toEqual([]);
  });
});

describe('a cart read after the catalogue changed', () => {
  it('shows the price of today and flags the change, until the shopper changes the line', async () => {
    const product = await insertProduct(t.database.db, {
      name: 'Lippan Mirror',
      sizes: [{ original: 1500, discounted: 1000 }],
    });
    const sizeId = product.sizeIds[0]!;
    await clear(asha);
    await add(asha, product.id, sizeId, 2);
    await t.database.db.update(productSizes).set({ discountedPaise: 120000 }).where(eq(productSizes.id, sizeId));

    const cart = await cartOf(asha);
    expect(cart.items[0]).toMatchObject({
      selectedSize: { price: 1200 },
      lineTotal: 2400,
      priceChanged: true,
      previousPrice: 1000,
    });
    expect(cart.subtotal).toBe(2400);

    await update(asha, product.id, sizeId, 3);
    const after = await cartOf(asha);
    expect(after.items[0]).toMatchObject({ quantity: 3, lineTotal: 3600, priceChanged: false });
    expect(after.items[0]).not.toHaveProperty('previousPrice');
  });

  it('keeps a line whose size went out of stock, flagged and left out of the totals', async () => {
    const product = await insertProduct(t.database.db, {
      name: 'Terracotta Sun',
      sizes: [{ original: 800, discounted: 700 }],
    });
    const sizeId = product.sizeIds[0]!;
    await clear(asha);
    await add(asha, product.id, sizeId, 2);
    await add(asha, plate().id, size(0), 1);
    await t.database.db.update(productSizes).set({ isAvailable: false }).where(eq(productSizes.id, sizeId));

    const cart = await cartOf(asha);
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({
      isAvailable: false,
      unavailableReason: 'outOfStock',
      quantity: 2,
      lineTotal: 0,
    });
    expect(cart).toMatchObject({ totalItems: 1, subtotal: 999 });
    expect((await update(asha, product.id, sizeId, 1)).body.message).toBe('This size is currently out of stock.');
    // Removing is always the way out.
    expect((await call(asha, 'DELETE', `/api/cart/remove/${product.id}/${sizeId}`)).status).toBe(200);
    expect((await cartOf(asha)).items).toHaveLength(1);
  });

  it('flags a line whose product was taken off sale', async () => {
    const product = await insertProduct(t.database.db, {
      name: 'Boho Circle',
      sizes: [{ original: 900, discounted: 900 }],
    });
    await clear(asha);
    await add(asha, product.id, product.sizeIds[0]!, 1);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const cart = await cartOf(asha);
    expect(cart.items[0]).toMatchObject({ isAvailable: false, unavailableReason: 'productInactive', lineTotal: 0 });
    expect(cart.totalPrice).toBe(0);
  });
});

describe('changing and removing lines', () => {
  it('sets a quantity within the limits', async () => {
    await clear(asha);
    await add(asha, plate().id, size(0), 1);
    const { status, body } = await update(asha, plate().id, size(0), 4);
    expect(status).toBe(200);
    expect(body.message).toBe('Cart updated');
    expect(quantityIn(body.data, size(0))).toBe(4);
    expect((await update(asha, plate().id, size(0), 0)).body.message).toBe('Quantity must be at least 1');
    expect((await update(asha, plate().id, size(0), 11)).body.message).toBe('You can add at most 10 of a piece');
    expect(quantityIn(await cartOf(asha), size(0))).toBe(4);
  });

  it('answers 404 for a line not in the cart', async () => {
    await clear(asha);
    const { status, body } = await update(asha, plate().id, size(1), 2);
    expect(status).toBe(404);
    expect(body.message).toBe('Item not found in cart');
    expect((await cartOf(asha)).items).toEqual([]);
  });

  it('removes one line and clears the rest', async () => {
    await clear(asha);
    await add(asha, plate().id, size(0), 1);
    await add(asha, plate().id, size(1), 1);
    const removed = await call(asha, 'DELETE', `/api/cart/remove/${plate().id}/${size(0)}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.items.map((i: Cart['items'][number]) => i.selectedSize.size)).toEqual(['12 inch']);
    const again = await call(asha, 'DELETE', `/api/cart/remove/${plate().id}/${size(0)}`);
    expect(again).toEqual({ status: 404, body: { success: false, message: 'Item not found in cart' } });
    expect((await call(asha, 'DELETE', '/api/cart/remove/abc/def')).status).toBe(404);

    const cleared = await clear(asha);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.items).toEqual([]);
    expect((await call(asha, 'GET', '/api/cart/count')).body.data.count).toBe(0);
  });
});

describe("another shopper's cart", () => {
  it('can be neither read nor changed, whatever ids are sent', async () => {
    await clear(asha);
    await clear(ravi);
    await add(asha, plate().id, size(0), 3);

    expect((await cartOf(ravi)).items).toEqual([]);
    expect((await call(ravi, 'GET', '/api/cart/count')).body.data.count).toBe(0);
    expect((await update(ravi, plate().id, size(0), 1)).status).toBe(404);
    expect((await call(ravi, 'DELETE', `/api/cart/remove/${plate().id}/${size(0)}`)).status).toBe(404);
    await clear(ravi);
    // Ravi adding the same size starts his own line; Asha's is untouched.
    await add(ravi, plate().id, size(0), 1);

    expect(quantityIn(await cartOf(asha), size(0))).toBe(3);
    expect(quantityIn(await cartOf(ravi), size(0))).toBe(1);
  });
});

describe('a one-of-a-kind piece held by an unpaid online order from the cart (decision 018)', () => {
  /** A product whose only size has a stock of 1. */
  async function onlyPiece(name: string) {
    const made = await insertProduct(t.database.db, { name, sizes: [{ original: 1500, discounted: 1200 }] });
    const sizeId = made.sizeIds[0]!;
    await t.database.db.update(productSizes).set({ stock: 1 }).where(eq(productSizes.id, sizeId));
    return { productId: made.id, sizeId };
  }
  /** The checkout's 'Place Order & Pay': the order is placed unpaid and the payment window opens (then is closed). */
  async function placeOnline(who: Shopper, extra: object = { useCartItems: true }) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: { ...who.headers, 'idempotency-key': randomUUID() },
      payload: { shippingAddress: JAIPUR, ...extra },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const cartAnswer = (who: Who) => call(who, 'GET', '/api/cart');
  const held = { isAvailable: true, quantity: 1, lineTotal: 1200, priceChanged: false };
  const soldOut = { isAvailable: false, unavailableReason: 'outOfStock', quantity: 1, lineTotal: 0 };

  it("is available in its shopper's own cart, and out of stock in everyone else's", async () => {
    const [meera, kabir] = [await insertShopper(t, 'Meera'), await insertShopper(t, 'Kabir')];
    const piece = await onlyPiece('Only Lippan Peacock');
    expect((await add(meera, piece.productId, piece.sizeId, 1)).status).toBe(200);
    expect((await add(kabir, piece.productId, piece.sizeId, 1)).status).toBe(200);
    await placeOnline(meera); // the payment window closed without paying: the order holds the piece

    const mine = await cartAnswer(meera);
    expect(mine.status).toBe(200);
    expect(mine.body.data.items).toEqual([expect.objectContaining(held)]);
    expect(mine.body.data.items[0]).not.toHaveProperty('unavailableReason');
    expect(mine.body.data).toMatchObject({ totalItems: 1, subtotal: 1200, totalPrice: 1416 });
    // The shopper may still change the line (the cart page's quantity buttons).
    expect((await update(meera, piece.productId, piece.sizeId, 1)).status).toBe(200);

    const his = await cartAnswer(kabir);
    expect(his.status).toBe(200);
    expect(his.body.data.items).toEqual([expect.objectContaining(soldOut)]);
    expect(his.body.data).toMatchObject({ totalItems: 0, subtotal: 0, totalPrice: 0 });
    expect(await update(kabir, piece.productId, piece.sizeId, 1)).toEqual({
      status: 422,
      body: { success: false, message: 'This size is currently out of stock.' },
    });

    // Placed again (the reloaded checkout), the new order replaces the first and holds the piece in its turn.
    await placeOnline(meera);
    expect((await cartAnswer(meera)).body.data.items).toEqual([expect.objectContaining(held)]);
    expect((await cartAnswer(kabir)).body.data.items).toEqual([expect.objectContaining(soldOut)]);

    // Adding it: refused to everyone else; its own shopper has the one piece there is in her cart already, and may
    // not add a second that does not exist (decision 038; the held pieces are counted first).
    expect(await add(kabir, piece.productId, piece.sizeId, 1)).toMatchObject({
      status: 422,
      body: { success: false, message: 'This size is currently out of stock.' },
    });
    expect(await add(meera, piece.productId, piece.sizeId, 1)).toMatchObject({
      status: 422,
      body: { success: false, message: 'Only 1 left in stock, and 1 is already in your cart.' },
    });
    expect((await cartAnswer(meera)).body.data.items).toEqual([expect.objectContaining({ quantity: 1 })]);
  });

  it('stays out of stock in the cart of a shopper whose quick order ("Buy now") holds it', async () => {
    const shopper = await insertShopper(t, 'Ishaan');
    const piece = await onlyPiece('Only Mandala Bowl');
    await add(shopper, piece.productId, piece.sizeId, 1);
    // A quick order is a separate purchase: placing the cart does not replace it, so its piece is not counted back.
    await placeOnline(shopper, { useCartItems: false, customItems: [{ ...piece, quantity: 1, seenPrice: 1200 }] });

    const { status, body } = await cartAnswer(shopper);
    expect(status).toBe(200);
    expect(body.data.items).toEqual([expect.objectContaining(soldOut)]);
    expect(body.data.totalItems).toBe(0);
  });
});
