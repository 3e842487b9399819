import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrder } from '@kala/contract/payments';
import { outbox } from '../../db/schema/index.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../providers/payments/razorpay-stand-in.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper } from '../cart/test-shoppers.ts';
import { JAIPUR, call } from '../orders/test-orders.ts';
import { LATE_PAYMENT_CHECKS_MS, nextLatePaymentCheck } from './late-payments.ts';

/**
 * A UPI authorisation that arrives after the store gave up on the order (issue 30): the store asks Razorpay again
 * for 3 days after the cancellation and refunds such a payment once, through the real adapter and the stand-in.
 */
let t: TestApp;
let razorpay: RazorpayStandIn;
let clock = Date.now();
let product: { id: string; sizeIds: string[] };
const MINUTE = 60_000;

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  t = await createTestApp(
    {
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
      RAZORPAY_BASE_URL: razorpay.url,
      ORDER_RATE_LIMIT: '1000',
    },
    {},
    { now: () => clock },
  );
  product = await insertProduct(t.database.db, {
    name: 'Mandala Plate',
    sizes: [{ original: 2200, discounted: 1900 }],
  });
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

async function unpaidOnlineOrder(name: string) {
  const shopper = await insertShopper(t, name);
  const created = await call(
    t,
    shopper,
    'POST',
    '/api/payments/create-order',
    {
      shippingAddress: JAIPUR,
      useCartItems: false,
      customItems: [{ productId: product.id, sizeId: product.sizeIds[0], quantity: 1 }],
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { shopper, paymentOrder: created.body.data as PaymentOrder };
}

const refundCallsFor = (paymentId: string) =>
  razorpay.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/payments/${paymentId}/refund`));
const pendingLateChecks = async (orderId: string) =>
  (
    await t.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'payment-late-check'), eq(outbox.status, 'pending')))
  ).filter((row) => (row.payload as { orderId: string }).orderId === orderId);

describe('a payment that arrives after the order was cancelled', () => {
  it('counts the checks from the cancellation and stops after 3 days', () => {
    const cancelledAt = new Date('2026-11-20T10:00:00.000Z');
    expect(nextLatePaymentCheck(cancelledAt, 0)?.toISOString()).toBe('2026-11-20T10:15:00.000Z');
    expect(nextLatePaymentCheck(cancelledAt, LATE_PAYMENT_CHECKS_MS.length - 1)?.toISOString()).toBe(
      '2026-11-23T10:00:00.000Z',
    );
    expect(nextLatePaymentCheck(cancelledAt, LATE_PAYMENT_CHECKS_MS.length)).toBeUndefined();
  });

  it('is found by asking Razorpay again after the window closed, and refunded once however often it is seen', async () => {
    const { shopper, paymentOrder } = await unpaidOnlineOrder('Late UPI');
    // The window passes with nothing paid: the expiry job asks Razorpay, finds nothing and cancels the order.
    clock += 7 * MINUTE;
    await t.outbox.drain();
    const cancelled = (await call(t, shopper, 'GET', `/api/orders/${paymentOrder.orderId}`)).body.data;
    expect(cancelled).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'cancelled' });
    expect(await pendingLateChecks(paymentOrder.orderId)).toHaveLength(1);

    // The shopper's bank authorises the UPI payment late; Razorpay has it, the store has not been told.
    const late = razorpay.addPayment(paymentOrder.razorpayOrderId, { status: 'authorized' });
    clock += 16 * MINUTE;
    await t.outbox.drain();
    expect(refundCallsFor(late.id)).toHaveLength(1);
    const refunded = (await call(t, shopper, 'GET', `/api/orders/${paymentOrder.orderId}`)).body.data;
    expect(refunded.orderStatus).toBe('cancelled');
    expect(refunded.refunds).toEqual([expect.objectContaining({ amount: refunded.totalAmount, status: 'processed' })]);

    // Every later check sees the same payment again and refunds nothing more; after 3 days the checks stop.
    for (const step of [60, 6 * 60, 24 * 60, 72 * 60]) {
      clock += step * MINUTE;
      await t.outbox.drain();
    }
    expect(refundCallsFor(late.id)).toHaveLength(1);
    expect(await pendingLateChecks(paymentOrder.orderId)).toHaveLength(0);
  });

  it('asks nothing more of an order that was paid before it was cancelled (that refund is the cancellation’s own)', async () => {
    const { shopper, paymentOrder } = await unpaidOnlineOrder('Paid first');
    const payment = razorpay.addPayment(paymentOrder.razorpayOrderId, { status: 'captured' });
    const verified = await call(t, shopper, 'POST', '/api/payments/verify', {
      razorpayOrderId: paymentOrder.razorpayOrderId,
      razorpayPaymentId: payment.id,
      razorpaySignature: razorpay.signPayment(paymentOrder.razorpayOrderId, payment.id),
      orderId: paymentOrder.orderId,
    });
    expect(verified.status).toBe(200);
    const cancelled = await call(t, shopper, 'PATCH', `/api/orders/${paymentOrder.orderId}/cancel`, {
      reason: 'Ordered by mistake',
    });
    expect(cancelled.status).toBe(200);
    expect(await pendingLateChecks(paymentOrder.orderId)).toHaveLength(0);
    await t.outbox.drain();
    expect(refundCallsFor(payment.id)).toHaveLength(1);
  });
});
