import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GST_MESSAGES } from '@kala/contract/gst';
import type { Order } from '@kala/contract/orders';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { createTaxRepository } from '../tax/tax.repository.ts';
import { documentLinesOf } from './tax-lines.ts';
import { JAIPUR, placeOrder } from './test-orders.ts';

/**
 * An order stores its GST per line by place of supply (issue 24 item 3). The seller is the configuration's demo
 * GSTIN of Rajasthan (08); terracotta is set to 5%, mandala stays at 18% (GST_PERCENT).
 */
let t: TestApp;
let shopper: Shopper;
const p: Record<string, { id: string; sizeIds: string[] }> = {};
const MUMBAI = { ...JAIPUR, city: 'Mumbai', state: 'Maharashtra', zipCode: '400001' };

beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '10000' });
  const db = t.database.db;
  await createTaxRepository(db).saveRates(
    db,
    [{ category: 'terracotta', hsnCode: '6912', ratePercent: 5 }],
    new Date(),
  );
  p.pot = await insertProduct(db, {
    name: 'Terracotta Pot',
    category: 'terracotta',
    sizes: [{ original: 999, discounted: 799 }],
  });
  p.plate = await insertProduct(db, { name: 'Mandala Plate', sizes: [{ original: 400, discounted: 349 }] });
  shopper = await insertShopper(t);
});
afterAll(() => t.close());

const items = () => [
  { productId: p.pot!.id, sizeId: p.pot!.sizeIds[0]!, quantity: 1 },
  { productId: p.plate!.id, sizeId: p.plate!.sizeIds[0]!, quantity: 1 },
];

async function stored(order: Order) {
  const db = t.database.db;
  const [row] = await db.select().from(orders).where(eq(orders.id, order._id));
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
  return { row: row!, lines: lines.sort((a, b) => a.position - b.position) };
}

describe('an order placed stores its GST per line by place of supply', () => {
  it('another state (Maharashtra): IGST at each line’s rate; the invoice lines add up to the total', async () => {
    const answer = await placeOrder(t, shopper, { useCartItems: false, customItems: items(), shippingAddress: MUMBAI });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = answer.body.data.order as Order;
    // ₹799 at 5% = 39.95 IGST; ₹349 at 18% = 62.82 IGST; goods ₹1,148 ship free.
    expect(order).toMatchObject({ subtotal: 1148, tax: 102.77, shippingCost: 0, gstRates: [5, 18], gstPercent: 18 });
    expect(order.placeOfSupply).toEqual({ code: '27', name: 'Maharashtra' });

    const { row, lines } = await stored(order);
    expect(row).toMatchObject({ interState: true, placeOfSupplyCode: '27', pricesIncludeTax: false });
    expect(lines.map((l) => [l.hsnCode, l.gstRate, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      ['6912', 5, 79900, 0, 0, 3995],
      ['9701', 18, 34900, 0, 0, 6282],
    ]);
    // The COD charge holds its GST at the goods' highest rate (18%), backed out: taxable = charge × 100 / 118.
    expect(row.codTaxablePaise! + row.codTaxPaise!).toBe(row.codChargesPaise);
    expect(row.codTaxablePaise).toBe(Math.floor((2 * row.codChargesPaise * 100 + 118) / 236));

    const document = documentLinesOf(row, lines);
    expect(document.lines.map((l) => l.kind)).toEqual(['goods', 'goods', 'cod']);
    expect(document.totals.cgstPaise + document.totals.sgstPaise).toBe(0);
    expect(document.totals.totalPaise).toBe(row.totalPaise);
  });

  it('the seller’s state (Rajasthan): CGST + SGST at half the rate each, the odd paisa to CGST', async () => {
    const answer = await placeOrder(t, shopper, { useCartItems: false, customItems: items() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = answer.body.data.order as Order;
    expect(order).toMatchObject({ tax: 102.77, placeOfSupply: { code: '08', name: 'Rajasthan' } });
    const { row, lines } = await stored(order);
    expect(row.interState).toBe(false);
    // 3995 → 1998 + 1997; 6282 → 3141 + 3141.
    expect(lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [79900, 1998, 1997, 0],
      [34900, 3141, 3141, 0],
    ]);
    const document = documentLinesOf(row, lines);
    expect(document.totals.igstPaise).toBe(0);
    expect(document.totals.totalPaise).toBe(row.totalPaise);
  });

  it('keeps a business buyer’s GSTIN, and refuses one that is wrong with the reason', async () => {
    const bad = await placeOrder(t, shopper, {
      useCartItems: false,
      customItems: items(),
      buyerGstin: '27AAPFU0939F1ZW',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(GST_MESSAGES.gstinCheck);

    const good = await placeOrder(t, shopper, {
      useCartItems: false,
      customItems: items(),
      shippingAddress: MUMBAI,
      buyerGstin: '27aapfu0939f1zv',
    });
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    expect((good.body.data.order as Order).buyerGstin).toBe('27AAPFU0939F1ZV');
  });

  it("prices a piece at its own rate and HSN code over its category's", async () => {
    const db = t.database.db;
    const own = await insertProduct(db, {
      name: 'Framed Mirror',
      category: 'terracotta',
      sizes: [{ original: 500, discounted: 500 }],
    });
    await db.update(products).set({ hsnCode: '7009', gstRate: 18 }).where(eq(products.id, own.id));
    const answer = await placeOrder(t, shopper, {
      useCartItems: false,
      customItems: [{ productId: own.id, sizeId: own.sizeIds[0]!, quantity: 1 }],
      shippingAddress: MUMBAI,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { lines } = await stored(answer.body.data.order as Order);
    // ₹500 at 18% (not terracotta's 5%): 90.00 IGST.
    expect(lines.map((l) => [l.hsnCode, l.gstRate, l.igstPaise])).toEqual([['7009', 18, 9000]]);
  });
});
