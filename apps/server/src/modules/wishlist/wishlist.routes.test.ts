import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wishlist } from '@kala/contract/wishlist';
import { products, wishlistItems } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';

let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.plate = (
    await insertProduct(db, {
      name: 'Dot Mandala Lotus Plate',
      sizes: [
        { label: '8 inch', original: 1200, discounted: 900 },
        { label: '12 inch', original: 2000, discounted: 1000, available: false },
        { label: '6 inch', original: 800, discounted: 800 },
      ],
    })
  ).id;
  ids.arch = (
    await insertProduct(db, { name: 'Sunset Arch Canvas', sizes: [{ original: 3000, discounted: 2500 }] })
  ).id;
  ids.retired = (await insertProduct(db, { name: 'Retired Pot', isActive: false })).id;
  asha = await insertShopper(t, 'Asha');
  ravi = await insertShopper(t, 'Ravi');
});

afterAll(() => t.close());

type Who = Shopper | undefined;
async function call(who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}
const add = (who: Who, productId: string) => call(who, 'POST', '/api/wishlist/add', { productId });
const remove = (who: Who, productId: string) =>
  call(who, 'DELETE', `/api/wishlist/remove/${encodeURIComponent(productId)}`);
const listOf = async (who: Who) => (await call(who, 'GET', '/api/wishlist')).body.data.wishlist as Wishlist['wishlist'];
const count = async (who: Who) => (await call(who, 'GET', '/api/wishlist/count')).body.data.count as number;
const check = async (who: Who, id: string) =>
  (await call(who, 'GET', `/api/wishlist/check/${id}`)).body.data.inWishlist;
const empty = (who: Shopper) => t.database.db.delete(wishlistItems).where(eq(wishlistItems.userId, who.id));

describe('wishlist access', () => {
  it.each([
    ['GET', '/api/wishlist'],
    ['GET', '/api/wishlist/count'],
    ['GET', '/api/wishlist/check/x'],
    ['POST', '/api/wishlist/add'],
    ['DELETE', '/api/wishlist/remove/x'],
  ] as const)('%s %s refuses a guest with 401', async (method, url) => {
    const { status, body } = await call(undefined, method, url, method === 'POST' ? {} : undefined);
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: 'Not authorized, please sign in' });
  });
});

describe('the wishlist', () => {
  it('starts empty', async () => {
    expect(await listOf(asha)).toEqual({ items: [], count: 0 });
    expect(await count(asha)).toBe(0);
  });

  it('adds a product once, however often and however fast it is added', async () => {
    await empty(asha);
    const first = await add(asha, ids.plate!);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      data: { productId: ids.plate, inWishlist: true, count: 1 },
      message: 'Added to wishlist',
    });
    const racing = await Promise.all([add(asha, ids.plate!), add(asha, ids.plate!), add(asha, ids.plate!)]);
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await count(asha)).toBe(1);
    expect(await check(asha, ids.plate!)).toBe(true);
    expect(await check(asha, ids.arch!)).toBe(false);
  });

  it('lists each product with the prices of its lowest-priced size and each size discount', async () => {
    await empty(asha);
    await add(asha, ids.plate!);
    const wishlist = await listOf(asha);
    expect(wishlist.count).toBe(1);
    const [item] = wishlist.items;
    expect(item?.id).toEqual(expect.any(String));
    expect(new Date(item!.addedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(item?.product).toEqual({
      _id: ids.plate,
      name: 'Dot Mandala Lotus Plate',
      thumbnail: '/uploads/demo/test.webp',
      originalPrice: 800,
      discountedPrice: 800,
      discountPercent: 0,
      maxDiscountPercent: 50,
      isAvailable: true,
      sizes: [
        {
          _id: expect.any(String),
          size: '8 inch',
          originalPrice: 1200,
          discountedPrice: 900,
          discountPercent: 25,
          isAvailable: true,
        },
        {
          _id: expect.any(String),
          size: '12 inch',
          originalPrice: 2000,
          discountedPrice: 1000,
          discountPercent: 50,
          isAvailable: false,
        },
        {
          _id: expect.any(String),
          size: '6 inch',
          originalPrice: 800,
          discountedPrice: 800,
          discountPercent: 0,
          isAvailable: true,
        },
      ],
    });
  });

  it('lists the newest first', async () => {
    await empty(asha);
    await add(asha, ids.plate!);
    await new Promise((r) => setTimeout(r, 5));
    await add(asha, ids.arch!);
    expect((await listOf(asha)).items.map((i) => i.product.name)).toEqual([
      'Sunset Arch Canvas',
      'Dot Mandala Lotus Plate',
    ]);
  });

  it('removes a product, and says so when it was not there', async () => {
    await empty(asha);
    await add(asha, ids.plate!);
    await add(asha, ids.arch!);
    const removed = await remove(asha, ids.plate!);
    expect(removed.body).toEqual({
      success: true,
      data: { productId: ids.plate, inWishlist: false, count: 1 },
      message: 'Removed from wishlist',
    });
    expect(await remove(asha, ids.plate!)).toEqual({
      status: 404,
      body: { success: false, message: 'Item not found in wishlist' },
    });
    expect((await remove(asha, 'not-an-id')).status).toBe(404);
    expect((await listOf(asha)).items.map((i) => i.product.name)).toEqual(['Sunset Arch Canvas']);
  });

  it.each([
    ['an inactive product', () => ids.retired!],
    ['an unknown product', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', () => "x'); drop table users; --"],
  ])('refuses %s with 404 Product not found', async (_, id) => {
    await empty(asha);
    expect(await add(asha, id())).toEqual({ status: 404, body: { success: false, message: 'Product not found' } });
    expect(await count(asha)).toBe(0);
  });

  it('refuses a body without a product', async () => {
    const { status, body } = await call(asha, 'POST', '/api/wishlist/add', {});
    expect(status).toBe(400);
    expect(body.message).toBe('Please choose a product');
  });

  it('answers false when checking a malformed id', async () => {
    expect(await check(asha, 'abc')).toBe(false);
  });

  it('hides a product taken off sale, and shows it again when it returns', async () => {
    const id = (await insertProduct(t.database.db, { name: 'Lippan Peacock' })).id;
    await empty(asha);
    await add(asha, id);
    await add(asha, ids.arch!);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, id));
    expect((await listOf(asha)).items.map((i) => i.product.name)).toEqual(['Sunset Arch Canvas']);
    expect(await count(asha)).toBe(1);
    expect(await check(asha, id)).toBe(false);
    await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, id));
    expect(await count(asha)).toBe(2);
  });
});

describe("another shopper's wishlist", () => {
  it('can be neither read nor changed, whatever ids are sent', async () => {
    await empty(asha);
    await empty(ravi);
    await add(asha, ids.plate!);

    expect(await listOf(ravi)).toEqual({ items: [], count: 0 });
    expect(await check(ravi, ids.plate!)).toBe(false);
    expect((await remove(ravi, ids.plate!)).status).toBe(404);
    await add(ravi, ids.plate!);
    await remove(ravi, ids.plate!);

    expect(await check(asha, ids.plate!)).toBe(true);
    expect(await count(asha)).toBe(1);
  });
});
