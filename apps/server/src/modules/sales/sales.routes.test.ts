import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product, ProductList } from '@kala/contract/catalog';
import {
  SALE_MESSAGES,
  toIndiaLocal,
  type AdminSale,
  type AdminSaleDetail,
  type CurrentSales,
} from '@kala/contract/sales';
import { orderItems, users } from '../../db/schema/index.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call, placeOrder } from '../orders/test-orders.ts';

const MINUTE = 60_000;
// The test's clock: the app reads it (deps.now), the test moves it; nothing waits for real minutes.
const base = Math.floor(Date.now() / MINUTE) * MINUTE;
let clock = base;
const india = (ms: number) => toIndiaLocal(new Date(ms));

let t: TestApp;
let asha: Shopper;
let admin: Shopper;
const p: Record<string, { id: string; sizeIds: string[] }> = {};
let saleId = '';

beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '10000' }, {}, { now: () => clock });
  const db = t.database.db;
  p.plate = await insertProduct(db, {
    name: 'Dot Mandala Plate',
    category: 'mandala',
    sizes: [{ original: 1200, discounted: 950 }],
  });
  p.big = await insertProduct(db, {
    name: 'Big Mandala Wheel',
    category: 'mandala',
    sizes: [{ original: 1500, discounted: 1200 }],
  });
  p.canvas = await insertProduct(db, {
    name: 'Boho Canvas',
    category: 'boho-paintings',
    sizes: [{ original: 1300, discounted: 1100 }],
  });
  asha = await insertShopper(t, 'Asha');
  const [row] = await db
    .insert(users)
    .values({ name: 'Meera Admin', email: 'meera@kala.example', role: 'admin' })
    .returning();
  admin = {
    id: row!.id,
    headers: { authorization: `Bearer ${await sessionTokenFor(t, { id: row!.id, role: 'admin' })}` },
  };
});

afterAll(() => t.close());

const diwali = (changes: Record<string, unknown> = {}) => ({
  name: 'Diwali 2026',
  percentOff: 20,
  categories: ['mandala'],
  startsAt: india(base + 10 * MINUTE),
  endsAt: india(base + 70 * MINUTE),
  ...changes,
});
const listing = async (query: string) =>
  (await call(t, undefined, 'GET', `/api/products?${query}`)).body as ProductList;
const names = (list: ProductList) => list.data.map((product) => product.name);

describe('admin sales', () => {
  it('refuses a sale that ends before it starts, with a clear message', async () => {
    const answer = await call(t, admin, 'POST', '/api/admin/sales', diwali({ endsAt: india(base + 5 * MINUTE) }));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(SALE_MESSAGES.endBeforeStart);
  });

  it('refuses a sale that covers nothing, and shoppers may not schedule one', async () => {
    const empty = await call(t, admin, 'POST', '/api/admin/sales', diwali({ categories: [] }));
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(SALE_MESSAGES.nothingCovered);
    expect((await call(t, asha, 'POST', '/api/admin/sales', diwali())).status).toBe(403);
    expect((await call(t, undefined, 'GET', '/api/admin/sales')).status).toBe(401);
  });

  it('schedules a sale, shown scheduled, with its dates as entered in India time', async () => {
    const created = await call(t, admin, 'POST', '/api/admin/sales', diwali());
    expect(created.status).toBe(201);
    saleId = created.body.data._id;
    expect(created.body.data.state).toBe('scheduled');
    expect(created.body.data.startsAt).toBe(new Date(base + 10 * MINUTE).toISOString());
    const listed = (await call(t, admin, 'GET', '/api/admin/sales')).body.data as AdminSale[];
    expect(listed).toMatchObject([{ name: 'Diwali 2026', state: 'scheduled', uses: 0, revenue: 0, discountGiven: 0 }]);
  });
});

describe('the catalogue turns over at the start and end minute', () => {
  it('before the start: usual prices, and /api/sales/current names the next sale', async () => {
    clock = base + 9 * MINUTE + 59_000;
    const list = await listing('sort=price-low');
    expect(list.data.every((product) => product.sale === undefined)).toBe(true);
    expect(names(list)).toEqual(['Dot Mandala Plate', 'Boho Canvas', 'Big Mandala Wheel']);
    expect(names(await listing('price=below1000'))).toEqual(['Dot Mandala Plate']);
    const current = (await call(t, undefined, 'GET', '/api/sales/current')).body.data as CurrentSales;
    expect(current).toEqual({
      live: [],
      next: { _id: saleId, name: 'Diwali 2026', percentOff: 20, startsAt: new Date(base + 10 * MINUTE).toISOString() },
    });
  });

  it('at the start minute, without a write or a restart: sale prices, filter and sort by the shown price', async () => {
    clock = base + 10 * MINUTE;
    const list = await listing('sort=price-low');
    expect(names(list)).toEqual(['Dot Mandala Plate', 'Big Mandala Wheel', 'Boho Canvas']);
    const plate = list.data[0]!;
    expect(plate.sale).toEqual({
      _id: saleId,
      name: 'Diwali 2026',
      percentOff: 20,
      endsAt: new Date(base + 70 * MINUTE).toISOString(),
    });
    expect(plate.sizes[0]).toMatchObject({ discountedPrice: 950, salePrice: 760 });
    expect(list.data[2]!.sale).toBeUndefined();
    expect(names(await listing('price=below1000'))).toEqual(['Big Mandala Wheel', 'Dot Mandala Plate']);
    expect(names(await listing('sort=price-high'))).toEqual(['Boho Canvas', 'Big Mandala Wheel', 'Dot Mandala Plate']);
    const product = (await call(t, undefined, 'GET', `/api/products/${p.big!.id}`)).body.data as Product;
    expect(product.sizes[0]!.salePrice).toBe(960);
    const current = (await call(t, undefined, 'GET', '/api/sales/current')).body.data as CurrentSales;
    expect(current.live.map((s) => s.name)).toEqual(['Diwali 2026']);
    expect(current.next).toBeNull();
  });

  it('at the end minute: usual prices again', async () => {
    clock = base + 70 * MINUTE;
    const list = await listing('sort=price-low');
    expect(names(list)).toEqual(['Dot Mandala Plate', 'Boho Canvas', 'Big Mandala Wheel']);
    expect(list.data.some((product) => product.sale)).toBe(false);
    const current = (await call(t, undefined, 'GET', '/api/sales/current')).body.data as CurrentSales;
    expect(current).toEqual({ live: [], next: null });
  });
});

describe('a sale in the cart and in orders', () => {
  let live = '';

  it('the cart shows the sale price against the usual one, and the order stores both and the sale', async () => {
    const created = await call(
      t,
      admin,
      'POST',
      '/api/admin/sales',
      diwali({
        name: 'Holi Colours',
        percentOff: 25,
        categories: [],
        productIds: [p.canvas!.id],
        startsAt: india(clock + MINUTE),
        endsAt: india(clock + 120 * MINUTE),
      }),
    );
    live = created.body.data._id;
    // Put in the cart before the sale starts, at the usual price.
    expect(
      (
        await call(t, asha, 'POST', '/api/cart/add', {
          productId: p.canvas!.id,
          sizeId: p.canvas!.sizeIds[0],
          quantity: 2,
        })
      ).status,
    ).toBe(200);
    clock += MINUTE;
    const cart = (await call(t, asha, 'GET', '/api/cart')).body.data;
    expect(cart.items[0]).toMatchObject({
      selectedSize: { price: 825 },
      lineTotal: 1650,
      priceChanged: false,
      sale: { name: 'Holi Colours', percentOff: 25, usualPrice: 1100 },
    });
    const placed = await placeOrder(t, asha);
    expect(placed.status).toBe(201);
    const [item] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.body.data.orderId));
    expect(item).toMatchObject({
      unitPricePaise: 82_500,
      listUnitPricePaise: 110_000,
      saleId: live,
      saleName: 'Holi Colours',
    });
    const listed = (await call(t, admin, 'GET', '/api/admin/sales')).body.data as AdminSale[];
    const holi = listed.find((s) => s._id === live)!;
    expect(holi).toMatchObject({ state: 'live', uses: 1, discountGiven: 550 });
    expect(holi.revenue).toBe(placed.body.data.order.totalAmount);
  });

  it('a quick order seen at the usual price just before the sale is taken at the sale price, not refused', async () => {
    const quick = await placeOrder(t, asha, {
      useCartItems: false,
      customItems: [{ productId: p.canvas!.id, sizeId: p.canvas!.sizeIds[0], quantity: 1, seenPrice: 1100 }],
    });
    expect(quick.status).toBe(201);
    expect(quick.body.data.order.items[0].price).toBe(825);
  });

  it('pausing takes the sale off at once, resuming puts it back, ending ends it; each change is audited', async () => {
    expect((await call(t, admin, 'POST', `/api/admin/sales/${live}/pause`)).body.data.state).toBe('paused');
    expect((await call(t, undefined, 'GET', `/api/products/${p.canvas!.id}`)).body.data.sale).toBeUndefined();
    expect((await call(t, admin, 'POST', `/api/admin/sales/${live}/resume`)).body.data.state).toBe('live');
    expect((await call(t, undefined, 'GET', `/api/products/${p.canvas!.id}`)).body.data.sale.name).toBe('Holi Colours');
    const edited = await call(
      t,
      admin,
      'PUT',
      `/api/admin/sales/${live}`,
      diwali({
        name: 'Holi Colours',
        percentOff: 30,
        categories: [],
        productIds: [p.canvas!.id],
        startsAt: india(base),
        endsAt: india(clock + 60 * MINUTE),
      }),
    );
    expect(edited.status).toBe(200);
    expect((await call(t, undefined, 'GET', `/api/products/${p.canvas!.id}`)).body.data.sizes[0].salePrice).toBe(770);
    const badEdit = await call(
      t,
      admin,
      'PUT',
      `/api/admin/sales/${live}`,
      diwali({ startsAt: india(clock), endsAt: india(clock) }),
    );
    expect(badEdit.status).toBe(400);
    expect(JSON.stringify(badEdit.body)).toContain(SALE_MESSAGES.endBeforeStart);
    expect((await call(t, admin, 'POST', `/api/admin/sales/${live}/end`)).body.data.state).toBe('ended');
    expect((await call(t, undefined, 'GET', `/api/products/${p.canvas!.id}`)).body.data.sale).toBeUndefined();
    const again = await call(t, admin, 'POST', `/api/admin/sales/${live}/pause`);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(SALE_MESSAGES.alreadyEnded);
    const detail = (await call(t, admin, 'GET', `/api/admin/sales/${live}`)).body.data as AdminSaleDetail;
    expect(detail.history.map((h) => h.action)).toEqual([
      'sale.create',
      'sale.pause',
      'sale.resume',
      'sale.update',
      'sale.end',
    ]);
    expect(detail.history[0]!.by).toBe('Meera Admin <meera@kala.example>');
    expect((await call(t, admin, 'GET', '/api/admin/sales/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    // An id that is no uuid names no sale: 404, not the database's complaint (a 500).
    for (const action of ['pause', 'resume', 'end']) {
      expect((await call(t, admin, 'POST', `/api/admin/sales/not-a-sale/${action}`)).status).toBe(404);
    }
  });
});
