import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrder } from '@kala/contract/payments';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../providers/payments/razorpay-stand-in.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper } from '../cart/test-shoppers.ts';
import { JAIPUR, call } from '../orders/test-orders.ts';

/** The whole online payment through the real Razorpay adapter, against a stand-in that answers as Razorpay does. */
let t: TestApp;
let razorpay: RazorpayStandIn;
let product: { id: string; sizeIds: string[] };

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  t = await createTestApp({
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_BASE_URL: razorpay.url,
    ORDER_RATE_LIMIT: '1000',
  });
  product = await insertProduct(t.database.db, {
    name: 'Terracotta Horse',
    sizes: [{ original: 1800, discounted: 1500 }],
  });
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

async function onlineOrder(name: string) {
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

describe('online payment with Razorpay', () => {
  it('creates the Razorpay order for the exact amount with the order number as receipt, and verifies a captured payment', async () => {
    const { shopper, paymentOrder } = await onlineOrder('Rzp');
    expect(paymentOrder.provider).toBe('razorpay');
    expect(paymentOrder.keyId).toBe(razorpay.keyId);
    const stored = razorpay.orders.get(paymentOrder.razorpayOrderId);
    expect(stored).toMatchObject({
      amount: paymentOrder.amountPaise,
      currency: 'INR',
      receipt: paymentOrder.orderNumber,
    });

    const payment = razorpay.addPayment(paymentOrder.razorpayOrderId, { status: 'captured' });
    const verified = await call(t, shopper, 'POST', '/api/payments/verify', {
      razorpayOrderId: paymentOrder.razorpayOrderId,
      razorpayPaymentId: payment.id,
      razorpaySignature: razorpay.signPayment(paymentOrder.razorpayOrderId, payment.id),
      orderId: paymentOrder.orderId,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'completed' });
  });

  it('refuses a payment whose amount differs from the order, even with a good signature', async () => {
    const { shopper, paymentOrder } = await onlineOrder('Short');
    const payment = razorpay.addPayment(paymentOrder.razorpayOrderId, { status: 'captured', amount: 100 });
    const verified = await call(t, shopper, 'POST', '/api/payments/verify', {
      razorpayOrderId: paymentOrder.razorpayOrderId,
      razorpayPaymentId: payment.id,
      razorpaySignature: razorpay.signPayment(paymentOrder.razorpayOrderId, payment.id),
      orderId: paymentOrder.orderId,
    });
    expect(verified.status).toBe(400);
    expect(verified.body.message).toBe('Payment verification failed');
  });

  it('takes signed webhooks, and refunds a cancelled paid order through Razorpay with an idempotency header', async () => {
    const { shopper, paymentOrder } = await onlineOrder('Hook');
    const payment = razorpay.addPayment(paymentOrder.razorpayOrderId, { status: 'captured' });
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: payment } },
    });
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpay.signWebhook(body),
        'x-razorpay-event-id': randomUUID(),
      },
      payload: body,
    });
    expect(delivered.json().message).toBe('confirmed');

    const cancelled = await call(t, shopper, 'PATCH', `/api/orders/${paymentOrder.orderId}/cancel`, {
      reason: 'Gift no longer needed',
    });
    expect(cancelled.status).toBe(200);
    await t.outbox.drain();
    const refundCalls = razorpay.requests.filter((r) => r.path.endsWith(`/payments/${payment.id}/refund`));
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.idempotencyKey).toBeTruthy();
    const order = (await call(t, shopper, 'GET', `/api/orders/${paymentOrder.orderId}`)).body.data;
    expect(order.paymentStatus).toBe('refunded');
    expect(order.refunds[0]).toMatchObject({ amount: order.totalAmount, status: 'processed' });
  });

  it('answers 502 with the spec message when Razorpay fails to create the order, and a retry with the same key recovers', async () => {
    const shopper = await insertShopper(t, 'Retry');
    const key = randomUUID();
    const body = {
      shippingAddress: JAIPUR,
      useCartItems: false,
      customItems: [{ productId: product.id, sizeId: product.sizeIds[0], quantity: 1 }],
    };
    razorpay.oddAnswers.push('server-error');
    const failed = await call(t, shopper, 'POST', '/api/payments/create-order', body, { 'idempotency-key': key });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('Failed to create payment order');
    const again = await call(t, shopper, 'POST', '/api/payments/create-order', body, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(razorpay.orders.get(again.body.data.razorpayOrderId)?.amount).toBe(again.body.data.amountPaise);
  });
});
