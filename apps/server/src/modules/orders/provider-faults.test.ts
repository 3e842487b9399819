import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type PaymentOrder } from '@kala/contract/payments';
import { SHIPPING_MESSAGES } from '@kala/contract/shipping';
import { orders, productSizes } from '../../db/schema/index.ts';
import { createRazorpayProvider } from '../../providers/payments/razorpay.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../providers/payments/razorpay-stand-in.ts';
import { createShiprocketProvider } from '../../providers/shipping/shiprocket.ts';
import {
  STAND_IN_EMAIL,
  STAND_IN_PASSWORD,
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from '../../providers/shipping/shiprocket-stand-in.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { JAIPUR, call } from './test-orders.ts';

/**
 * Payment and shipping providers slow beyond their timeouts or answering 5xx while shoppers order (issue 12): the
 * shopper reads the spec's message, a failure that a retry can absorb is absorbed, and nothing is charged twice, made
 * twice or lost. Razorpay and Shiprocket are the real adapters against their local stand-ins, with 300 ms timeouts.
 */
let t: TestApp;
let razorpay: RazorpayStandIn;
let shiprocket: ShiprocketStandIn;
let product: { id: string; sizeIds: string[] };

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  shiprocket = await startShiprocketStandIn();
  t = await createTestApp(
    {
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_BASE_URL: razorpay.url,
      ORDER_RATE_LIMIT: '1000',
    },
    {},
    {
      paymentProvider: createRazorpayProvider({
        keyId: razorpay.keyId,
        keySecret: razorpay.keySecret,
        baseUrl: razorpay.url,
        timeoutMs: 300,
      }),
      shippingProvider: createShiprocketProvider({
        email: STAND_IN_EMAIL,
        password: STAND_IN_PASSWORD,
        baseUrl: shiprocket.baseUrl,
        timeoutMs: 300,
      }),
    },
  );
  product = await insertProduct(t.database.db, { name: 'Brass Diya', sizes: [{ original: 900, discounted: 800 }] });
  await t.database.db.update(productSizes).set({ stock: 50 }).where(eq(productSizes.id, product.sizeIds[0]!));
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
  await shiprocket.close();
});
beforeEach(() => {
  razorpay.reset();
  shiprocket.reset();
});

const body = (paymentMethod?: 'cash_on_delivery') => ({
  shippingAddress: JAIPUR,
  ...(paymentMethod ? { paymentMethod } : {}),
  useCartItems: false,
  customItems: [{ productId: product.id, sizeId: product.sizeIds[0], quantity: 1 }],
});
const placeCod = (shopper: Shopper, key: string) =>
  call(t, shopper, 'POST', '/api/orders', body('cash_on_delivery'), { 'idempotency-key': key });
const createOnline = (shopper: Shopper, key: string) =>
  call(t, shopper, 'POST', '/api/payments/create-order', body(), { 'idempotency-key': key });
const stock = async () =>
  (await t.database.db.select().from(productSizes).where(eq(productSizes.id, product.sizeIds[0]!)))[0]?.stock;
const ordersOf = async (shopper: Shopper) => t.database.db.select().from(orders).where(eq(orders.userId, shopper.id));

describe('shipping rates from a failing Shiprocket at order time', () => {
  it('absorbs a 5xx with a second try: the order is placed', async () => {
    const shopper = await insertShopper(t, 'Once');
    shiprocket.next.push({ status: 502, text: '<html>Bad Gateway</html>' });
    expect((await placeCod(shopper, randomUUID())).status).toBe(201);
    expect(shiprocket.requests.filter((r) => r.path.endsWith('/courier/serviceability/'))).toHaveLength(2);
  });

  it("answers the spec's message when it does not answer in time, takes nothing, and the same key orders later", async () => {
    const shopper = await insertShopper(t, 'Slow');
    const before = await stock();
    const key = randomUUID();
    shiprocket.next.push({ hang: true });
    const failed = await placeCod(shopper, key);
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ success: false, message: SHIPPING_MESSAGES.providerDown });
    expect(await stock()).toBe(before);
    expect(await ordersOf(shopper)).toHaveLength(0);

    expect((await placeCod(shopper, key)).status).toBe(201);
    expect(await stock()).toBe(before! - 1);
    expect(await ordersOf(shopper)).toHaveLength(1);
  });
});

describe('Razorpay slow or failing during an online payment', () => {
  it("answers 'Failed to create payment order' when it does not answer in time; the same key then pays the one order", async () => {
    const shopper = await insertShopper(t, 'Late');
    const key = randomUUID();
    razorpay.oddAnswers.push('hang');
    const failed = await createOnline(shopper, key);
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ success: false, message: PAYMENT_MESSAGES.createFailed });
    // The shop's order is kept, pending and unpaid, its piece held (the payment-expiry job gives it back if unpaid).
    const [kept] = await ordersOf(shopper);
    expect(kept).toMatchObject({ status: 'pending', paymentStatus: 'pending' });

    const again = await createOnline(shopper, key);
    expect(again.status).toBe(200);
    expect((again.body.data as PaymentOrder).orderId).toBe(kept!.id);
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(razorpay.orders.size).toBe(1);
  });

  it('verifies through a 5xx, answers the spec message when it hangs, and captures the payment once', async () => {
    const shopper = await insertShopper(t, 'Verify');
    const created = await createOnline(shopper, randomUUID());
    const paymentOrder = created.body.data as PaymentOrder;
    const payment = razorpay.addPayment(paymentOrder.razorpayOrderId, { status: 'authorized' });
    const verify = () =>
      call(t, shopper, 'POST', '/api/payments/verify', {
        razorpayOrderId: paymentOrder.razorpayOrderId,
        razorpayPaymentId: payment.id,
        razorpaySignature: razorpay.signPayment(paymentOrder.razorpayOrderId, payment.id),
        orderId: paymentOrder.orderId,
      });

    razorpay.oddAnswers.push('hang');
    const hung = await verify();
    expect(hung.status).toBe(502);
    expect(hung.body).toEqual({ success: false, message: PAYMENT_MESSAGES.providerDown });
    const [unpaid] = await ordersOf(shopper);
    expect(unpaid?.paymentStatus).toBe('pending');

    razorpay.oddAnswers.push('server-error');
    const verified = await verify();
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ paymentStatus: 'completed' });
    expect((await verify()).body.data).toMatchObject({ paymentStatus: 'completed' });

    const captures = razorpay.requests.filter((r) => r.path === `/v1/payments/${payment.id}/capture`);
    expect(captures).toHaveLength(1);
    expect(razorpay.payments.get(payment.id)?.status).toBe('captured');
  });
});
