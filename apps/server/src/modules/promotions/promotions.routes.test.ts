import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@kala/contract/orders';
import type { AdminCoupon } from '@kala/contract/promotions';
import { auditLog, orderItems, orders, outbox } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { JAIPUR, call, placeOrder } from '../orders/test-orders.ts';
import { createCode, insertAdmin, paidOnlineOrder } from './test-promotions.ts';

/**
 * Coupon codes through the routes (issue 27 items 1, 5 and 6): the cart's code, the checkout's, the order's use of
 * it under concurrency, cancellation and refunds, and the admin's codes. Prices: the 8 inch size ₹1,000, the 12 inch
 * ₹2,000, GST 18% on top, shipping free above ₹999 in Jaipur.
 */

let t: TestApp;
let admin: Shopper;
let product: { id: string; sizeIds: string[] };
let plate: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000', GST_PERCENT: '18' },
    {},
    { mailer: { send: async () => undefined, close: () => undefined } },
  );
  product = await insertProduct(t.database.db, {
    name: 'Terracotta Sun Face',
    category: 'terracotta',
    sizes: [
      { label: '8 inch', original: 1200, discounted: 1000 },
      { label: '12 inch', original: 2400, discounted: 2000 },
    ],
  });
  plate = await insertProduct(t.database.db, {
    name: 'Mandala Plate',
    category: 'mandala',
    sizes: [{ label: '10 inch', original: 600, discounted: 500 }],
  });
  admin = await insertAdmin(t);
});

afterAll(() => t.close());

async function add(who: Shopper, sizeId: string, quantity = 1, productId = product.id) {
  const added = await call(t, who, 'POST', '/api/cart/add', { productId, sizeId, quantity });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
}

/** Two 8 inch pieces and one 12 inch: ₹4,000 of goods. */
async function fillCart(who: Shopper) {
  await add(who, product.sizeIds[0]!, 2);
  await add(who, product.sizeIds[1]!, 1);
}

const applyCode = (who: Shopper, code: string) => call(t, who, 'PUT', '/api/promotions/cart', { code });
const listCodes = async () =>
  (await call(t, admin, 'GET', '/api/admin/promotions/coupons')).body.data.coupons as AdminCoupon[];
const codeNamed = async (code: string) => (await listCodes()).find((c) => c.code === code)!;

describe('a code in the cart', () => {
  it('applies, whatever its case, shows the discount, and is removed', async () => {
    await createCode(t, admin, { code: 'Diwali10', percent: 10, ceiling: 300 });
    const asha = await insertShopper(t, 'Asha');
    await fillCart(asha);
    const applied = await applyCode(asha, ' diwali10 ');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    // 10% of ₹4,000 is ₹400, held to the ₹300 ceiling; ₹4,720 before, ₹3,700 + 18% = ₹4,366 after.
    expect(applied.body.data).toMatchObject({
      code: 'DIWALI10',
      applied: true,
      message: null,
      discount: 300,
      summary: '10% off, up to ₹300',
      totalBefore: 4720,
      totalAfter: 4366,
    });
    expect((await call(t, asha, 'GET', '/api/promotions/cart')).body.data.coupon).toMatchObject({ code: 'DIWALI10' });
    const removed = await call(t, asha, 'DELETE', '/api/promotions/cart');
    expect(removed.body).toMatchObject({ success: true, data: { coupon: null }, message: 'Code removed' });
    expect((await call(t, asha, 'GET', '/api/promotions/cart')).body.data.coupon).toBeNull();
  });

  it('says why a code does not apply, in plain words, and applies once the cart is big enough', async () => {
    await createCode(t, admin, { code: 'BIG1500', kind: 'flat', percent: null, amount: 200, minOrder: 1500 });
    const bina = await insertShopper(t, 'Bina');
    await add(bina, product.sizeIds[0]!, 1);
    const small = await applyCode(bina, 'big1500');
    expect(small.status).toBe(200);
    expect(small.body.data).toMatchObject({
      applied: false,
      message: 'This code needs an order of ₹1,500 or more',
      discount: 0,
    });
    await add(bina, plate.sizeIds[0]!, 1, plate.id);
    const now = (await call(t, bina, 'GET', '/api/promotions/cart')).body.data.coupon;
    expect(now).toMatchObject({ applied: true, discount: 200 });
  });

  it('refuses an unknown code (422, not saved), a malformed one (400), and a guest (401)', async () => {
    const chitra = await insertShopper(t, 'Chitra');
    await fillCart(chitra);
    const unknown = await applyCode(chitra, 'NOSUCHCODE');
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      success: false,
      message: "We don't recognise this code. Please check it and try again",
    });
    expect((await call(t, chitra, 'GET', '/api/promotions/cart')).body.data.coupon).toBeNull();
    const bad = await applyCode(chitra, 'no spaces!');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Codes have 3 to 24 letters, digits, - or _');
    expect((await call(t, undefined, 'PUT', '/api/promotions/cart', { code: 'DIWALI10' })).status).toBe(401);
  });

  it('limits the codes one shopper may try in a minute (429 with the reason), so codes cannot be guessed', async () => {
    const omi = await insertShopper(t, 'Omi');
    const tries = [];
    for (let i = 0; i < 21; i += 1) tries.push(await applyCode(omi, `GUESS${i}`));
    expect(tries.slice(0, 20).every((a) => a.status === 422)).toBe(true);
    expect(tries[20]).toMatchObject({
      status: 429,
      body: { success: false, message: 'Too many code attempts. Please wait a minute and try again' },
    });
  });

  it('a category-limited code takes off only that category, and says so when the cart has none of it', async () => {
    await createCode(t, admin, { code: 'TERRA20', percent: 20, categories: ['terracotta'] });
    const devi = await insertShopper(t, 'Devi');
    await add(devi, plate.sizeIds[0]!, 2, plate.id);
    expect((await applyCode(devi, 'TERRA20')).body.data).toMatchObject({
      applied: false,
      message: 'This code does not apply to any piece in your cart',
    });
    await add(devi, product.sizeIds[0]!, 1);
    // 20% of the ₹1,000 terracotta piece only.
    expect((await call(t, devi, 'GET', '/api/promotions/cart')).body.data.coupon).toMatchObject({
      applied: true,
      discount: 200,
    });
  });
});

describe('an order with a code', () => {
  it('stores what the code took from each line, GST on the discounted value; the code is used once per shopper', async () => {
    await createCode(t, admin, { code: 'FLAT300', kind: 'flat', percent: null, amount: 300 });
    const esha = await insertShopper(t, 'Esha');
    await fillCart(esha);
    expect((await applyCode(esha, 'flat300')).body.data).toMatchObject({ applied: true, discount: 300 });
    const preview = await call(t, esha, 'POST', '/api/orders/preview', {
      useCartItems: true,
      deliveryPostcode: '302001',
      paymentMethod: 'razorpay',
    });
    expect(preview.body.data.coupon).toMatchObject({ code: 'FLAT300', applied: true, discount: 300 });
    expect(preview.body.data.totals.totalAmount).toBe(4366);
    const placed = await placeOrder(t, esha);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data.order as Order;
    // The same, with the courier's COD charge; the order says the code and what it took.
    expect(order.totalAmount).toBe(4366 + order.codCharges);
    expect(order.coupon).toEqual({ code: 'FLAT300', discount: 300 });
    // The confirmation mail's rows add up: the code is one of them.
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'mail'), sql`${outbox.payload}->>'subject' like ${`%${order.orderNumber}%`}`));
    expect((mail!.payload as { text: string }).text).toContain('Code FLAT300: −₹300.00');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ couponCode: 'FLAT300', couponDiscountPaise: 30_000, taxPaise: 66_600 });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    // ₹300 split by value over the ₹2,000 and 2 × ₹1,000 lines: ₹150 each, GST 18% of ₹1,850 each.
    expect(
      items.map((i) => [i.couponDiscountPaise, i.discountPaise, i.taxablePaise, i.cgstPaise! + i.sgstPaise!]),
    ).toEqual([
      [15_000, 15_000, 185_000, 33_300],
      [15_000, 15_000, 185_000, 33_300],
    ]);
    // The cart's code went with the order; typed again, the shopper has used it.
    expect((await call(t, esha, 'GET', '/api/promotions/cart')).body.data.coupon).toBeNull();
    await fillCart(esha);
    const again = await placeOrder(t, esha, { couponCode: 'flat300' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('You have already used this code');
    expect(await codeNamed('FLAT300')).toMatchObject({
      uses: 1,
      revenue: order.totalAmount,
      discountGiven: 300,
      state: 'live',
    });
  });

  it('first-order-only: refused at checkout for a shopper with an earlier order', async () => {
    await createCode(t, admin, { code: 'WELCOME', percent: 5, firstOrderOnly: true });
    const farah = await insertShopper(t, 'Farah');
    await fillCart(farah);
    expect((await placeOrder(t, farah)).status).toBe(201);
    await fillCart(farah);
    const second = await placeOrder(t, farah, { couponCode: 'welcome' });
    expect(second.status).toBe(422);
    expect(second.body.message).toBe('This code is for your first order only');
  });

  it('free shipping waives the freight but not the COD charge', async () => {
    await createCode(t, admin, { code: 'SHIPFREE', kind: 'free_shipping', percent: null });
    const gita = await insertShopper(t, 'Gita');
    // One ₹500 plate: below the ₹999 threshold, so shipping is charged without the code.
    await add(gita, plate.sizeIds[0]!, 1, plate.id);
    const plain = await call(t, gita, 'POST', '/api/orders/preview', {
      useCartItems: true,
      deliveryPostcode: '302001',
    });
    const freight = plain.body.data.totals.shippingCost as number;
    const cod = plain.body.data.totals.codCharges as number;
    expect(freight).toBeGreaterThan(0);
    expect(cod).toBeGreaterThan(0);
    const placed = await placeOrder(t, gita, { couponCode: 'SHIPFREE' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data.order as Order;
    expect(order).toMatchObject({ shippingCost: 0, codCharges: cod, freeShipping: true });
    expect(order.totalAmount).toBeCloseTo(plain.body.data.totals.totalAmount - freight, 2);
  });

  it('a cancelled paid order refunds what was paid after the discount and gives its use back', async () => {
    await createCode(t, admin, { code: 'ONCE', kind: 'flat', percent: null, amount: 300, usageCap: 1 });
    const hema = await insertShopper(t, 'Hema');
    await fillCart(hema);
    const order = await paidOnlineOrder(t, hema, { couponCode: 'once' });
    expect(order.totalAmount).toBe(4366);
    expect(await codeNamed('ONCE')).toMatchObject({ uses: 1, state: 'live' });
    const cancelled = await call(t, hema, 'PATCH', `/api/orders/${order._id}/cancel`, { reason: 'Changed my mind' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((cancelled.body.data as Order).refunds[0]).toMatchObject({ amount: 4366 });
    expect(await codeNamed('ONCE')).toMatchObject({ uses: 0, revenue: 0, discountGiven: 0 });
    // The use came back: another shopper can take the capped code.
    const isha = await insertShopper(t, 'Isha');
    await fillCart(isha);
    expect((await placeOrder(t, isha, { couponCode: 'ONCE' })).status).toBe(201);
  });

  it('an unpaid online order of the cart does not use up a once-per-shopper code: placing the cart again replaces it', async () => {
    await createCode(t, admin, { code: 'RETRY', kind: 'flat', percent: null, amount: 300 });
    const nita = await insertShopper(t, 'Nita');
    await fillCart(nita);
    const body = { shippingAddress: JAIPUR, useCartItems: true, couponCode: 'RETRY' };
    const first = await call(t, nita, 'POST', '/api/payments/create-order', body, { 'idempotency-key': randomUUID() });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The payment window was closed; the shopper places the cart again with the code.
    const again = await call(t, nita, 'POST', '/api/payments/create-order', body, { 'idempotency-key': randomUUID() });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await codeNamed('RETRY')).toMatchObject({ uses: 1 });
  });

  it('a part refund of a discounted line returns that piece as paid: its share after the discount, with its GST', async () => {
    await createCode(t, admin, { code: 'PART300', kind: 'flat', percent: null, amount: 300 });
    const jaya = await insertShopper(t, 'Jaya');
    await fillCart(jaya);
    const order = await paidOnlineOrder(t, jaya, { couponCode: 'PART300' });
    const small = order.items.find((i) => i.size === '8 inch')!;
    const refunded = await call(t, admin, 'POST', `/api/admin/orders/${order._id}/refunds`, {
      orderItemId: small._id,
      quantity: 1,
      reason: 'Arrived chipped',
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    // One of two pieces of the line paid ₹1,850 + ₹333 GST: ₹1,091.50 (₹1,180 without the code).
    expect(refunded.body.message).toBe('Refund of ₹1,091.50 recorded');
    expect((refunded.body.data as Order).refundableAmount).toBe(4366 - 1091.5);
  });
});

describe('the tax invoice of an order with a code', () => {
  it("prints each line's share of the code as its discount, GST on the discounted value, total the order's", async () => {
    await createCode(t, admin, { code: 'INVOICE300', kind: 'flat', percent: null, amount: 300 });
    const mala = await insertShopper(t, 'Mala');
    await fillCart(mala);
    const placed = await placeOrder(t, mala, { couponCode: 'invoice300' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data.order as Order;
    expect((await call(t, admin, 'POST', `/api/shipping/create-shipment/${order._id}`, {})).status).toBe(201);
    expect((await call(t, admin, 'POST', `/api/shipping/generate-awb/${order._id}`, {})).status).toBe(200);
    const listed = await call(t, mala, 'GET', `/api/orders/${order._id}/documents`);
    const [invoice] = await Promise.all(
      (listed.body.data as { id: string }[]).map(
        async (item) => (await t.app.invoices.document(item.id, null)).document,
      ),
    );
    const goods = invoice!.lines.filter((line) => line.kind === 'goods');
    expect(goods.map((l) => [l.discountPaise, l.taxablePaise, l.cgstPaise + l.sgstPaise])).toEqual([
      [15_000, 185_000, 33_300],
      [15_000, 185_000, 33_300],
    ]);
    expect(invoice!.totals.totalPaise).toBe(Math.round(order.totalAmount * 100));
  });
});

describe('the usage cap under concurrency', () => {
  it('30 parallel orders with a code capped at 5 make exactly 5 discounted orders; the rest are told it is used up', async () => {
    await createCode(t, admin, { code: 'RUSH5', kind: 'flat', percent: null, amount: 100, usageCap: 5 });
    const shoppers = await Promise.all(Array.from({ length: 30 }, (_, i) => insertShopper(t, `Rush${i}`)));
    for (const who of shoppers) await add(who, plate.sizeIds[0]!, 2, plate.id);
    const answers = await Promise.all(shoppers.map((who) => placeOrder(t, who, { couponCode: 'RUSH5' })));
    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(placed).toHaveLength(5);
    expect(refused.map((a) => [a.status, a.body.message])).toEqual(
      Array.from({ length: 25 }, () => [422, 'This code has been used up']),
    );
    const rows = await t.database.db.select().from(orders).where(eq(orders.couponCode, 'RUSH5'));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.couponDiscountPaise === 10_000)).toBe(true);
    expect(await codeNamed('RUSH5')).toMatchObject({ uses: 5, discountGiven: 500 });
  });

  it('the same idempotency key twice makes one order and takes one use', async () => {
    await createCode(t, admin, { code: 'KEYED', kind: 'flat', percent: null, amount: 100, usageCap: 3 });
    const kiran = await insertShopper(t, 'Kiran');
    await add(kiran, plate.sizeIds[0]!, 2, plate.id);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      placeOrder(t, kiran, { couponCode: 'KEYED' }, key),
      placeOrder(t, kiran, { couponCode: 'KEYED' }, key),
    ]);
    // One placed it (201), the other answers that order (200, a replay).
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.order._id).toBe(b.body.data.order._id);
    expect(await codeNamed('KEYED')).toMatchObject({ uses: 1 });
  });
});

describe("the admin's codes", () => {
  it('creates, lists with state, edits, pauses, resumes and ends, each change audited', async () => {
    const id = await createCode(t, admin, {
      code: 'later',
      percent: 15,
      startsAt: '2030-01-01T10:00',
      endsAt: '2030-01-31T00:00',
    });
    let code = await codeNamed('LATER');
    expect(code).toMatchObject({ id, state: 'scheduled', summary: '15% off', startsAt: '2030-01-01T10:00', uses: 0 });
    const edited = await call(t, admin, 'PUT', `/api/admin/promotions/coupons/${id}`, {
      code: 'LATER',
      kind: 'flat',
      amount: 250,
      minOrder: 2000,
      startsAt: '2026-01-01T00:00',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      state: 'live',
      summary: '₹250 off on orders of ₹2,000 or more',
      percent: null,
    });
    expect((await call(t, admin, 'POST', `/api/admin/promotions/coupons/${id}/pause`)).body.data.state).toBe('paused');
    expect((await call(t, admin, 'POST', `/api/admin/promotions/coupons/${id}/resume`)).body.data.state).toBe('live');
    expect((await call(t, admin, 'POST', `/api/admin/promotions/coupons/${id}/end`)).body.data.state).toBe('ended');
    const again = await call(t, admin, 'POST', `/api/admin/promotions/coupons/${id}/pause`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This code has ended and cannot be changed');
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(trail.map((r) => r.action)).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.pause',
      'coupon.resume',
      'coupon.end',
    ]);
    code = await codeNamed('LATER');
    expect(code.state).toBe('ended');
  });

  it('refuses a code that exists in another case (409), an end before the start (400), an unknown id (404)', async () => {
    await createCode(t, admin, { code: 'UNIQUE1' });
    const dup = await call(t, admin, 'POST', '/api/admin/promotions/coupons', {
      code: 'unique1',
      kind: 'percent',
      percent: 5,
      startsAt: '2026-01-01T00:00',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A code UNIQUE1 already exists (codes are the same in upper and lower case)');
    const backwards = await call(t, admin, 'POST', '/api/admin/promotions/coupons', {
      code: 'BACKWARDS',
      kind: 'percent',
      percent: 5,
      startsAt: '2026-11-10T00:00',
      endsAt: '2026-11-09T23:59',
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('The end must be after the start');
    const missing = await call(t, admin, 'PUT', `/api/admin/promotions/coupons/${randomUUID()}`, {
      code: 'GHOST',
      kind: 'percent',
      percent: 5,
      startsAt: '2026-01-01T00:00',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Code not found');
    expect((await call(t, admin, 'POST', '/api/admin/promotions/coupons/not-a-uuid/end')).status).toBe(404);
  });

  it('is for admins only: 401 for a guest, 403 for a shopper', async () => {
    const lata = await insertShopper(t, 'Lata');
    expect((await call(t, undefined, 'GET', '/api/admin/promotions/coupons')).status).toBe(401);
    expect((await call(t, lata, 'GET', '/api/admin/promotions/coupons')).status).toBe(403);
    expect((await call(t, lata, 'PUT', '/api/admin/promotions/settings', { combination: 'stack' })).status).toBe(403);
  });

  it('sets how codes combine with sales, best-of until changed', async () => {
    expect((await call(t, admin, 'GET', '/api/admin/promotions/settings')).body.data).toEqual({
      combination: 'best-of',
    });
    const set = await call(t, admin, 'PUT', '/api/admin/promotions/settings', { combination: 'stack' });
    expect(set.body.data).toEqual({ combination: 'stack' });
    await call(t, admin, 'PUT', '/api/admin/promotions/settings', { combination: 'best-of' });
  });
});
