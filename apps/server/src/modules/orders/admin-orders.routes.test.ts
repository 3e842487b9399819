import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderRow, AdminOrderStats } from '@kala/contract/admin-orders';
import type { Order } from '@kala/contract/orders';
import type { PaymentOrder } from '@kala/contract/payments';
import { orders, outbox, productSizes, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createOrdersService, type ShippingQuoter } from './orders.service.ts';
import { JAIPUR, call, placeOrder } from './test-orders.ts';

let t: TestApp;
let admin: Shopper & { name: string; email: string };
let asha: Shopper;
let product: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000' },
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
  const email = `meera-${randomUUID()}@kala.test`;
  const [row] = await db.insert(users).values({ name: 'Meera Admin', email, role: 'admin' }).returning();
  const token = await sessionTokenFor(t, { id: row!.id, role: 'admin' });
  admin = { id: row!.id, name: 'Meera Admin', email, headers: { authorization: `Bearer ${token}` } };
  asha = await insertShopper(t, 'Asha');
});

afterAll(() => t.close());

/** A cash-on-delivery order of `quantity` pieces of the first size, placed from the shopper's cart. */
async function codOrder(who: Shopper = asha, quantity = 1, sizeIndex = 0): Promise<Order> {
  const added = await call(t, who, 'POST', '/api/cart/add', {
    productId: product.id,
    sizeId: product.sizeIds[sizeIndex],
    quantity,
  });
  expect(added.status).toBe(200);
  const placed = await placeOrder(t, who, { notes: 'Please gift wrap' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as Order;
}

/** An online order, paid through the local test gateway and verified: confirmed and paid. */
async function paidOnlineOrder(who: Shopper, pay = true): Promise<string> {
  await call(t, who, 'POST', '/api/cart/add', { productId: product.id, sizeId: product.sizeIds[0], quantity: 1 });
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
    const args = paid.body.data as {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    };
    const verified = await call(t, who, 'POST', '/api/payments/verify', {
      razorpayOrderId: args.razorpay_order_id,
      razorpayPaymentId: args.razorpay_payment_id,
      razorpaySignature: args.razorpay_signature,
      orderId: paymentOrder.orderId,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  }
  return paymentOrder.orderId;
}

const setStatus = (id: string, body: unknown, who: Shopper | undefined = admin) =>
  call(t, who, 'PATCH', `/api/orders/${id}/status`, body);

/** The mails queued in the outbox for this order (by its number in the subject), oldest first. */
async function mailsOf(orderNumber: string): Promise<MailMessage[]> {
  const rows = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'mail')).orderBy(outbox.createdAt);
  return rows.map((row) => row.payload as MailMessage).filter((mail) => mail.subject.includes(orderNumber));
}

async function stockOf(sizeId: string) {
  const [row] = await t.database.db.select().from(productSizes).where(eq(productSizes.id, sizeId));
  return row!.stock;
}

describe('who may use the admin order routes', () => {
  it('answers 401 to a guest and 403 to a shopper on every route, and 200 to an admin', async () => {
    const order = await codOrder();
    const routes: [method: 'GET' | 'PATCH', url: string, body?: unknown][] = [
      ['GET', '/api/orders/admin/all'],
      ['GET', '/api/orders/admin/stats'],
      ['GET', `/api/orders/admin/${order._id}`],
      ['PATCH', `/api/orders/${order._id}/status`, { status: 'confirmed' }],
    ];
    for (const [method, url, body] of routes) {
      const guest = await call(t, undefined, method, url, body);
      expect(guest.status, url).toBe(401);
      expect(guest.body.success).toBe(false);
      const shopper = await call(t, asha, method, url, body);
      expect(shopper.status, url).toBe(403);
      expect(shopper.body).toMatchObject({ success: false, message: 'Admin access required' });
    }
    // The shopper's own order was not changed by the refused attempt.
    expect((await call(t, asha, 'GET', `/api/orders/${order._id}`)).body.data.orderStatus).toBe('pending');
    for (const [method, url, body] of routes) {
      expect((await call(t, admin, method, url, body)).status, url).toBe(200);
    }
  });
});

describe('GET /api/orders/admin/all', () => {
  it('lists every customer’s orders, newest first, with the row the orders tab shows', async () => {
    const ravi = await insertShopper(t, 'Ravi');
    const first = await codOrder(ravi, 2);
    const second = await codOrder(asha, 3, 1);
    const answer = await call(t, admin, 'GET', '/api/orders/admin/all?limit=5');
    expect(answer.status).toBe(200);
    const rows = answer.body.data as AdminOrderRow[];
    expect(rows[0]!._id).toBe(second._id);
    expect(rows[1]!._id).toBe(first._id);
    expect(rows[1]).toEqual({
      _id: first._id,
      orderNumber: first.orderNumber,
      itemCount: 2,
      user: { name: 'Ravi', email: first.user.email },
      userId: ravi.id,
      createdAt: first.createdAt,
      orderStatus: 'pending',
      totalAmount: first.totalAmount,
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'pending',
      shippingCity: 'Jaipur',
      awaitingConfirmation: false,
    });
    expect(rows[0]!.itemCount).toBe(3);
    expect(answer.body.pagination).toMatchObject({ currentPage: 1, limit: 5, hasPrevPage: false });
  });

  it('marks a COD order waiting for its confirmation on its row, and only until it is confirmed', async () => {
    const order = await codOrder();
    // This suite places COD orders without a confirmation (test-app.ts): give this one a deadline, as checkout would.
    const due = new Date(Date.now() + 24 * 3600_000);
    await t.database.db.update(orders).set({ confirmDueAt: due }).where(eq(orders.id, order._id));
    const rowOf = async (status: string) =>
      (
        (await call(t, admin, 'GET', `/api/orders/admin/all?status=${status}&limit=50`)).body.data as AdminOrderRow[]
      ).find((r) => r._id === order._id);
    expect(await rowOf('awaiting_confirmation')).toMatchObject({ orderStatus: 'pending', awaitingConfirmation: true });
    await t.database.db.update(orders).set({ confirmedAt: new Date() }).where(eq(orders.id, order._id));
    expect(await rowOf('awaiting_confirmation')).toBeUndefined();
    expect(await rowOf('pending')).toMatchObject({ orderStatus: 'pending', awaitingConfirmation: false });
  });

  it('pages with the spec’s fields and filters by status', async () => {
    const all = await call(t, admin, 'GET', '/api/orders/admin/all?limit=5&page=1');
    const total = all.body.pagination.total as number;
    expect(total).toBeGreaterThan(2);
    expect(all.body.pagination).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(total / 5),
      total,
      totalOrders: total,
      limit: 5,
      hasNextPage: total > 5,
      hasPrevPage: false,
    });
    const order = await codOrder();
    expect((await setStatus(order._id, { status: 'confirmed' })).status).toBe(200);
    const confirmed = await call(t, admin, 'GET', '/api/orders/admin/all?status=confirmed');
    const confirmedRows = confirmed.body.data as AdminOrderRow[];
    expect(confirmedRows.map((r) => r._id)).toContain(order._id);
    expect(confirmedRows.every((r) => r.orderStatus === 'confirmed')).toBe(true);
    expect(confirmed.body.pagination.limit).toBe(10);
    const everything = await call(t, admin, 'GET', '/api/orders/admin/all?status=all&limit=50');
    expect(everything.body.pagination.total).toBe(total + 1);
    const page2 = await call(t, admin, 'GET', '/api/orders/admin/all?limit=5&page=2');
    expect(page2.body.pagination).toMatchObject({ currentPage: 2, hasPrevPage: true });
  });

  it('refuses a page size the tab does not offer, an unknown status and a bad page with 400', async () => {
    const cases: [string, string][] = [
      ['limit=7', 'limit must be one of 5, 10, 20, 50'],
      ['limit=abc', 'limit must be one of 5, 10, 20, 50'],
      [
        'status=lost',
        'Status must be one of pending, confirmed, processing, shipped, delivered, cancelled, to_ship, awaiting_confirmation, all',
      ],
      ['page=0', 'page must be at least 1'],
      [
        `status=${'x'.repeat(5000)}`,
        'Status must be one of pending, confirmed, processing, shipped, delivered, cancelled',
      ],
    ];
    for (const [query, message] of cases) {
      const answer = await call(t, admin, 'GET', `/api/orders/admin/all?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(JSON.stringify(answer.body), query).toContain(message);
    }
  });
});

describe('GET /api/orders/admin/stats', () => {
  it('counts orders per status and sums revenue: not cancelled, and paid online or cash on delivery', async () => {
    const before = (await call(t, admin, 'GET', '/api/orders/admin/stats')).body.data as AdminOrderStats;
    const shopper = await insertShopper(t, 'Stats');
    const kept = await codOrder(shopper); // pending COD: revenue
    const dropped = await codOrder(shopper); // cancelled: not revenue
    expect((await setStatus(dropped._id, { status: 'cancelled' })).status).toBe(200);
    const paidId = await paidOnlineOrder(shopper); // confirmed and paid: revenue
    await paidOnlineOrder(shopper, false); // waiting for its payment: not revenue
    const paid = (await call(t, admin, 'GET', `/api/orders/admin/${paidId}`)).body.data as AdminOrderDetail;

    const after = (await call(t, admin, 'GET', '/api/orders/admin/stats')).body.data as AdminOrderStats;
    expect(after.statusStats.pending - before.statusStats.pending).toBe(2);
    expect(after.statusStats.cancelled - before.statusStats.cancelled).toBe(1);
    expect(after.statusStats.confirmed - before.statusStats.confirmed).toBe(1);
    expect(after.statusStats.shipped - before.statusStats.shipped).toBe(0);
    expect(Object.keys(after.statusStats).sort()).toEqual(
      ['cancelled', 'confirmed', 'delivered', 'pending', 'processing', 'shipped'].sort(),
    );
    expect(after.totalOrders - before.totalOrders).toBe(4);
    expect(after.totalRevenue - before.totalRevenue).toBeCloseTo(kept.totalAmount + paid.totalAmount, 2);
  });
});

describe('the owner’s work queue: to ship', () => {
  it('counts and lists the orders confirmed or processing, not yet shipped, as to ship', async () => {
    const stats = async () => (await call(t, admin, 'GET', '/api/orders/admin/stats')).body.data as AdminOrderStats;
    const toShipIds = async () =>
      ((await call(t, admin, 'GET', '/api/orders/admin/all?status=to_ship&limit=50')).body.data as AdminOrderRow[]).map(
        (row) => row._id,
      );
    const before = await stats();
    expect(before.toShip).toBe(before.statusStats.confirmed + before.statusStats.processing);

    const shopper = await insertShopper(t, 'Queue');
    const paidId = await paidOnlineOrder(shopper); // paid online: confirmed, waits for the owner
    const accepted = await codOrder(shopper); // COD confirmed by the owner
    await setStatus(accepted._id, { status: 'confirmed' });
    const packing = await codOrder(shopper); // being made
    await setStatus(packing._id, { status: 'processing' });
    const waiting = await codOrder(shopper); // pending: its own card
    const gone = await codOrder(shopper); // shipped: nothing left to do
    await setStatus(gone._id, { status: 'shipped', trackingNumber: 'DL555IN' });

    const after = await stats();
    expect(after.toShip - before.toShip).toBe(3);
    const listed = await toShipIds();
    expect(listed).toEqual(expect.arrayContaining([paidId, accepted._id, packing._id]));
    expect(listed).not.toContain(waiting._id);
    expect(listed).not.toContain(gone._id);
    const page = await call(t, admin, 'GET', '/api/orders/admin/all?status=to_ship&limit=5');
    expect(page.body.pagination.total).toBe(after.toShip);
    expect((page.body.data as AdminOrderRow[]).every((r) => ['confirmed', 'processing'].includes(r.orderStatus))).toBe(
      true,
    );

    // Shipping one takes it out of the queue.
    await setStatus(accepted._id, { status: 'shipped', trackingNumber: 'DL556IN' });
    expect((await stats()).toShip).toBe(after.toShip - 1);
    expect(await toShipIds()).not.toContain(accepted._id);
  });
});

describe('GET /api/orders/admin/:id', () => {
  it('answers any customer’s order with its notes, the customer and the audit of changes', async () => {
    const order = await codOrder();
    await setStatus(order._id, { status: 'confirmed', note: 'Called the customer' });
    const answer = await call(t, admin, 'GET', `/api/orders/admin/${order._id}`);
    expect(answer.status).toBe(200);
    const detail = answer.body.data as AdminOrderDetail;
    expect(detail).toMatchObject({
      _id: order._id,
      orderNumber: order.orderNumber,
      notes: 'Please gift wrap',
      orderStatus: 'confirmed',
      customer: { id: asha.id, name: 'Asha', email: order.user.email },
    });
    expect(detail.customer.orderCount).toBeGreaterThan(1);
    expect(detail.items).toHaveLength(1);
    expect(detail.audit).toEqual([
      {
        id: expect.any(String),
        action: 'order.status',
        by: `Meera Admin <${admin.email}>`,
        at: expect.any(String),
        before: { status: 'pending', paymentStatus: 'pending', trackingNumber: null },
        after: { status: 'confirmed', paymentStatus: 'pending', trackingNumber: null, note: 'Called the customer' },
      },
    ]);
  });

  it('names the live shipment (its AWB before the order ships) and tells the shipment’s admin changes too', async () => {
    const order = await codOrder();
    const detailOf = async () =>
      (await call(t, admin, 'GET', `/api/orders/admin/${order._id}`)).body.data as AdminOrderDetail;
    expect((await detailOf()).shipment).toBeNull();
    await setStatus(order._id, { status: 'confirmed' });
    const ship = (action: string, body: unknown = {}) =>
      call(t, admin, 'POST', `/api/shipping/${action}/${order._id}`, body);
    expect((await ship('create-shipment')).status).toBe(201);
    expect((await detailOf()).shipment).toEqual({
      status: 'created',
      statusLabel: 'Shipment created',
      awb: null,
      courierName: null,
    });
    const awb = ((await ship('generate-awb')).body.data as { current: { awb: string } }).current.awb;

    const withAwb = await detailOf();
    expect(withAwb.trackingNumber).toBeUndefined(); // the order's own tracking number comes when it ships
    expect(withAwb.shipment).toEqual({
      status: 'awb_assigned',
      statusLabel: 'AWB assigned',
      awb,
      courierName: 'Kala Express',
    });
    expect(withAwb.audit.map((a) => [a.action, a.by])).toEqual([
      ['order.status', `Meera Admin <${admin.email}>`],
      ['shipment.create', `Meera Admin <${admin.email}>`],
      ['shipment.awb', `Meera Admin <${admin.email}>`],
    ]);
    expect(withAwb.audit[2]!.after).toMatchObject({ awb, courierName: 'Kala Express' });

    expect((await ship('cancel', { reason: 'Customer changed the address' })).status).toBe(200);
    const cancelled = await detailOf();
    expect(cancelled.shipment).toBeNull();
    expect(cancelled.audit.map((a) => a.action)).toEqual([
      'order.status',
      'shipment.create',
      'shipment.awb',
      'shipment.cancel',
    ]);
  });

  it('keeps the order of a deleted account, with the name and email it was placed with', async () => {
    const gone = await insertShopper(t, 'Gone');
    const order = await codOrder(gone);
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    const detail = (await call(t, admin, 'GET', `/api/orders/admin/${order._id}`)).body.data as AdminOrderDetail;
    expect(detail.customer).toEqual({ id: null, name: 'Gone', email: order.user.email, orderCount: 0 });
  });

  it('answers 404 for an unknown or malformed id, and a 4xx envelope for an absurdly long one', async () => {
    for (const id of [randomUUID(), 'not-an-id', '1']) {
      const answer = await call(t, admin, 'GET', `/api/orders/admin/${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'Order not found' });
    }
    // The router refuses a path parameter over 100 characters itself (plugins/error-handler.ts).
    const long = await call(t, admin, 'GET', `/api/orders/admin/${'a'.repeat(101)}`);
    expect(long.status).toBe(414);
    expect(long.body.success).toBe(false);
  });
});

describe('PATCH /api/orders/:id/status', () => {
  it('walks a COD order to delivered: history with who and note, tracking number, mails, payment completed', async () => {
    const order = await codOrder();

    const confirmed = await setStatus(order._id, { status: 'confirmed', note: 'Artisan has started' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ success: true, message: 'Order status updated' });
    expect(confirmed.body.data.orderStatus).toBe('confirmed');

    const shipped = await setStatus(order._id, { status: 'shipped', trackingNumber: ' DL-12345/IN ' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({ orderStatus: 'shipped', trackingNumber: 'DL-12345/IN' });

    const delivered = await setStatus(order._id, { status: 'delivered' });
    expect(delivered.body.data).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed' });

    // What the shopper sees on their order page.
    const mine = (await call(t, asha, 'GET', `/api/orders/${order._id}`)).body.data as Order;
    expect(mine).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed', trackingNumber: 'DL-12345/IN' });
    const history = mine.statusHistory.slice(1);
    expect(history).toEqual([
      { status: 'confirmed', timestamp: expect.any(String), note: 'Artisan has started', by: 'Meera Admin' },
      { status: 'shipped', timestamp: expect.any(String), note: 'Tracking number: DL-12345/IN', by: 'Meera Admin' },
      { status: 'delivered', timestamp: expect.any(String), by: 'Meera Admin' },
    ]);
    for (const entry of history) expect(Date.parse(entry.timestamp)).toBeGreaterThan(Date.now() - 60_000);

    const mails = await mailsOf(order.orderNumber);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your Kala order ${order.orderNumber} is confirmed`, // placed
      `Your Kala order ${order.orderNumber} is confirmed`, // confirmed by the admin
      `Your Kala order ${order.orderNumber} has shipped`,
      `Your Kala order ${order.orderNumber} has been delivered`,
    ]);
    const [, confirmMail, shipMail, deliverMail] = mails;
    expect(confirmMail!.text).toContain('confirmed and our artisans are preparing it');
    expect(confirmMail!.text).toContain('A note from us: Artisan has started');
    expect(shipMail!.to).toBe(JAIPUR.email);
    expect(shipMail!.text).toContain('Tracking number: DL-12345/IN');
    expect(shipMail!.html).toContain('Tracking number: DL-12345/IN');
    expect(shipMail!.html).toContain('<!doctype html>');
    expect(deliverMail!.text).toContain('has been delivered');
    expect(deliverMail!.text).toContain(`https://kala.example/orders/${order._id}`);

    const audit = (await call(t, admin, 'GET', `/api/orders/admin/${order._id}`)).body.data.audit as {
      after: { status: string; paymentStatus: string };
    }[];
    expect(audit.map((a) => a.after)).toEqual([
      { status: 'confirmed', paymentStatus: 'pending', trackingNumber: null, note: 'Artisan has started' },
      { status: 'shipped', paymentStatus: 'pending', trackingNumber: 'DL-12345/IN' },
      { status: 'delivered', paymentStatus: 'completed', trackingNumber: 'DL-12345/IN' },
    ]);
  });

  it('refuses the same status again with 409, but records a corrected tracking number and mails it', async () => {
    const order = await codOrder();
    await setStatus(order._id, { status: 'shipped', trackingNumber: 'AWB111' });
    const again = await setStatus(order._id, { status: 'shipped' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'This order is already Shipped' });
    const sameTracking = await setStatus(order._id, { status: 'shipped', trackingNumber: 'AWB111' });
    expect(sameTracking.status).toBe(409);

    const corrected = await setStatus(order._id, { status: 'shipped', trackingNumber: 'AWB222' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.trackingNumber).toBe('AWB222');
    const shippedMails = (await mailsOf(order.orderNumber)).filter((m) => m.subject.endsWith('has shipped'));
    expect(shippedMails.map((m) => m.text.includes('AWB222'))).toEqual([false, true]);
  });

  it('sends no mail for pending or processing, and puts a COD payment back to pending when delivery is undone', async () => {
    const order = await codOrder();
    await setStatus(order._id, { status: 'processing' });
    await setStatus(order._id, { status: 'delivered', deliveredByHand: true, note: 'Collected at the studio' });
    // Undone as shipped with the courier it really went with (shipped needs a courier: decision 012).
    const undone = await setStatus(order._id, {
      status: 'shipped',
      note: 'Marked delivered by mistake',
      trackingNumber: 'DL999IN',
    });
    expect(undone.body.data).toMatchObject({ orderStatus: 'shipped', paymentStatus: 'pending' });
    const back = await setStatus(order._id, { status: 'pending' });
    expect(back.body.data.orderStatus).toBe('pending');
    const subjects = (await mailsOf(order.orderNumber)).map((m) => m.subject.replace(order.orderNumber, '#'));
    expect(subjects).toEqual([
      'Your Kala order # is confirmed',
      'Your Kala order # has been delivered',
      'Your Kala order # has shipped',
    ]);
  });

  it('cancels for the store: stock back, COD payment cancelled, mail with the reason; a cancelled order stays so', async () => {
    const sizeId = product.sizeIds[1]!;
    await t.database.db.update(productSizes).set({ stock: 5 }).where(eq(productSizes.id, sizeId));
    const order = await codOrder(asha, 2, 1);
    expect(await stockOf(sizeId)).toBe(3);
    // Shipped orders too: the admin may cancel at any status (architecture §6.9).
    await setStatus(order._id, { status: 'shipped', trackingNumber: 'DL123IN' });

    const cancelled = await setStatus(order._id, { status: 'cancelled', note: 'Customer refused the parcel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'cancelled',
      cancelReason: 'Customer refused the parcel',
      refunds: [],
    });
    expect(await stockOf(sizeId)).toBe(5);
    const last = (cancelled.body.data as Order).statusHistory.at(-1);
    expect(last).toMatchObject({
      status: 'cancelled',
      note: 'Cancelled by the store: Customer refused the parcel',
      by: 'Meera Admin',
    });
    const mail = (await mailsOf(order.orderNumber)).at(-1)!;
    expect(mail.subject).toBe(`Your Kala order ${order.orderNumber} has been cancelled`);
    expect(mail.text).toContain('Reason: Customer refused the parcel');

    for (const status of ['pending', 'confirmed', 'shipped', 'delivered'] as const) {
      const reopened = await setStatus(order._id, { status });
      expect(reopened.status, status).toBe(409);
      expect(reopened.body.message).toBe(
        'A cancelled order cannot be reopened: its stock was given back and any payment refunded. Ask the customer to order again.',
      );
    }
    expect((await setStatus(order._id, { status: 'cancelled' })).status).toBe(409);
    expect(await stockOf(sizeId)).toBe(5);
  });

  it('refunds a paid online order the admin cancels, through the refund job', async () => {
    const shopper = await insertShopper(t, 'Online');
    const orderId = await paidOnlineOrder(shopper);
    const cancelled = await setStatus(orderId, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.refunds).toEqual([expect.objectContaining({ status: 'requested' })]);
    const jobs = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'payment-refund'), eq(outbox.status, 'pending')));
    expect(jobs.length).toBeGreaterThan(0);
    await t.outbox.drain();
    await t.outbox.drain();
    const order = (await call(t, shopper, 'GET', `/api/orders/${orderId}`)).body.data as Order;
    expect(order.paymentStatus).toBe('refunded');
    expect(order.refunds[0]).toMatchObject({ amount: order.totalAmount, status: 'processed' });
  });

  it('will not confirm, ship or deliver an online order that was never paid', async () => {
    const shopper = await insertShopper(t, 'Unpaid');
    const orderId = await paidOnlineOrder(shopper, false);
    for (const status of ['confirmed', 'shipped', 'delivered'] as const) {
      const answer = await setStatus(orderId, { status });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toContain("This order's online payment has not been received");
    }
    expect((await setStatus(orderId, { status: 'cancelled' })).status).toBe(200);
  });

  it('answers 404 for an unknown or malformed id, and 400 with the messages for a bad body', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const answer = await setStatus(id, { status: 'confirmed' });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Order not found');
    }
    const order = await codOrder();
    const statusMessage = 'Status must be one of pending, confirmed, processing, shipped, delivered, cancelled';
    const cases: [unknown, string][] = [
      [{}, statusMessage],
      [{ status: 'lost' }, statusMessage],
      [{ status: 42 }, statusMessage],
      [{ status: 'shipped', note: 'n'.repeat(501) }, 'Note must be at most 500 characters'],
      [{ status: 'shipped', note: 7 }, 'Invalid input'],
      [{ status: 'shipped', trackingNumber: 'T'.repeat(65) }, 'Tracking number must be at most 64 characters'],
      [
        { status: 'shipped', trackingNumber: '<script>' },
        'Tracking number may hold only letters, digits, spaces, dots, dashes and slashes',
      ],
      [{ status: 'shipped', trackingNumber: 'x'.repeat(100_000) }, 'Tracking number must be at most 64 characters'],
    ];
    for (const [body, message] of cases) {
      const answer = await setStatus(order._id, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect((await call(t, asha, 'GET', `/api/orders/${order._id}`)).body.data.orderStatus).toBe('pending');
  });
});

describe('PATCH /api/orders/:id/status: the order follows its parcel (decision 012)', () => {
  const ship = (action: string, orderId: string, body: unknown = {}) =>
    call(t, admin, 'POST', `/api/shipping/${action}/${orderId}`, body);
  const detailOf = async (orderId: string) =>
    (await call(t, admin, 'GET', `/api/orders/admin/${orderId}`)).body.data as AdminOrderDetail;

  it('refuses Delivered for a COD order with no shipment, and changes nothing: not the status, not the payment', async () => {
    const order = await codOrder();
    for (const from of ['pending', 'confirmed'] as const) {
      if (from === 'confirmed') expect((await setStatus(order._id, { status: 'confirmed' })).status).toBe(200);
      const refused = await setStatus(order._id, { status: 'delivered' });
      expect(refused.status, from).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        message: 'An order is delivered by its shipment. Create a shipment, or mark it delivered by hand with a note.',
      });
    }
    const detail = await detailOf(order._id);
    expect(detail).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'pending' });
    expect(detail.statusHistory.map((h) => h.status)).toEqual(['pending', 'confirmed']);
    expect(detail.audit).toHaveLength(1);
  });

  it('delivers a COD order by hand with a note: history, audit, cash received (paid) and the mail', async () => {
    const order = await codOrder();
    const noNote = await setStatus(order._id, { status: 'delivered', deliveredByHand: true, note: '   ' });
    expect(noNote.status).toBe(400);
    expect(JSON.stringify(noNote.body)).toContain(
      'Add a note saying who handed the order over (and the cash received, for cash on delivery)',
    );
    const notDelivered = await setStatus(order._id, { status: 'shipped', deliveredByHand: true, note: 'x' });
    expect(notDelivered.status).toBe(400);
    expect(JSON.stringify(notDelivered.body)).toContain(
      'Only a delivery can be made by hand: choose the status Delivered',
    );
    expect((await setStatus(order._id, { status: 'delivered', deliveredByHand: 'yes', note: 'x' })).status).toBe(400);

    const byHand = await setStatus(order._id, {
      status: 'delivered',
      deliveredByHand: true,
      note: 'Collected at the studio by Asha, ₹ paid in cash',
    });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(200);
    expect(byHand.body.data).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed' });
    expect((byHand.body.data as Order).statusHistory.at(-1)).toMatchObject({
      status: 'delivered',
      note: 'Delivered by hand, cash received: Collected at the studio by Asha, ₹ paid in cash',
      by: 'Meera Admin',
    });
    const detail = await detailOf(order._id);
    expect(detail.audit.map((a) => a.after)).toEqual([
      {
        status: 'delivered',
        paymentStatus: 'completed',
        trackingNumber: null,
        note: 'Collected at the studio by Asha, ₹ paid in cash',
        deliveredByHand: true,
      },
    ]);
    const mail = (await mailsOf(order.orderNumber)).at(-1)!;
    expect(mail.subject).toBe(`Your Kala order ${order.orderNumber} has been delivered`);
    expect(mail.text).toContain('Delivered by hand, cash received: Collected at the studio by Asha');

    const again = await setStatus(order._id, { status: 'delivered', deliveredByHand: true, note: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already Delivered');
  });

  it('delivers a paid online order by hand (no cash), and still refuses an unpaid one', async () => {
    const shopper = await insertShopper(t, 'By Hand');
    const paidId = await paidOnlineOrder(shopper);
    const delivered = await setStatus(paidId, {
      status: 'delivered',
      deliveredByHand: true,
      note: 'Handed over at the Jaipur pop-up',
    });
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed' });
    expect((delivered.body.data as Order).statusHistory.at(-1)!.note).toBe(
      'Delivered by hand: Handed over at the Jaipur pop-up',
    );

    const unpaidId = await paidOnlineOrder(shopper, false);
    const refused = await setStatus(unpaidId, { status: 'delivered', deliveredByHand: true, note: 'Handed over' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("This order's online payment has not been received");
  });

  it('ships only with a courier: the shipment’s AWB (used as the tracking number) or a tracking number given', async () => {
    const order = await codOrder();
    const nothing = await setStatus(order._id, { status: 'shipped', note: 'Sent' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(
      'An order ships with its shipment. Create a shipment and generate its AWB, or give the tracking number of the courier you sent it with.',
    );

    expect((await ship('create-shipment', order._id)).status).toBe(201);
    // A shipment without an AWB is not with a courier yet; nor can the order be delivered, by hand or otherwise.
    expect((await setStatus(order._id, { status: 'shipped' })).status).toBe(409);
    const early = await setStatus(order._id, { status: 'delivered' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      "This order's shipment has not been picked up by the courier yet, so it cannot be marked Delivered. It becomes Delivered when the courier delivers it.",
    );
    const byHand = await setStatus(order._id, { status: 'delivered', deliveredByHand: true, note: 'At the shop' });
    expect(byHand.status).toBe(409);
    expect(byHand.body.message).toBe(
      'This order has a courier shipment, so it is delivered by that shipment, not by hand. Cancel the shipment first if you are handing it over yourself.',
    );

    const awb = ((await ship('generate-awb', order._id)).body.data as { current: { awb: string } }).current.awb;
    const beforePickup = await setStatus(order._id, { status: 'delivered' });
    expect(beforePickup.body.message).toContain(`shipment (AWB ${awb}) has not been picked up`);
    const shipped = await setStatus(order._id, { status: 'shipped' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({ orderStatus: 'shipped', trackingNumber: awb });
    expect((shipped.body.data as Order).statusHistory.at(-1)!.note).toBe(`Tracking number: ${awb}`);
    expect((await mailsOf(order.orderNumber)).at(-1)!.text).toContain(`Tracking number: ${awb}`);
  });

  it('keeps the order with the courier while the courier has the parcel; Delivered may then be recorded', async () => {
    const order = await codOrder();
    await ship('create-shipment', order._id);
    const awb = ((await ship('generate-awb', order._id)).body.data as { current: { awb: string } }).current.awb;
    expect((await ship('advance', order._id)).status).toBe(200); // picked up
    await t.outbox.drain();
    expect((await detailOf(order._id)).orderStatus).toBe('shipped');

    for (const [status, label] of [
      ['confirmed', 'Confirmed'],
      ['pending', 'Pending'],
      ['processing', 'Processing'],
    ] as const) {
      const back = await setStatus(order._id, { status });
      expect(back.status, status).toBe(409);
      expect(back.body.message).toBe(
        `The courier has this order's parcel (AWB ${awb}), so it cannot go back to ${label}: the order follows its shipment.`,
      );
    }
    // The customer says it arrived before the courier's scan did.
    const delivered = await setStatus(order._id, { status: 'delivered', note: 'Customer confirmed by phone' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed' });
  });
});

describe('changeStatus for the store itself (the courier’s tracking)', () => {
  it('records the change as the store, without an audit entry, and treats a repeated status as nothing new', async () => {
    const orders = createOrdersService({
      repository: createOrdersRepository(t.database.db),
      shipping: {} as ShippingQuoter, // a status change never quotes a courier
      cache: t.cache,
      tax: t.app.tax,
      documents: t.app.orderDocuments,
      publicUrl: 'https://kala.example',
      storeName: 'Kala',
      cod: t.app.cod,
      linkSecret: 'a test secret for order links',
    });
    const order = await codOrder();
    const shipped = await orders.changeStatus(order._id, { status: 'shipped', trackingNumber: 'KALA0001' }, null);
    expect(shipped).toMatchObject({ orderStatus: 'shipped', trackingNumber: 'KALA0001' });
    expect(shipped.statusHistory.at(-1)).toMatchObject({ status: 'shipped', by: 'Store' });

    const repeated = await orders.changeStatus(order._id, { status: 'shipped', trackingNumber: 'KALA0001' }, null);
    expect(repeated.statusHistory).toHaveLength(shipped.statusHistory.length);

    const delivered = await orders.changeStatus(order._id, { status: 'delivered' }, null);
    expect(delivered).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed' });
    const detail = (await call(t, admin, 'GET', `/api/orders/admin/${order._id}`)).body.data as AdminOrderDetail;
    expect(detail.audit).toEqual([]);
    expect((await mailsOf(order.orderNumber)).map((m) => m.subject.replace(order.orderNumber, '#'))).toEqual([
      'Your Kala order # is confirmed',
      'Your Kala order # has shipped',
      'Your Kala order # has been delivered',
    ]);
    await expect(orders.changeStatus(randomUUID(), { status: 'shipped' }, null)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
