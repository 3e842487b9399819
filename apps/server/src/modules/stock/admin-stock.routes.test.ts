import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LowStockReport } from '@kala/contract/stock';
import { productSizes } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAdmin } from '../admin/test-admin.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call } from '../orders/test-orders.ts';

/** Issue 26 item 4 (decision 038): the seller's low-stock threshold and the overview's list of sizes at or below it. */

let t: TestApp;
let admin: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInAdmin(t, 'stock-admin@example.com');
  admin = { id: signedIn.id, headers: { authorization: `Bearer ${signedIn.token}` } };
  shopper = await insertShopper(t, 'Pooja');
  const db = t.database.db;
  // Sizes with 0, 2, 4 and 9 pieces, one made to order, and a product off sale with 1 piece.
  const made = await insertProduct(db, {
    name: 'Kutch Mirror Panel',
    sizes: [
      { label: 'Small', original: 900, discounted: 800 },
      { label: 'Medium', original: 1900, discounted: 1800 },
      { label: 'Large', original: 2900, discounted: 2800 },
      { label: 'Huge', original: 3900, discounted: 3800 },
      { label: 'Custom', original: 5000, discounted: 5000 },
    ],
  });
  const stocks = [0, 2, 4, 9, null];
  for (const [i, stock] of stocks.entries()) {
    await db
      .update(productSizes)
      .set({ stock, isAvailable: stock !== 0 })
      .where(eq(productSizes.id, made.sizeIds[i]!));
  }
  const retired = await insertProduct(db, { name: 'Retired Lamp', isActive: false });
  await db.update(productSizes).set({ stock: 1 }).where(eq(productSizes.id, retired.sizeIds[0]!));
});
afterAll(() => t.close());

const low = async () => (await call(t, admin, 'GET', '/api/admin/stock/low')).body.data as LowStockReport;
const shown = (report: LowStockReport) => report.sizes.map((s) => `${s.productName} ${s.size}: ${s.stock}`);

describe('the low-stock threshold', () => {
  it('lists the counted sizes of products on sale at or below it, the fewest first (default 3)', async () => {
    expect((await call(t, admin, 'GET', '/api/admin/stock/settings')).body.data).toEqual({ threshold: 3 });
    const report = await low();
    expect(report.threshold).toBe(3);
    expect(shown(report)).toEqual(['Kutch Mirror Panel Small: 0', 'Kutch Mirror Panel Medium: 2']);
    expect(report.total).toBe(2);
    expect(report.sizes[0]).toMatchObject({ isAvailable: false, thumbnail: '/uploads/demo/test.webp' });
  });

  it('is set by the admin, who then sees the sizes at or below the new figure', async () => {
    const saved = await call(t, admin, 'PUT', '/api/admin/stock/settings', { threshold: 4 });
    expect(saved).toMatchObject({
      status: 200,
      body: { success: true, data: { threshold: 4 }, message: 'Low-stock threshold saved' },
    });
    expect(shown(await low())).toEqual([
      'Kutch Mirror Panel Small: 0',
      'Kutch Mirror Panel Medium: 2',
      'Kutch Mirror Panel Large: 4',
    ]);
    await call(t, admin, 'PUT', '/api/admin/stock/settings', { threshold: 0 });
    expect(shown(await low())).toEqual(['Kutch Mirror Panel Small: 0']);
  });

  it('refuses a threshold that is not a whole number from 0 to 1000, with the reason', async () => {
    for (const threshold of [-1, 1001, 2.5, 'five']) {
      const answer = await call(t, admin, 'PUT', '/api/admin/stock/settings', { threshold });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toContain('The low-stock threshold must be a whole number from 0 to 1000');
    }
  });

  it('is the admin’s alone: 401 for a guest, 403 for a shopper', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/stock/low'],
      ['GET', '/api/admin/stock/settings'],
      ['PUT', '/api/admin/stock/settings'],
    ] as const) {
      const body = method === 'PUT' ? { threshold: 2 } : undefined;
      expect((await call(t, undefined, method, url, body)).status).toBe(401);
      expect((await call(t, shopper, method, url, body)).status).toBe(403);
    }
  });
});
