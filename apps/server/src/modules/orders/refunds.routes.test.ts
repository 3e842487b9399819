import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@kala/contract/orders';
import type { PaymentOrder } from '@kala/contract/payments';
import { orders, outbox, products, refunds, testGatewayPayments, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { JAIPUR, call, placeOrder } from './test-orders.ts';

/**
 * The owner's refund of part of an order (issue 30, decision 024): POST /api/admin/orders/{id}/refunds.
 * Prices: the 8 inch size is ₹1,000 and the 12 inch ₹2,000, GST 18%, shipping free above ₹999 in Jaipur.
 */

let t: TestApp;
let admin: Shopper;
let asha: Shopper;
let product: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000', GST_PERCENT: '18' },
    {},
    { mailer: { send: async () => undefined, close: () => undefined } },
  );
  const db = t.database.db;
  product = await insertProduct(db, {
    name: 'Terracotta Sun Face',
    sizes: [
      { label: '8 inch', original: 1200, discounted: 1000 },
      { label: '12 inch', original: 2400, discounted: 2000 },
    ],
  });
  const email = `owner-${randomUUID()}@kala.test`;
  const [row] = await db.insert(users).values({ name: 'Meera Admin', email, role: 'admin' }).returning();
  const token = await sessionTokenFor(t, { id: row!.id, role: 'admin' });
  admin = { id: row!.id, headers: { authorization: `Bearer ${token}` } };
  asha = await insertShopper(t, 'Asha');
});

afterAll(() => t.close());

/** Two 8 inch pieces and one 12 inch in the shopper's cart: ₹4,000 + ₹720 GST, shipping free = ₹4,720. */
async function fillCart(who: Shopper) {
  for (const [sizeId, quantity] of [
    [product.sizeIds[0], 2],
    [product.sizeIds[1], 1],
  ] as const) {
    const added = await call(t, who, 'POST', '/api/cart/add', { productId: product.id, sizeId, quantity });
    expect(added.status).toBe(200);
  }
}

/** An online order of the cart, paid through the local test gateway (or left unpaid). */
async function onlineOrder(who: Shopper, pay = true, fill = true): Promise<Order> {
  if (fill) await fillCart(who);
  const created = await call(
    t,
    who,
    'POST',
    '/api/payments/create-order',
    { shippingAddress: JAIPUR, useCartItems: true },
    { 'idempotency-key': randomUUID() },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const paymentOrder = created.body.data as PaymentOrder;
  if (pay) {
    const paid = await call(t, who, 'POST', '/api/payments/test-gateway/pay', {
      razorpayOrderId: paymentOrder.razorpayOrderId,
      outcome: 'pay',
    });
    const args = paid.body.data as Record<string, string>;
    const verified = await call(t, who, 'POST', '/api/payments/verify', {
      razorpayOrderId: args.razorpay_order_id,
      razorpayPaymentId: args.razorpay_payment_id,
      razorpaySignature: args.razorpay_signature,
      orderId: paymentOrder.orderId,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  }
  return (await call(t, who, 'GET', `/api/orders/${paymentOrder.orderId}`)).body.data as Order;
}

/** A cash-on-delivery order of the cart; delivered by hand with the cash received when `deliver`. */
async function codOrder(who: Shopper, deliver: boolean): Promise<Order> {
  await fillCart(who);
  const placed = await placeOrder(t, who);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.data.order as Order;
  if (deliver) {
    const done = await call(t, admin, 'PATCH', `/api/orders/${order._id}/status`, {
      status: 'delivered',
      deliveredByHand: true,
      note: 'Handed over at the studio, cash received',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  return order;
}

const refund = (orderId: string, body: unknown, who: Shopper | undefined = admin, key?: string) =>
  call(t, who, 'POST', `/api/admin/orders/${orderId}/refunds`, body, key ? { 'idempotency-key': key } : {});

const lineOf = (order: Order, size: string) => order.items.find((item) => item.size === size)!;

async function mailsOf(orderNumber: string): Promise<MailMessage[]> {
  const rows = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'mail')).orderBy(outbox.createdAt);
  return rows.map((row) => row.payload as MailMessage).filter((mail) => mail.subject.includes(orderNumber));
}

const refundJobs = async () =>
  (
    await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'payment-refund')))
  ).map((row) => (row.payload as { refundId: string }).refundId);

describe('refunding a line of a paid online order', () => {
  it('refunds its pieces with their GST as priced, sends that amount to the gateway, mails the shopper', async () => {
    const order = await onlineOrder(asha);
    expect(order.totalAmount).toBe(4720);
    const small = lineOf(order, '8 inch');

    const answer = await refund(order._id, { orderItemId: small._id, quantity: 1, reason: 'Arrived chipped' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Refund of ₹1,180.00 recorded');
    const after = answer.body.data as Order;
    expect(after.paymentStatus).toBe('completed');
    expect(after.refundedAmount).toBe(1180);
    expect(after.refundableAmount).toBe(3540);
    expect(lineOf(after, '8 inch').refundedQuantity).toBe(1);
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: 1180,
        status: 'requested',
        method: 'provider',
        reason: 'Arrived chipped',
        line: { orderItemId: small._id, name: 'Terracotta Sun Face', size: '8 inch', quantity: 1 },
      }),
    ]);
    const mail = (await mailsOf(order.orderNumber)).at(-1)!;
    expect(mail.subject).toBe(`A refund of ₹1,180.00 for your Kala order ${order.orderNumber}`);
    expect(mail.text).toContain('1 × Terracotta Sun Face (8 inch)');
    expect(mail.text).toContain('Reason: Arrived chipped');

    await t.outbox.drain();
    const seen = (await call(t, asha, 'GET', `/api/orders/${order._id}`)).body.data as Order;
    expect(seen.refunds[0]).toMatchObject({ amount: 1180, status: 'processed', processedAt: expect.any(String) });
    expect(seen.paymentStatus).toBe('completed');
    // The gateway refunded that part of the payment and no more.
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    const [gateway] = await t.database.db
      .select()
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.id, paid!.providerPaymentId!));
    expect(gateway).toMatchObject({ refundedPaise: 118_000, status: 'captured' });
  });

  it("refunds a line of a mixed-rate order at that line's own GST, as the order priced it (issue 24)", async () => {
    // A 5% terracotta piece beside the 18% sun face: 3 × ₹1,000 at 5% = ₹3,150, 1 × ₹2,000 at 18% = ₹2,360.
    const plate = await insertProduct(t.database.db, {
      name: 'Terracotta Plate',
      sizes: [{ label: '10 inch', original: 1200, discounted: 1000 }],
    });
    await t.database.db.update(products).set({ hsnCode: '6912', gstRate: 5 }).where(eq(products.id, plate.id));
    const bina = await insertShopper(t, 'Bina');
    for (const [productId, sizeId, quantity] of [
      [plate.id, plate.sizeIds[0], 3],
      [product.id, product.sizeIds[1], 1],
    ] as const) {
      const added = await call(t, bina, 'POST', '/api/cart/add', { productId, sizeId, quantity });
      expect(added.status).toBe(200);
    }
    const order = await onlineOrder(bina, true, false);
    expect(order.totalAmount).toBe(5510);
    const plateLine = order.items.find((item) => item.product.name === 'Terracotta Plate')!;

    // One of three pieces: a third of the line's ₹3,150 (not ₹1,000 plus a share of the order's ₹510 GST, ₹1,102).
    const first = await refund(order._id, { orderItemId: plateLine._id, quantity: 1, reason: 'One cracked' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.message).toBe('Refund of ₹1,050.00 recorded');
    const rest = await refund(order._id, { orderItemId: plateLine._id, quantity: 2, reason: 'Both cracked too' });
    expect(rest.body.message).toBe('Refund of ₹2,100.00 recorded');
    expect((rest.body.data as Order).refundableAmount).toBe(2360);
  });

  it('refuses more pieces than are left of the line, and a line of another order', async () => {
    const order = await onlineOrder(asha);
    const small = lineOf(order, '8 inch');
    expect((await refund(order._id, { orderItemId: small._id, quantity: 1, reason: 'Chipped' })).status).toBe(201);
    const tooMany = await refund(order._id, { orderItemId: small._id, quantity: 2, reason: 'Chipped too' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ success: false, message: 'Only 1 piece of this line can still be refunded' });
    expect((await refund(order._id, { orderItemId: small._id, reason: 'The other one' })).status).toBe(201);
    const none = await refund(order._id, { orderItemId: small._id, reason: 'Again' });
    expect(none.body.message).toBe('Every piece of this line has been refunded already');

    const other = await onlineOrder(asha);
    const foreign = await refund(order._id, { orderItemId: lineOf(other, '8 inch')._id, reason: 'Wrong order' });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe('Line must be one of this order’s lines');
  });

  it('refunds every line in parts to exactly what was paid, then reads refunded', async () => {
    const order = await onlineOrder(asha);
    for (const [size, quantity] of [
      ['8 inch', 1],
      ['12 inch', 1],
      ['8 inch', 1],
    ] as const) {
      const done = await refund(order._id, { orderItemId: lineOf(order, size)._id, quantity, reason: 'Damaged' });
      expect(done.status, JSON.stringify(done.body)).toBe(201);
    }
    await t.outbox.drain();
    const seen = (await call(t, asha, 'GET', `/api/orders/${order._id}`)).body.data as Order;
    expect(seen.refunds.map((r) => r.amount)).toEqual([1180, 2360, 1180]);
    expect(seen.refundedAmount).toBe(4720);
    expect(seen.refundableAmount).toBe(0);
    expect(seen.paymentStatus).toBe('refunded');
  });
});

describe('refunding an amount', () => {
  it('stays within what was paid, and a cancellation afterwards refunds only what is left', async () => {
    const order = await onlineOrder(asha);
    const part = await refund(order._id, { amount: '3000.50', reason: 'Goodwill for the delay' });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    expect((part.body.data as Order).refundableAmount).toBe(1719.5);
    const over = await refund(order._id, { amount: 1720, reason: 'More goodwill' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Only ₹1,719.50 can still be refunded on this order');

    const cancelled = await call(t, admin, 'PATCH', `/api/orders/${order._id}/status`, {
      status: 'cancelled',
      note: 'Customer asked',
    });
    expect(cancelled.status).toBe(200);
    const after = cancelled.body.data as Order;
    expect(after.refunds.map((r) => r.amount)).toEqual([3000.5, 1719.5]);
    await t.outbox.drain();
    const seen = (await call(t, asha, 'GET', `/api/orders/${order._id}`)).body.data as Order;
    expect(seen.paymentStatus).toBe('refunded');
    const nothing = await refund(order._id, { amount: 1, reason: 'After cancelling' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('This order has been refunded in full: nothing is left to refund');
  });

  it('accepts exactly the parallel refunds that fit and refuses the rest with what is left', async () => {
    const order = await onlineOrder(asha);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(order._id, { amount: 1000, reason: `Part ${i + 1}` })),
    );
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(accepted).toHaveLength(4);
    expect(refused).toHaveLength(6);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Only ₹720.00 can still be refunded on this order');
    }
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(400_000);
    const jobs = await refundJobs();
    expect(rows.every((r) => jobs.filter((id) => id === r.id).length === 1)).toBe(true);
  });

  it('says in the form’s words what is wrong with the request', async () => {
    const order = await onlineOrder(asha);
    const cases: [body: unknown, message: string][] = [
      [{ amount: 10 }, 'Reason is required'],
      [{ amount: 10, reason: '   ' }, 'Reason is required'],
      [{ amount: 10, reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
      [{ reason: 'Nothing chosen' }, 'Choose a line to refund or enter an amount'],
      [{ amount: 10, orderItemId: order.items[0]!._id, reason: 'Both' }, 'Refund either a line or an amount, not both'],
      [{ amount: 12.345, reason: 'Odd' }, 'Amount (₹) can have at most 2 decimals'],
      [{ amount: 0.5, reason: 'Tiny' }, 'Amount (₹) must be from ₹1.00 to ₹1,00,00,000.00'],
      [
        { orderItemId: order.items[0]!._id, quantity: 0, reason: 'None' },
        'Pieces must be a whole number from 1 to 1000',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await refund(order._id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(message);
    }
  });
});

describe('who may refund, and what', () => {
  it('is 401 for a guest, 403 for a shopper (their own order too), 404 for an unknown order', async () => {
    const order = await onlineOrder(asha);
    // No session at all (the helper's default is the admin's).
    const guest = await call(t, undefined, 'POST', `/api/admin/orders/${order._id}/refunds`, {
      amount: 10,
      reason: 'x',
    });
    expect(guest.status).toBe(401);
    expect((await refund(order._id, { amount: 10, reason: 'x' }, asha)).status).toBe(403);
    const unknown = await refund(randomUUID(), { amount: 10, reason: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Order not found');
    expect((await refund('not-an-id', { amount: 10, reason: 'x' })).status).toBe(404);
    const seen = (await call(t, asha, 'GET', `/api/orders/${order._id}`)).body.data as Order;
    expect(seen.refunds).toEqual([]);
  });

  it('refuses an unpaid order: online not yet paid, cash on delivery not yet delivered', async () => {
    for (const order of [await onlineOrder(asha, false), await codOrder(asha, false)]) {
      const answer = await refund(order._id, { amount: 10, reason: 'Nothing paid' });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('This order has not been paid, so there is nothing to refund');
    }
  });

  it('records a cash-on-delivery refund as paid by the owner, processed at once, with no provider call', async () => {
    const order = await codOrder(asha, true);
    const jobsBefore = (await refundJobs()).length;
    const part = await refund(order._id, { amount: 500, reason: 'Frame cracked; paid back by UPI' });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    const after = part.body.data as Order;
    expect(after.refunds[0]).toMatchObject({
      amount: 500,
      method: 'manual',
      status: 'processed',
      reason: 'Frame cracked; paid back by UPI',
      processedAt: expect.any(String),
    });
    expect(after.paymentStatus).toBe('completed');
    expect((await mailsOf(order.orderNumber)).at(-1)!.text).toContain('bank transfer or UPI');

    const rest = await refund(order._id, { amount: after.refundableAmount, reason: 'Returned in full' });
    expect((rest.body.data as Order).paymentStatus).toBe('refunded');
    expect((await refundJobs()).length).toBe(jobsBefore);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same refund to the same key, once, and refuses the key for another refund', async () => {
    const order = await onlineOrder(asha);
    const key = randomUUID();
    const line = { orderItemId: lineOf(order, '12 inch')._id, quantity: 1, reason: 'Wrong colour' };
    const [first, second] = await Promise.all([
      refund(order._id, line, admin, key),
      refund(order._id, line, admin, key),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].filter(Boolean)).toEqual([
      'true',
    ]);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountPaise).toBe(236_000);

    const other = await refund(order._id, { amount: 100, reason: 'Wrong colour' }, admin, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was used for a different refund of this order');
    expect((await refund(order._id, { amount: 100, reason: 'x' }, admin, 'bad key!')).status).toBe(400);
  });
});
