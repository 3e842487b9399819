import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COD_MESSAGES } from '@kala/contract/cod';
import { LOCALE_HEADER } from '@kala/contract/locale';
import type { Order } from '@kala/contract/orders';
import { orderStatusHistory, productSizes, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call, placeOrder } from './test-orders.ts';

let t: TestApp;
let clock = Date.parse('2026-11-27T06:00:00Z');
const sent: MailMessage[] = [];
let asha: Shopper;
let ravi: Shopper;
let admin: Shopper;
let piece: { id: string; sizeIds: string[] };
/** A piece only the lapse's test orders, so its stock shows that order's pieces alone coming back. */
let lamp: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000', COD_REQUIRE_CONFIRMATION: 'true' },
    {},
    { now: () => clock, mailer: { send: async (m) => void sent.push(m), close: () => undefined } },
  );
  const db = t.database.db;
  piece = await insertProduct(db, { name: 'Terracotta Diya Set', sizes: [{ original: 900, discounted: 800 }] });
  lamp = await insertProduct(db, { name: 'Lippan Mirror Lamp', sizes: [{ original: 1500, discounted: 1400 }] });
  for (const p of [piece, lamp])
    await db.update(productSizes).set({ stock: 50 }).where(eq(productSizes.id, p.sizeIds[0]!));
  asha = await insertShopper(t, 'Asha');
  ravi = await insertShopper(t, 'Ravi');
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

const stock = async (of = piece) =>
  (
    await t.database.db.select({ s: productSizes.stock }).from(productSizes).where(eq(productSizes.id, of.sizeIds[0]!))
  )[0]!.s;

/** A COD order of one piece, as the shopper places it; answers it with the confirmation mail's link. */
async function codOrder(who: Shopper = asha, of = piece) {
  const placed = await placeOrder(t, who, {
    useCartItems: false,
    customItems: [{ productId: of.id, sizeId: of.sizeIds[0], quantity: 1 }],
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.data.order as Order;
  await t.outbox.drain();
  const mail = sent.find((m) => m.subject.includes(order.orderNumber) && m.subject.startsWith('Please confirm'));
  const token = mail?.text.match(/\/orders\/confirm\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link for ${order.orderNumber}`);
  return { order, token, mail: mail! };
}

const historyOf = (orderId: string) =>
  t.database.db
    .select({ status: orderStatusHistory.status, note: orderStatusHistory.note, by: orderStatusHistory.changedByLabel })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.seq);

describe('a new COD order asks the shopper to confirm (issue 25 item 2)', () => {
  it('waits in pending with its deadline, and the mail carries a one-tap link saying by when', async () => {
    const { order, mail } = await codOrder();
    expect(order.orderStatus).toBe('pending');
    expect(order.codConfirmation).toMatchObject({
      awaiting: true,
      confirmBy: new Date(clock + 24 * 3_600_000).toISOString(),
      confirmedAt: null,
    });
    expect(mail.subject).toBe(`Please confirm your Kala order ${order.orderNumber}`);
    expect(mail.text).toContain('Please confirm your cash-on-delivery order by Sat, 28 Nov, 11:30 am');
    expect(mail.text).toContain('https://kala.example/orders/confirm/');
    expect((await historyOf(order._id)).map((h) => h.note)).toEqual([
      'Order placed: cash on delivery, awaiting confirmation',
    ]);
  });

  it('links a Hindi order’s mail to the Hindi confirmation page (issue 28), and the link works', async () => {
    const placed = await placeOrder(
      t,
      asha,
      { useCartItems: false, customItems: [{ productId: piece.id, sizeId: piece.sizeIds[0], quantity: 1 }] },
      undefined,
      { [LOCALE_HEADER]: 'hi' },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data.order as Order;
    await t.outbox.drain();
    const mail = sent.find((m) => m.subject.includes(order.orderNumber));
    const link = mail?.text.match(/https:\/\/kala\.example\/\S*\/orders\/confirm\/([A-Za-z0-9_-]+)/);
    expect(link?.[0]).toMatch(/^https:\/\/kala\.example\/hi\/orders\/confirm\//);
    expect(mail?.text).toContain(`https://kala.example/hi/orders/${order._id}`);
    expect(mail?.text).not.toMatch(/https:\/\/kala\.example\/orders\//);
    const page = await call(t, undefined, 'GET', `/api/orders/confirm/${link![1]}`);
    expect(page.status).toBe(200);
    expect(page.body.data.orderNumber).toBe(order.orderNumber);
  });

  it('shows the order in short behind the link, without signing in, and confirms it once', async () => {
    const { order, token } = await codOrder();
    const page = await call(t, undefined, 'GET', `/api/orders/confirm/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      orderNumber: order.orderNumber,
      customerFirstName: 'Asha',
      total: order.totalAmount,
      items: [{ name: 'Terracotta Diya Set', size: expect.any(String), quantity: 1 }],
      awaiting: true,
    });
    expect(JSON.stringify(page.body)).not.toContain(order.shippingAddress.phone);

    const confirmed = await call(t, undefined, 'POST', `/api/orders/confirm/${token}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      message: COD_MESSAGES.confirmed,
      data: { status: 'confirmed', awaiting: false },
    });
    const mine = (await call(t, asha, 'GET', `/api/orders/${order._id}`)).body.data as Order;
    expect(mine.orderStatus).toBe('confirmed');
    expect(mine.codConfirmation).toMatchObject({ awaiting: false, confirmedVia: 'link' });
    expect((await historyOf(order._id)).at(-1)).toEqual({
      status: 'confirmed',
      note: 'Confirmed by the shopper, from the link in the mail or message',
      by: 'Customer',
    });

    // Tapped again: still confirmed, nothing new. The same link cannot cancel it afterwards.
    const again = await call(t, undefined, 'POST', `/api/orders/confirm/${token}/confirm`);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('confirmed');
    const cancel = await call(t, undefined, 'POST', `/api/orders/confirm/${token}/cancel`);
    expect(cancel).toMatchObject({ status: 409, body: { success: false, message: COD_MESSAGES.linkUsed } });
    expect((await historyOf(order._id)).filter((h) => h.status === 'confirmed')).toHaveLength(1);
  });

  it('makes one transition of a double tap and of a link and the button at once', async () => {
    const { order, token } = await codOrder();
    const taps = await Promise.all([
      call(t, undefined, 'POST', `/api/orders/confirm/${token}/confirm`),
      call(t, undefined, 'POST', `/api/orders/confirm/${token}/confirm`),
      call(t, asha, 'POST', `/api/orders/${order._id}/confirm`),
    ]);
    expect(taps.filter((tap) => tap.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(taps.every((tap) => tap.status === 200 || tap.status === 409)).toBe(true);
    expect((await historyOf(order._id)).filter((h) => h.status === 'confirmed')).toHaveLength(1);
  });

  it('cancels from the same link: stock back, and the link is then spent', async () => {
    const before = await stock();
    const { order, token } = await codOrder();
    expect(await stock()).toBe(before! - 1);
    const cancelled = await call(t, undefined, 'POST', `/api/orders/confirm/${token}/cancel`);
    expect(cancelled).toMatchObject({
      status: 200,
      body: { message: COD_MESSAGES.cancelled, data: { status: 'cancelled' } },
    });
    expect(await stock()).toBe(before);
    expect((await call(t, undefined, 'POST', `/api/orders/confirm/${token}/confirm`)).status).toBe(409);
    const mine = (await call(t, asha, 'GET', `/api/orders/${order._id}`)).body.data as Order;
    expect(mine).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'cancelled' });
  });

  it('refuses a link that was tampered with, belongs to nothing, or has expired', async () => {
    const { token } = await codOrder();
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    for (const bad of [flipped, 'not-a-token', 'x'.repeat(100)]) {
      const answer = await call(t, undefined, 'POST', `/api/orders/confirm/${bad}/confirm`);
      expect(answer.status, bad).toBe(404);
      expect(answer.body).toMatchObject({ success: false, message: COD_MESSAGES.linkInvalid });
    }
    const tooLong = await call(t, undefined, 'GET', `/api/orders/confirm/${'y'.repeat(101)}`);
    expect(tooLong.status).toBeGreaterThanOrEqual(400);
    expect(tooLong.status).toBeLessThan(500);
    clock += 25 * 3_600_000;
    try {
      const late = await call(t, undefined, 'POST', `/api/orders/confirm/${token}/confirm`);
      expect(late).toMatchObject({ status: 410, body: { message: COD_MESSAGES.linkExpired } });
    } finally {
      clock -= 25 * 3_600_000;
    }
  });

  it("confirms on the order page for its own shopper only: another shopper's order is 404", async () => {
    const { order } = await codOrder();
    expect((await call(t, ravi, 'POST', `/api/orders/${order._id}/confirm`)).status).toBe(404);
    expect((await call(t, undefined, 'POST', `/api/orders/${order._id}/confirm`)).status).toBe(401);
    const mine = await call(t, asha, 'POST', `/api/orders/${order._id}/confirm`);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ orderStatus: 'confirmed', codConfirmation: { confirmedVia: 'order_page' } });
    const again = await call(t, asha, 'POST', `/api/orders/${order._id}/confirm`);
    expect(again).toMatchObject({ status: 409, body: { message: COD_MESSAGES.alreadyConfirmed } });
  });
});

describe('the admin and an unconfirmed COD order', () => {
  it('cannot ship it or give it an AWB (the server refuses), and confirms it by phone with a note', async () => {
    const { order } = await codOrder();
    const create = await call(t, admin, 'POST', `/api/shipping/create-shipment/${order._id}`, {});
    expect(create).toMatchObject({ status: 409, body: { message: COD_MESSAGES.notConfirmed } });
    const awb = await call(t, admin, 'POST', `/api/shipping/generate-awb/${order._id}`, {});
    expect(awb).toMatchObject({ status: 409, body: { message: COD_MESSAGES.notConfirmed } });
    for (const status of ['processing', 'shipped'] as const) {
      const moved = await call(t, admin, 'PATCH', `/api/orders/${order._id}/status`, { status, trackingNumber: 'DL1' });
      expect(moved, status).toMatchObject({ status: 409, body: { message: COD_MESSAGES.notConfirmed } });
    }
    const shipment = (await call(t, admin, 'GET', `/api/shipping/shipment/${order._id}`)).body.data;
    expect(shipment).toMatchObject({ canCreate: false, createBlockedBy: COD_MESSAGES.notConfirmed });

    const noNote = await call(t, admin, 'POST', `/api/orders/admin/${order._id}/confirm`, { note: '  ' });
    expect(noNote.status).toBe(400);
    expect(JSON.stringify(noNote.body)).toContain(COD_MESSAGES.noteRequired);
    expect((await call(t, asha, 'POST', `/api/orders/admin/${order._id}/confirm`, { note: 'x' })).status).toBe(403);

    const byPhone = await call(t, admin, 'POST', `/api/orders/admin/${order._id}/confirm`, {
      note: 'Called at 11:05, she wants it',
    });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.data).toMatchObject({ orderStatus: 'confirmed', codConfirmation: { confirmedVia: 'phone' } });
    expect((await historyOf(order._id)).at(-1)).toEqual({
      status: 'confirmed',
      note: 'Confirmed by the store, by phone: Called at 11:05, she wants it',
      by: 'Meera Admin',
    });
    expect((await call(t, admin, 'POST', `/api/shipping/create-shipment/${order._id}`, {})).status).toBe(201);
  });

  it("lists the orders awaiting confirmation as the admin's own queue", async () => {
    const { order } = await codOrder();
    const queue = await call(t, admin, 'GET', '/api/orders/admin/all?status=awaiting_confirmation&limit=50');
    expect(queue.status).toBe(200);
    const ids = (queue.body.data as { _id: string; orderStatus: string }[]).map((row) => row._id);
    expect(ids).toContain(order._id);
    const stats = (await call(t, admin, 'GET', '/api/orders/admin/stats')).body.data;
    expect(stats.awaitingConfirmation).toBe(ids.length);
  });
});

describe('an unconfirmed COD order: the reminder halfway, the cancellation when due', () => {
  it('reminds once at 12 hours, cancels once at 24 with the stock back, and tells the shopper', async () => {
    const before = await stock(lamp);
    const { order } = await codOrder(asha, lamp);
    expect(await stock(lamp)).toBe(before! - 1);
    const mailsOf = () => sent.filter((m) => m.subject.includes(order.orderNumber)).map((m) => m.subject);

    clock += 12 * 3_600_000 + 1000;
    await t.outbox.drain();
    await t.outbox.drain();
    expect(mailsOf()).toEqual([
      `Please confirm your Kala order ${order.orderNumber}`,
      `Reminder: please confirm your Kala order ${order.orderNumber}`,
    ]);
    const reminder = sent.find((m) => m.subject.startsWith('Reminder') && m.subject.includes(order.orderNumber))!;
    expect(reminder.text).toMatch(/\/orders\/confirm\/[A-Za-z0-9_-]{50}/);

    clock += 12 * 3_600_000;
    await t.outbox.drain();
    await t.outbox.drain();
    const mine = (await call(t, asha, 'GET', `/api/orders/${order._id}`)).body.data as Order;
    expect(mine).toMatchObject({ orderStatus: 'cancelled', cancelReason: 'Not confirmed within 24 hours' });
    expect(await stock(lamp)).toBe(before);
    expect(mailsOf()).toHaveLength(3);
    expect(mailsOf()[2]).toBe(`Your Kala order ${order.orderNumber} has been cancelled`);
    expect((await historyOf(order._id)).at(-1)).toEqual({
      status: 'cancelled',
      note: COD_MESSAGES.cancelledUnconfirmed,
      by: 'Store',
    });

    // A job run again (a retry, another instance) finds nothing to do.
    await t.database.db.execute(sql`update outbox set status = 'pending', run_after = now() - interval '1 minute'
      where kind = 'cod-confirmation' and payload->>'orderId' = ${order._id}`);
    await t.outbox.drain();
    expect((await historyOf(order._id)).filter((h) => h.status === 'cancelled')).toHaveLength(1);
    expect(mailsOf()).toHaveLength(3);
  });

  it('leaves a confirmed order alone when its reminder and deadline come', async () => {
    const { order, token } = await codOrder();
    expect((await call(t, undefined, 'POST', `/api/orders/confirm/${token}/confirm`)).status).toBe(200);
    clock += 25 * 3_600_000;
    await t.outbox.drain();
    await t.outbox.drain();
    const mine = (await call(t, asha, 'GET', `/api/orders/${order._id}`)).body.data as Order;
    expect(mine.orderStatus).toBe('confirmed');
    expect(sent.filter((m) => m.subject.startsWith('Reminder') && m.subject.includes(order.orderNumber))).toEqual([]);
  });
});
