import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { orderGifts, outbox } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_MESSAGES } from '@kala/contract/gifting';
import type { Order } from '@kala/contract/orders';
import type { TaxDocument } from '@kala/contract/tax-documents';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call, JAIPUR, placeOrder } from '../orders/test-orders.ts';
import { insertAdmin, insertPiece } from '../shipments/test-shipments.ts';
import { fetchRaw, readPdf } from '../shipments/paperwork/test-paperwork.ts';

/**
 * Gifting through the API (issue 27 item 3, decision 042): the seller's wrap option, the order's gift checked and
 * kept, the wrap priced and invoiced, the paperwork, and the message never in an info log line. The seller is the
 * configuration's (registered in Rajasthan, prices excluding GST, 18%); the piece costs ₹1,200, Jaipur is the same
 * state.
 */
let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
let admin: Awaited<ReturnType<typeof insertAdmin>>;
let piece: { id: string; sizeIds: string[] };
const logLines: string[] = [];
const MESSAGE = 'Happy housewarming, Meera! Zebra-quartz-7731 from all of us.';
const GIFT = {
  message: MESSAGE,
  giftWrap: true,
  recipientName: 'Meera Iyer',
  recipientPhone: '+91 91234 56789',
  hidePrices: true,
};

beforeAll(async () => {
  t = await createTestApp(
    { ORDER_RATE_LIMIT: '10000', STORE_NAME: 'Kala Studio', LOG_LEVEL: 'info' },
    {},
    {
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  );
  piece = await insertPiece(t);
  asha = await insertShopper(t, 'Asha');
  ravi = await insertShopper(t, 'Ravi');
  admin = await insertAdmin(t);
});
afterAll(() => t.close());

const addToCart = async (who: Shopper, quantity = 1) => {
  const added = await call(t, who, 'POST', '/api/cart/add', {
    productId: piece.id,
    sizeId: piece.sizeIds[0],
    quantity,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
};

const setWrap = (wrapEnabled: boolean, wrapPrice = 50) =>
  call(t, admin, 'PUT', '/api/admin/settings/gifting', { wrapEnabled, wrapPrice });

async function giftOrder(gift: Record<string, unknown> = GIFT): Promise<Order> {
  await addToCart(asha);
  const placed = await placeOrder(t, asha, { gift });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as Order;
}

describe('the seller’s gift wrap', () => {
  it('is off until saved, saved by the admin only, and read by the checkout', async () => {
    expect((await call(t, undefined, 'GET', '/api/settings/gifting')).body.data).toEqual({
      wrapEnabled: false,
      wrapPrice: 0,
    });
    expect(
      (await call(t, asha, 'PUT', '/api/admin/settings/gifting', { wrapEnabled: true, wrapPrice: 50 })).status,
    ).toBe(403);
    const bad = await setWrap(true, 0);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(GIFT_MESSAGES.wrapPriceRange);
    const saved = await setWrap(true, 50);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Gift settings saved');
    expect((await call(t, undefined, 'GET', '/api/settings/gifting')).body.data).toEqual({
      wrapEnabled: true,
      wrapPrice: 50,
    });
  });
});

describe('a gift order’s checks', () => {
  const place = (gift: Record<string, unknown>, address = JAIPUR) =>
    call(
      t,
      asha,
      'POST',
      '/api/orders',
      { shippingAddress: address, paymentMethod: 'cash_on_delivery', useCartItems: true, gift },
      { 'idempotency-key': crypto.randomUUID() },
    );

  it('answers each problem in plain words: the 250-character message, the recipient, the buyer’s own details', async () => {
    await addToCart(asha);
    const long = await place({ ...GIFT, message: 'a'.repeat(251) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Validation failed: Gift message must be at most 250 characters');
    // 250 characters after trimming is the most a message may hold.
    const preview = await place({ ...GIFT, message: `  ${'b'.repeat(250)}  `, recipientPhone: 'x' });
    expect(preview.body.message).toBe('Validation failed: Please enter the recipient’s 10-digit mobile number');

    const missing = await place({ message: 'Hi' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Validation failed: Missing recipient’s name, Missing recipient’s phone');

    const badPhone = await place({ ...GIFT, recipientPhone: '12345' });
    expect(badPhone.body.message).toBe('Validation failed: Please enter the recipient’s 10-digit mobile number');

    // The buyer's phone is 98765 43210: written another way it is still the same number.
    const same = await place({ ...GIFT, recipientName: '  asha   VERMA ', recipientPhone: '+91-9876543210' });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(`Validation failed: ${GIFT_MESSAGES.sameName}, ${GIFT_MESSAGES.samePhone}`);

    const control = await place({ ...GIFT, message: 'Hi\u0007there' });
    expect(control.body.message).toBe(`Validation failed: ${GIFT_MESSAGES.messagePlainText}`);
  });

  it('takes a message of exactly 250 characters, trimmed', async () => {
    const order = await giftOrder({ ...GIFT, message: `  ${'c'.repeat(250)}\n` });
    expect(order.gift?.message).toBe('c'.repeat(250));
  });

  it('makes one order and one gift of racing requests with one idempotency key', async () => {
    await addToCart(asha);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(t, asha, { gift: GIFT }, key)));
    const ids = new Set(answers.map((a) => a.body.data?.order?._id));
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const rows = await t.database.db.select().from(orderGifts).where(eq(orderGifts.orderId, id!));
    expect(rows).toHaveLength(1);
    expect(answers.every((a) => a.body.data.order.gift.message === MESSAGE)).toBe(true);
  });

  it('refuses gift wrap while the seller has it off', async () => {
    await setWrap(false, 50);
    await addToCart(asha);
    const refused = await placeOrder(t, asha, { gift: GIFT });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(GIFT_MESSAGES.wrapUnavailable);
    await setWrap(true, 50);
  });
});

describe('a gift order', () => {
  let order: Order;
  beforeAll(async () => {
    logLines.length = 0;
    await setWrap(true, 50);
    order = await giftOrder();
  });

  it('charges the wrap taxed like the goods and shows the gift to its owner', async () => {
    // The goods, their GST, shipping and COD as without a gift, and the wrap ₹50 + 18% GST = ₹59.
    const without = order.totalAmount - 59;
    expect(without).toBe(order.subtotal + order.tax + order.shippingCost + order.codCharges);
    expect(order.gift).toEqual({
      message: MESSAGE,
      giftWrap: true,
      wrapCharge: 59,
      recipientName: 'Meera Iyer',
      recipientPhone: '9123456789',
      hidePrices: true,
    });
    const mine = await call(t, asha, 'GET', `/api/orders/${order._id}`);
    expect(mine.body.data.gift.message).toBe(MESSAGE);
    const list = await call(t, asha, 'GET', '/api/orders');
    expect(list.body.data.find((o: Order) => o._id === order._id).gift.recipientName).toBe('Meera Iyer');
  });

  it('lists the wrap in the confirmation mail, so its rows add up, and keeps the message out of it', async () => {
    const queued = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'mail'));
    const mail = JSON.stringify(queued.find((row) => JSON.stringify(row.payload).includes(order.orderNumber))!.payload);
    expect(mail).toContain('Gift wrap: ₹59.00');
    expect(mail).not.toContain('Zebra-quartz-7731');
  });

  it('is another shopper’s 404, and the admin sees the gift', async () => {
    const other = await call(t, ravi, 'GET', `/api/orders/${order._id}`);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(MESSAGE);
    const asAdmin = await call(t, admin, 'GET', `/api/orders/admin/${order._id}`);
    expect(asAdmin.status, JSON.stringify(asAdmin.body)).toBe(200);
    expect(JSON.stringify(asAdmin.body)).toContain(MESSAGE);
    // The admin's list marks it, without the message (a list shows no personal words).
    const list = await call(t, admin, 'GET', '/api/orders/admin/all?limit=50');
    const row = list.body.data.find((r: { _id: string }) => r._id === order._id);
    expect(row.gift).toEqual({ giftWrap: true, hidePrices: true });
    expect(JSON.stringify(list.body)).not.toContain('Zebra-quartz-7731');
  });

  it('never puts the message in an info log line', async () => {
    // The placing request was logged (its line is there), the message was not.
    expect(logLines.join('')).toMatch(/POST.*\/api\/orders/);
    expect(logLines.join('')).not.toContain('Zebra-quartz-7731');
  });

  it('prints the message and the recipient on the packing slip, without a single price', async () => {
    const slip = await fetchRaw(t, admin, 'GET', `/api/admin/orders/${order._id}/packing-slip.pdf`);
    expect(slip.status).toBe(200);
    const { text } = await readPdf(slip.bytes);
    expect(text).toContain('A GIFT');
    expect(text).toContain('For Meera Iyer');
    expect(text).toContain('From Asha Verma');
    expect(text).toContain('Gift wrapped');
    expect(text.replace(/\s+/g, ' ')).toContain(MESSAGE);
    expect(text).toMatch(/Terracotta Lamp 8 inch \d/);
    expect(text).toContain('A gift: prices are left out.');
    expect(text).not.toContain('₹');
    expect(text).not.toMatch(/Price|Amount|1,200|1,475/);
  });

  it('marks the gift plainly on the picking list', async () => {
    const plain = await giftOrder({ recipientName: 'Kiran Rao', recipientPhone: '9000000001' });
    const list = await fetchRaw(t, admin, 'POST', '/api/admin/orders/picking-list.pdf', {
      orderIds: [order._id, plain._id],
    });
    expect(list.status).toBe(200);
    const { text } = await readPdf(list.bytes);
    expect(text).toContain('2 orders, 2 of them gifts');
    expect(text).toContain('GIFT · GIFT WRAP · HIDE PRICES: no invoice or price in the parcel');
    expect(text).toContain(`Order ${plain.orderNumber}`);
    expect(text).not.toContain('₹');
  });

  it('sends the courier the recipient’s name and phone, and invoices the wrap as a line of the supply', async () => {
    expect((await call(t, admin, 'POST', `/api/shipping/create-shipment/${order._id}`, {})).status).toBe(201);
    expect((await call(t, admin, 'POST', `/api/shipping/generate-awb/${order._id}`, {})).status).toBe(200);
    const label = await readPdf((await fetchRaw(t, admin, 'GET', `/api/admin/orders/${order._id}/label.pdf`)).bytes);
    expect(label.text).toContain('Meera Iyer');
    expect(label.text).toContain('Phone: 9123456789');
    expect(label.text).not.toContain('Asha Verma');

    const listed = await call(t, asha, 'GET', `/api/orders/${order._id}/documents`);
    const invoice: TaxDocument = (await t.app.invoices.document(listed.body.data[0].id, null)).document;
    const wrap = invoice.lines.find((l) => l.kind === 'gift_wrap');
    // ₹50 taxable, CGST 9% ₹4.50 + SGST 9% ₹4.50, at the goods' rate with the goods' HSN (composite supply).
    expect(wrap).toMatchObject({
      description: 'Gift wrap',
      taxablePaise: 5000,
      ratePercent: 18,
      cgstPaise: 450,
      sgstPaise: 450,
      igstPaise: 0,
      totalPaise: 5900,
      hsnCode: invoice.lines[0]!.hsnCode,
    });
    expect(invoice.totals.totalPaise).toBe(Math.round(order.totalAmount * 100));
  });
});
