import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COD_POLICY, type CodPolicy } from '@kala/contract/cod';
import { COD_PAYMENT_MESSAGES } from '@kala/contract/cod-payments';
import type { Order } from '@kala/contract/orders';
import type { PaymentOrder } from '@kala/contract/payments';
import { codPolicySettings, orders, refunds } from '../../db/schema/index.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../providers/payments/razorpay-stand-in.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper } from '../cart/test-shoppers.ts';
import { call, placeOrder } from '../orders/test-orders.ts';

/** A COD order's advance and prepayment through the real Razorpay adapter, against the stand-in. */
let t: TestApp;
let razorpay: RazorpayStandIn;
let clock = Date.now();
let product: { id: string; sizeIds: string[] };

const policy: CodPolicy = {
  ...DEFAULT_COD_POLICY,
  mediumTier: 'advance',
  advanceKind: 'fixed',
  advanceRupees: 150,
  prepaidDiscountPercent: 5,
  prepaidDiscountCeilingRupees: 50,
  mediumFromScore: 10,
  highFromScore: 90,
};

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  t = await createTestApp(
    {
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
      RAZORPAY_BASE_URL: razorpay.url,
      ORDER_RATE_LIMIT: '1000',
      COD_REQUIRE_CONFIRMATION: 'true',
    },
    {},
    { now: () => clock },
  );
  await t.database.db.insert(codPolicySettings).values({ id: 1, policy });
  t.cache.invalidate();
  product = await insertProduct(t.database.db, {
    name: 'Dhokra Elephant',
    sizes: [{ original: 2400, discounted: 2000 }],
  });
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

async function codOrder(name: string) {
  const shopper = await insertShopper(t, name);
  const placed = await placeOrder(t, shopper, {
    useCartItems: false,
    customItems: [{ productId: product.id, sizeId: product.sizeIds[0], quantity: 1 }],
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.data.order as Order;
  return { shopper, order, base: `/api/payments/cod/${order._id}` };
}

const rowOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('COD payments with Razorpay', () => {
  it('opens a Razorpay order for the re-priced total (the discount within its ₹50 ceiling) and converts on verify', async () => {
    const { shopper, order, base } = await codOrder('Rzp Prepay');
    const opened = await call(t, shopper, 'POST', base, { purpose: 'prepay' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const paymentOrder = opened.body.data as PaymentOrder;
    expect(paymentOrder.provider).toBe('razorpay');
    const stored = razorpay.orders.get(paymentOrder.razorpayOrderId);
    expect(stored).toMatchObject({
      amount: paymentOrder.amountPaise,
      receipt: order.orderNumber,
      notes: { purpose: 'prepay' },
    });

    const payment = razorpay.addPayment(paymentOrder.razorpayOrderId, { status: 'authorized' });
    const verified = await call(t, shopper, 'POST', `${base}/verify`, {
      razorpayOrderId: paymentOrder.razorpayOrderId,
      razorpayPaymentId: payment.id,
      razorpaySignature: razorpay.signPayment(paymentOrder.razorpayOrderId, payment.id),
      orderId: order._id,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(razorpay.payments.get(payment.id)?.status).toBe('captured'); // captured by the store
    const row = await rowOf(order._id);
    // 5 % of ₹2,000 is ₹100: the ceiling makes it ₹50.
    expect(row).toMatchObject({
      paymentMethod: 'razorpay',
      prepaidDiscountPaise: 5_000,
      totalPaise: paymentOrder.amountPaise,
    });
  });

  it('settles a payment made late on a replaced payment order, and refunds the second payment', async () => {
    const { shopper, order, base } = await codOrder('Rzp Twice');
    const advance = (await call(t, shopper, 'POST', base, { purpose: 'advance' })).body.data as PaymentOrder;
    const prepay = (await call(t, shopper, 'POST', base, { purpose: 'prepay' })).body.data as PaymentOrder;
    expect(advance.amountPaise).toBe(15_000);
    // The advance's checkout, still open in another tab, is paid after the prepayment was opened: verify cannot take
    // it (not the order's current payment order), the check of the replaced payment order does.
    const late = razorpay.addPayment(advance.razorpayOrderId, { status: 'captured' });
    const stale = await call(t, shopper, 'POST', `${base}/verify`, {
      razorpayOrderId: advance.razorpayOrderId,
      razorpayPaymentId: late.id,
      razorpaySignature: razorpay.signPayment(advance.razorpayOrderId, late.id),
      orderId: order._id,
    });
    expect(stale.status).toBe(400);
    clock += 16 * 60_000;
    await t.outbox.drain();
    const row = await rowOf(order._id);
    expect(row).toMatchObject({ status: 'confirmed', paymentMethod: 'cash_on_delivery', providerPaymentId: late.id });
    expect(row.advancePaidAt).not.toBeNull();

    // Then the prepayment is paid too: the order took its one online payment, so this one goes back.
    const second = razorpay.addPayment(prepay.razorpayOrderId, { status: 'captured' });
    const verified = await call(t, shopper, 'POST', `${base}/verify`, {
      razorpayOrderId: prepay.razorpayOrderId,
      razorpayPaymentId: second.id,
      razorpaySignature: razorpay.signPayment(prepay.razorpayOrderId, second.id),
      orderId: order._id,
    });
    expect(verified).toMatchObject({ status: 409, body: { message: COD_PAYMENT_MESSAGES.refunding } });
    await t.outbox.drain();
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(refund).toMatchObject({
      method: 'provider',
      providerPaymentId: second.id,
      amountPaise: prepay.amountPaise,
      status: 'processed',
    });
    expect((await rowOf(order._id)).paymentMethod).toBe('cash_on_delivery');
  });
});
