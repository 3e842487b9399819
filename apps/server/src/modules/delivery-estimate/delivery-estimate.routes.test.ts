import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSizes, users } from '../../db/schema/index.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Tuesday 1 December 2026, 10:00 in India: before the 2 pm cut-off, so today counts. */
const clock = Date.parse('2026-12-01T10:00:00+05:30');
let t: TestApp;
let piece: { id: string; sizeIds: string[] };
let shopper: { headers: Record<string, string> };
let admin: { headers: Record<string, string> };

async function person(role: 'user' | 'admin') {
  const [row] = await t.database.db
    .insert(users)
    .values({ name: role === 'admin' ? 'Meera Admin' : 'Asha', email: `${randomUUID()}@example.com`, role })
    .returning({ id: users.id });
  return { headers: { authorization: `Bearer ${await sessionTokenFor(t, { id: row!.id, role }, () => clock)}` } };
}

beforeAll(async () => {
  t = await createTestApp({ DELIVERY_ESTIMATE_RATE_LIMIT: '100000' }, {}, { now: () => clock });
  // A made-to-order size ('7-10 working days', no stock count) priced ₹1,250: free shipping except in remote areas.
  piece = await insertProduct(t.database.db, {
    name: 'Lippan Mirror Panel',
    sizes: [
      { original: 1500, discounted: 1250 },
      { original: 900, discounted: 800 },
    ],
  });
  shopper = await person('user');
  admin = await person('admin');
});

afterAll(() => t.close());

const ask = (pin: string, productId = piece.id, sizeId = piece.sizeIds[0]!, app = t) =>
  app.app
    .inject({ method: 'GET', url: '/api/delivery-estimate', query: { pin, productId, sizeId } })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

describe('GET /api/delivery-estimate', () => {
  it('answers a local PIN code (Jaipur): its dates, COD and free shipping above ₹999', async () => {
    const { status, body } = await ask('302017');
    expect(status).toBe(200);
    // 7-10 making days + 4 days with Standard Surface (the cheapest, preselected at checkout), from today.
    expect(body.data).toMatchObject({
      pincode: '302017',
      deliverable: true,
      message: null,
      place: { city: 'Jaipur', state: 'Rajasthan' },
      zone: 'local',
      estimate: {
        earliest: '2026-12-14',
        latest: '2026-12-17',
        text: 'Get it by Mon, 14 Dec - Thu, 17 Dec',
        handlingDays: { min: 7, max: 10 },
        transitDays: { min: 4, max: 4 },
        courierName: 'Standard Surface',
        countsToday: true,
        cutoffHour: 14,
        festivalSeason: false,
      },
      faster: { courierName: 'Express Air' },
      cod: { available: true, message: null, charge: 40 },
      shipping: { charge: 99, freeAbove: 999, freeForThisPiece: true },
    });
  });

  it('answers a far PIN code (Mumbai) with the national transit days', async () => {
    const { status, body } = await ask('400001');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      zone: 'national',
      place: { city: 'Mumbai', state: 'Maharashtra' },
      estimate: { text: 'Get it by Thu, 17 Dec - Mon, 21 Dec', transitDays: { min: 7, max: 7 } },
      shipping: { charge: 149, freeAbove: 999, freeForThisPiece: true },
      cod: { available: true },
    });
  });

  it('answers a remote PIN code (Port Blair): longer transit and free shipping only above ₹1,499', async () => {
    const { status, body } = await ask('744101');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      zone: 'remote',
      estimate: { text: 'Get it by Mon, 21 Dec - Thu, 24 Dec', transitDays: { min: 10, max: 10 } },
      shipping: { charge: 199, freeAbove: 1499, freeForThisPiece: false },
    });
  });

  it("refuses a malformed PIN code with the spec's message", async () => {
    for (const pin of ['12345', '0123456', '012345', 'abcdef', '']) {
      const { status, body } = await ask(pin);
      expect(status, pin).toBe(400);
      expect(body).toMatchObject({ success: false, message: 'Please enter a valid 6-digit postcode' });
    }
    const missing = await t.app.inject({ method: 'GET', url: `/api/delivery-estimate?productId=${piece.id}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Please enter a valid 6-digit postcode');
  });

  it('answers a PIN code nobody serves as not deliverable, with the spec message', async () => {
    const { status, body } = await ask('999999');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      deliverable: false,
      message: 'No shipping rates found for this location.',
      estimate: null,
      shipping: null,
      cod: { available: false },
    });
  });

  it('answers 404 for a product or size that is not there', async () => {
    expect((await ask('302017', randomUUID())).body.message).toBe('Product not found');
    expect((await ask('302017', 'not-an-id')).status).toBe(404);
    const size = await ask('302017', piece.id, randomUUID());
    expect([size.status, size.body.message]).toEqual([404, 'Size not found']);
  });

  it("follows the seller's COD list, the festival season and a catalogue change", async () => {
    const blocked = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/cod/lists',
      headers: admin.headers,
      payload: { kind: 'pincode', value: '400001', list: 'block' },
    });
    expect(blocked.statusCode).toBe(200);
    expect((await ask('400001')).body.data.cod).toMatchObject({
      available: false,
      message: 'Cash on delivery is not available for this PIN code. Please pay online.',
    });

    const festival = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/delivery',
      headers: admin.headers,
      payload: { festivalSeason: true },
    });
    expect(festival.statusCode).toBe(200);
    // 7-10 making days + the festival's 2-3 = 9-13, then 4 in transit.
    expect((await ask('302017')).body.data.estimate).toMatchObject({
      text: 'Get it by Wed, 16 Dec - Mon, 21 Dec',
      handlingDays: { min: 9, max: 13 },
      festivalSeason: true,
    });
    const shopperTries = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/delivery',
      headers: shopper.headers,
      payload: { festivalSeason: false },
    });
    expect(shopperTries.statusCode).toBe(403);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/delivery',
      headers: admin.headers,
      payload: { festivalSeason: false },
    });

    // A catalogue write empties the cache (as the admin's product save does): the next answer reads the new days.
    await t.database.db
      .update(productSizes)
      .set({ estimatedDelivery: '5-7 working days' })
      .where(eq(productSizes.id, piece.sizeIds[0]!));
    t.cache.invalidate();
    expect((await ask('302017')).body.data.estimate.handlingDays).toEqual({ min: 5, max: 7 });
  });

  it('limits how often one address may ask', async () => {
    const strict = await createTestApp({ DELIVERY_ESTIMATE_RATE_LIMIT: '3' }, {}, { now: () => clock });
    try {
      const other = await insertProduct(strict.database.db, { name: 'Terracotta Bell' });
      for (let i = 0; i < 3; i++) expect((await ask('302017', other.id, other.sizeIds[0], strict)).status).toBe(200);
      const limited = await ask('302017', other.id, other.sizeIds[0], strict);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many requests/) });
    } finally {
      await strict.close();
    }
  });
});

describe('the signed-in shopper’s remembered PIN code', () => {
  it('keeps the last PIN code for the shopper, and for nobody else', async () => {
    const url = '/api/delivery-estimate/pincode';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: shopper.headers })).json().data).toEqual({
      pincode: null,
    });
    const bad = await t.app.inject({ method: 'PUT', url, headers: shopper.headers, payload: { pincode: '1234' } });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Please enter a valid 6-digit postcode']);
    const saved = await t.app.inject({ method: 'PUT', url, headers: shopper.headers, payload: { pincode: '400001' } });
    expect(saved.statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url, headers: shopper.headers, payload: { pincode: '302017' } });
    expect((await t.app.inject({ method: 'GET', url, headers: shopper.headers })).json().data).toEqual({
      pincode: '302017',
    });
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).json().data).toEqual({ pincode: null });
  });
});
