import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { CLAIM_PATHS, type ClaimReport } from '@kala/contract/claims';
import type { Order } from '@kala/contract/orders';
import type { PaymentOrder } from '@kala/contract/payments';
import { orderStatusHistory, productSizes } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { Shopper } from '../cart/test-shoppers.ts';
import { JAIPUR, call, placeOrder } from '../orders/test-orders.ts';
import { makeImage, multipartBody, type FormPart } from '../uploads/test-uploads.ts';

/**
 * Test helpers of the claims suites (issue 26 item 5): a piece in stock, delivered orders paid online or in cash,
 * the delivery moved back in time, photos through the upload route, and the mails queued.
 */

export type Admin = Shopper;

export const DAY_MS = 24 * 3_600_000;

/** A product with one 8 inch size at ₹1,000 (GST 18% on top), `stock` pieces counted. */
export async function insertStockedPiece(t: TestApp, stock: number) {
  const piece = await insertProduct(t.database.db, {
    name: `Terracotta Plate ${randomUUID().slice(0, 6)}`,
    sizes: [{ label: '8 inch', original: 1200, discounted: 1000 }],
  });
  await t.database.db.update(productSizes).set({ stock }).where(eq(productSizes.id, piece.sizeIds[0]!));
  return piece;
}

export const stockOf = async (t: TestApp, sizeId: string) =>
  (await t.database.db.select({ stock: productSizes.stock }).from(productSizes).where(eq(productSizes.id, sizeId)))[0]!
    .stock;

async function fillCart(t: TestApp, who: Shopper, piece: { id: string; sizeIds: string[] }, quantity: number) {
  const added = await call(t, who, 'POST', '/api/cart/add', {
    productId: piece.id,
    sizeId: piece.sizeIds[0],
    quantity,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
}

/** The admin records the delivery (by hand, as the store's own van would): the claim window starts. */
async function deliver(t: TestApp, admin: Admin, orderId: string) {
  const done = await call(t, admin, 'PATCH', `/api/orders/${orderId}/status`, {
    status: 'delivered',
    deliveredByHand: true,
    note: 'Handed over at the door',
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.data as Order;
}

/** A cash-on-delivery order of `quantity` pieces, delivered (cash collected) unless `delivered` is false. */
export async function codOrder(
  t: TestApp,
  who: Shopper,
  admin: Admin,
  piece: { id: string; sizeIds: string[] },
  { quantity = 2, delivered = true } = {},
): Promise<Order> {
  await fillCart(t, who, piece, quantity);
  const placed = await placeOrder(t, who);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.data.order as Order;
  return delivered ? deliver(t, admin, order._id) : order;
}

/** An online order of `quantity` pieces, paid through the local test gateway, then delivered. */
export async function onlineOrder(
  t: TestApp,
  who: Shopper,
  admin: Admin,
  piece: { id: string; sizeIds: string[] },
  quantity = 2,
): Promise<Order> {
  await fillCart(t, who, piece, quantity);
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
  return deliver(t, admin, paymentOrder.orderId);
}

/** Moves the order's delivery back in time by `ms` (the claim window is counted from it). */
export async function deliveredAgo(t: TestApp, orderId: string, ms: number) {
  await t.database.db
    .update(orderStatusHistory)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'delivered')));
}

/** POST /api/claims/photos with these parts, as the shopper (or a guest). */
export async function uploadPhoto(t: TestApp, who: Shopper | undefined, parts: FormPart[]) {
  const { payload, contentType } = await multipartBody(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: CLAIM_PATHS.photos,
    payload,
    headers: { 'content-type': contentType, ...(who?.headers ?? {}) },
  });
  return { status: response.statusCode, body: response.json() };
}

/** A good photo uploaded by the shopper: its id. */
export async function photoId(t: TestApp, who: Shopper): Promise<string> {
  const data = await makeImage('jpeg', 320, 240);
  const answer = await uploadPhoto(t, who, [{ name: 'file', filename: 'crack.jpg', type: 'image/jpeg', data }]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as string;
}

/** A report of the order's first line (one piece, damaged) with one fresh photo, unless said otherwise. */
export async function report(t: TestApp, who: Shopper, order: Order, extra: Partial<ClaimReport> = {}) {
  const body: ClaimReport = {
    items: [{ orderItemId: order.items[0]!._id, quantity: 1 }],
    kind: 'damaged',
    description: 'The plate arrived cracked across the rim.',
    photoIds: extra.photoIds ?? [await photoId(t, who)],
    ...extra,
  };
  return call(t, who, 'POST', CLAIM_PATHS.order(order._id), body);
}

/** The mails queued whose subject holds `subject`, oldest first (read, never written: the outbox has one writer). */
export async function mailsAbout(t: TestApp, subject: string): Promise<MailMessage[]> {
  const result = await t.database.db.execute(
    sql`select payload from outbox where kind = 'mail' order by created_at, id`,
  );
  const rows = (result as unknown as { rows: { payload: MailMessage }[] }).rows;
  return rows.map((row) => row.payload).filter((mail) => mail.subject.includes(subject));
}
