import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COD_POLICY, type CodPolicy } from '@kala/contract/cod';
import { COD_PAYMENT_MESSAGES, type CodPaymentOffer, type CodPaymentOutcome } from '@kala/contract/cod-payments';
import type { Order } from '@kala/contract/orders';
import type { PaymentOrder } from '@kala/contract/payments';
import { codPolicySettings, orderItems, orderStatusHistory, orders, products, refunds } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { createOrderLinks } from '../orders/order-links.ts';
import { documentLinesOf } from '../orders/tax-lines.ts';
import { call, placeOrder } from '../orders/test-orders.ts';
import { createShipmentsRepository } from '../shipments/shipments.repository.ts';
import { collectPaise } from '../shipments/shipment-parcel.ts';

let t: TestApp;
let clock = Date.now();
const sent: MailMessage[] = [];
/** ₹333.33 at 12 % GST and ₹550.00 at the default 18 %: the hand-worked conversion's two lines. */
let bowl: { id: string; sizeIds: string[] };
let plate: { id: string; sizeIds: string[] };

/**
 * The seller's policy: a medium tier from score 10 (a new account's points, so every shopper here is medium), which
 * needs a fixed ₹150 advance; 5 % off for paying online instead, no ceiling.
 */
const policy: CodPolicy = {
  ...DEFAULT_COD_POLICY,
  mediumTier: 'advance',
  advanceKind: 'fixed',
  advanceRupees: 150,
  prepaidDiscountPercent: 5,
  mediumFromScore: 10,
  highFromScore: 90,
};

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000', COD_REQUIRE_CONFIRMATION: 'true' },
    {},
    { now: () => clock, mailer: { send: async (m) => void sent.push(m), close: () => undefined } },
  );
  const db = t.database.db;
  await db.insert(codPolicySettings).values({ id: 1, policy });
  t.cache.invalidate();
  bowl = await insertProduct(db, { name: 'Blue Pottery Bowl', sizes: [{ original: 400, discounted: 333.33 }] });
  plate = await insertProduct(db, { name: 'Sanganeri Plate', sizes: [{ original: 600, discounted: 550 }] });
  await db.update(products).set({ gstRate: 12 }).where(eq(products.id, bowl.id));
});
afterAll(() => t.close());

/** A COD order of the two lines (3 bowls, 1 plate) by a new shopper: medium risk, ₹150 advance, awaiting. */
async function codOrder(name: string) {
  const shopper = await insertShopper(t, name);
  const placed = await placeOrder(t, shopper, {
    useCartItems: false,
    customItems: [
      { productId: bowl.id, sizeId: bowl.sizeIds[0], quantity: 3 },
      { productId: plate.id, sizeId: plate.sizeIds[0], quantity: 1 },
    ],
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.data.order as Order;
  expect(order.codConfirmation).toMatchObject({ awaiting: true, advance: 150, advancePaid: false });
  const token = createOrderLinks(t.config.jwtSecret).sign(
    order._id,
    'cod-confirm',
    new Date(order.codConfirmation!.confirmBy!),
  );
  return { shopper, order, token };
}

const orderOf = async (who: Shopper, id: string) => (await call(t, who, 'GET', `/api/orders/${id}`)).body.data as Order;
const rowOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const historyOf = (id: string) =>
  t.database.db
    .select({ status: orderStatusHistory.status, note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(orderStatusHistory.seq);

/** Opens the payment order for the shopper's own order (`base` /api/payments/cod/:id) or the link's. */
async function open(who: Shopper | undefined, base: string, purpose: 'advance' | 'prepay') {
  const answer = await call(t, who, 'POST', base, { purpose });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as PaymentOrder;
}

/** The test gateway's dialog: the signed-in shopper's, or the link holder's. */
async function gateway(who: Shopper | undefined, base: string, paymentOrder: PaymentOrder, outcome: 'pay' | 'fail') {
  const url = who ? '/api/payments/test-gateway/pay' : `${base}/test-gateway`;
  const answer = await call(t, who, 'POST', url, { razorpayOrderId: paymentOrder.razorpayOrderId, outcome });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Record<string, string> & {
    error?: { description: string; metadata: { payment_id: string } };
  };
}

async function payAndVerify(who: Shopper | undefined, base: string, paymentOrder: PaymentOrder) {
  const args = await gateway(who, base, paymentOrder, 'pay');
  return call(t, who, 'POST', `${base}/verify`, {
    razorpayOrderId: args.razorpay_order_id,
    razorpayPaymentId: args.razorpay_payment_id,
    razorpaySignature: args.razorpay_signature,
    orderId: paymentOrder.orderId,
  });
}

describe('the partial advance of a medium-risk COD order (issue 25 item 3)', () => {
  it('is paid through the test gateway: the order is confirmed and the courier collects the total less the advance', async () => {
    const { shopper, order } = await codOrder('Advait');
    const base = `/api/payments/cod/${order._id}`;
    const offer = (await call(t, shopper, 'GET', base)).body.data as CodPaymentOffer;
    expect(offer).toMatchObject({
      total: order.totalAmount,
      advance: { amount: 150, toPayOnDelivery: Math.round((order.totalAmount - 150) * 100) / 100 },
      paid: null,
      unavailable: null,
    });

    const paymentOrder = await open(shopper, base, 'advance');
    expect(paymentOrder).toMatchObject({ orderId: order._id, amount: 150, amountPaise: 15_000, provider: 'test' });
    const verified = await payAndVerify(shopper, base, paymentOrder);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.message).toBe(COD_PAYMENT_MESSAGES.advancePaid);
    const outcome = verified.body.data as CodPaymentOutcome;
    expect(outcome).toMatchObject({ paid: true, offer: { paid: { kind: 'advance', online: 150 }, advance: null } });
    expect(COD_PAYMENT_MESSAGES.paidSplit(outcome.offer.paid!.online, outcome.offer.paid!.toPayOnDelivery)).toBe(
      `Paid online ₹150.00, to pay on delivery ₹${(order.totalAmount - 150).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
    );

    const after = await orderOf(shopper, order._id);
    expect(after).toMatchObject({
      orderStatus: 'confirmed',
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'pending',
      totalAmount: order.totalAmount,
      codConfirmation: { awaiting: false, confirmedVia: 'payment', advancePaid: true },
    });
    expect((await historyOf(order._id)).at(-1)).toEqual({
      status: 'confirmed',
      note: 'Confirmed by paying online: Advance of ₹150.00 paid online',
    });
    const row = await rowOf(order._id);
    expect(row.advancePaidAt).not.toBeNull();

    // The courier's amount to collect (the parcel, the label, the manifest): the total less the advance.
    const shipping = await createShipmentsRepository(t.database.db).order(t.database.db, order._id);
    expect(collectPaise(shipping!)).toBe(row.totalPaise - 15_000);

    // The test gateway's webhook for the same payment arrives too: nothing changes again.
    await t.outbox.drain();
    expect((await historyOf(order._id)).filter((h) => h.status === 'confirmed')).toHaveLength(1);
  });

  it('leaves the order awaiting after a failed payment, and a retry succeeds', async () => {
    const { shopper, order } = await codOrder('Farah');
    const base = `/api/payments/cod/${order._id}`;
    const first = await open(shopper, base, 'advance');
    const failed = await gateway(shopper, base, first, 'fail');
    const reported = await call(t, shopper, 'POST', `${base}/failure`, {
      orderId: order._id,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: failed.error!.description,
        metadata: { payment_id: failed.error!.metadata.payment_id },
      },
    });
    expect(reported.status).toBe(200);
    expect(reported.body.data).toMatchObject({ paid: false, offer: { advance: { amount: 150 }, unavailable: null } });
    await t.outbox.drain(); // the gateway's payment.failed webhook
    const waiting = await orderOf(shopper, order._id);
    expect(waiting).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'pending',
      codConfirmation: { awaiting: true },
    });
    expect(waiting.paymentAttempts.map((a) => a.outcome)).toEqual(['failed']);

    const again = await open(shopper, base, 'advance');
    expect(again.razorpayOrderId).not.toBe(first.razorpayOrderId);
    const verified = await payAndVerify(shopper, base, again);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await orderOf(shopper, order._id)).codConfirmation).toMatchObject({
      advancePaid: true,
      confirmedVia: 'payment',
    });
  });

  it('is refunded through the provider when the order is cancelled', async () => {
    const { shopper, order } = await codOrder('Kiran');
    const base = `/api/payments/cod/${order._id}`;
    expect((await payAndVerify(shopper, base, await open(shopper, base, 'advance'))).status).toBe(200);
    const paymentId = (await rowOf(order._id)).providerPaymentId;
    const cancelled = await call(t, shopper, 'PATCH', `/api/orders/${order._id}/cancel`, { reason: 'Changed my mind' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(refund).toMatchObject({ method: 'provider', amountPaise: 15_000, providerPaymentId: paymentId });
    await t.outbox.drain();
    const [sentBack] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(sentBack?.status).toBe('processed');
  });
});

describe('paying online instead of cash (issue 25 item 4)', () => {
  it('re-prices the order by the one pricing function: 5 % off split over the lines, GST on the rest, no COD charge', async () => {
    const { shopper, order } = await codOrder('Meher');
    const before = await rowOf(order._id);
    const shippingPaise = before.shippingPaise;
    expect(before.codChargesPaise).toBeGreaterThan(0);
    // Goods: 3 × ₹333.33 = ₹999.99 (12 %) and ₹550.00 (18 %): ₹1,549.99. 5 % = ₹77.4995, ₹77.50.
    expect(before.subtotalPaise).toBe(154_999);
    // Split by value: 7750 × 99999 / 154999 = 4999.97 and 7750 × 55000 / 154999 = 2750.03: floors 4999 + 2750, the
    // paisa left to the larger remainder: 5000 + 2750. GST on the rest, half up: 94999 × 12 % = 11399.88 → 11400;
    // 52250 × 18 % = 9405. Total: 94999 + 11400 + 52250 + 9405 + shipping.
    const expectedTotal = 94_999 + 11_400 + 52_250 + 9_405 + shippingPaise;
    const base = `/api/payments/cod/${order._id}`;
    const offer = (await call(t, shopper, 'GET', base)).body.data as CodPaymentOffer;
    expect(offer.prepay).toEqual({
      amount: expectedTotal / 100,
      discount: 77.5,
      saving: (before.totalPaise - expectedTotal) / 100,
    });
    // The saving: the discount, the GST it no longer bears (21900 - 20805) and the COD charge.
    expect(before.totalPaise - expectedTotal).toBe(7_750 + 1_095 + before.codChargesPaise);

    const paymentOrder = await open(shopper, base, 'prepay');
    expect(paymentOrder.amountPaise).toBe(expectedTotal);
    const verified = await payAndVerify(shopper, base, paymentOrder);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({
      message: COD_PAYMENT_MESSAGES.prepaid,
      data: { paid: true, offer: { paid: { kind: 'prepay', toPayOnDelivery: 0 } } },
    });

    const row = await rowOf(order._id);
    expect(row).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'razorpay',
      paymentStatus: 'completed',
      confirmedVia: 'payment',
      prepaidDiscountPaise: 7_750,
      subtotalPaise: 154_999,
      taxPaise: 20_805,
      codChargesPaise: 0,
      codTaxablePaise: 0,
      codTaxPaise: 0,
      shippingPaise,
      shippingTaxablePaise: before.shippingTaxablePaise,
      totalPaise: expectedTotal,
    });
    expect(row.convertedToPrepaidAt).not.toBeNull();
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order._id))
      .orderBy(orderItems.position);
    expect(
      lines.map((l) => [l.discountPaise, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise, l.gstRate]),
    ).toEqual([
      [5_000, 94_999, 5_700, 5_700, 0, 12],
      [2_750, 52_250, 4_703, 4_702, 0, 18],
    ]);
    // The invoice issued at dispatch is made from these stored figures: its lines add up to the total to the paisa.
    expect(documentLinesOf(row, lines).totals.totalPaise).toBe(expectedTotal);
    expect((await historyOf(order._id)).at(-1)).toEqual({
      status: 'confirmed',
      note: `Paid online instead of cash on delivery: saved ₹${((before.totalPaise - expectedTotal) / 100).toFixed(2)}`,
    });
    // The order page shows the discount, so its figures add up: subtotal − discount + GST + shipping = total.
    const view = await orderOf(shopper, order._id);
    expect(view.prepaidDiscount).toBe(77.5);
    expect(Math.round((view.subtotal - view.prepaidDiscount! + view.tax + view.shippingCost!) * 100)).toBe(
      expectedTotal,
    );
    // Nothing left to collect in cash.
    const shipping = await createShipmentsRepository(t.database.db).order(t.database.db, order._id);
    expect(shipping).toMatchObject({ paymentMethod: 'razorpay', totalPaise: expectedTotal });
  });

  it('converts once when verify and the webhook report one payment at the same time', async () => {
    const { shopper, order } = await codOrder('Nisha');
    const base = `/api/payments/cod/${order._id}`;
    const paymentOrder = await open(shopper, base, 'prepay');
    const args = await gateway(shopper, base, paymentOrder, 'pay'); // queues the gateway's payment.captured webhook
    const proof = {
      razorpayOrderId: args.razorpay_order_id,
      razorpayPaymentId: args.razorpay_payment_id,
      razorpaySignature: args.razorpay_signature,
      orderId: order._id,
    };
    const mailsBefore = sent.length;
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => call(t, shopper, 'POST', `${base}/verify`, proof))),
      t.outbox.drain(),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    await t.outbox.drain();
    expect((await historyOf(order._id)).filter((h) => h.status === 'confirmed')).toHaveLength(1);
    const row = await rowOf(order._id);
    expect(row).toMatchObject({
      paymentMethod: 'razorpay',
      paymentStatus: 'completed',
      prepaidDiscountPaise: 7_750,
      taxPaise: 20_805,
    });
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(lines.map((l) => l.discountPaise).sort()).toEqual([2_750, 5_000]);
    const view = await orderOf(shopper, order._id);
    expect(view.paymentAttempts.filter((a) => a.outcome === 'captured')).toHaveLength(1);
    expect(sent.slice(mailsBefore).filter((m) => m.subject.includes(`${order.orderNumber} is confirmed`))).toHaveLength(
      1,
    );
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(0);
  });

  it('takes one online payment: once the advance is paid the order cannot be converted', async () => {
    const { shopper, order } = await codOrder('Ojas');
    const base = `/api/payments/cod/${order._id}`;
    expect((await payAndVerify(shopper, base, await open(shopper, base, 'advance'))).status).toBe(200);
    const again = await call(t, shopper, 'POST', base, { purpose: 'prepay' });
    expect(again).toMatchObject({ status: 409, body: { message: COD_PAYMENT_MESSAGES.notAwaiting } });
  });
});

describe('who may pay', () => {
  it("answers 404 for another shopper's order, at every step", async () => {
    const { order } = await codOrder('Owner');
    const stranger = await insertShopper(t, 'Stranger');
    const base = `/api/payments/cod/${order._id}`;
    expect((await call(t, stranger, 'GET', base)).status).toBe(404);
    expect((await call(t, stranger, 'POST', base, { purpose: 'prepay' })).status).toBe(404);
    const proof = {
      razorpayOrderId: 'order_x',
      razorpayPaymentId: 'pay_x',
      razorpaySignature: 'sig',
      orderId: order._id,
    };
    expect((await call(t, stranger, 'POST', `${base}/verify`, proof)).status).toBe(404);
    expect((await call(t, stranger, 'POST', `${base}/failure`, { orderId: order._id, error: 'x' })).status).toBe(404);
    expect((await call(t, undefined, 'GET', base)).status).toBe(401);
    expect((await call(t, stranger, 'POST', base, { purpose: 'all' })).status).toBe(400);
  });

  it('lets the confirmation link holder pay without signing in; a bad link is 404 and a lapsed one 410', async () => {
    const { shopper, order, token } = await codOrder('Linked');
    const base = `/api/payments/cod-link/${token}`;
    const offer = (await call(t, undefined, 'GET', base)).body.data as CodPaymentOffer;
    expect(offer).toMatchObject({ orderNumber: order.orderNumber, advance: { amount: 150 } });
    const linkPaymentOrder = await open(undefined, base, 'prepay');
    // A forwarded link gives away no phone, email or address.
    expect(linkPaymentOrder.prefill).toEqual({ name: 'Asha', email: '', contact: '' });
    expect(JSON.stringify(linkPaymentOrder)).not.toContain(order.shippingAddress.phone);
    expect(JSON.stringify(linkPaymentOrder)).not.toContain(order.shippingAddress.addressLine1);
    const verified = await payAndVerify(undefined, base, linkPaymentOrder);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(await orderOf(shopper, order._id)).toMatchObject({ orderStatus: 'confirmed', paymentMethod: 'razorpay' });

    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await call(t, undefined, 'GET', `/api/payments/cod-link/${forged}`)).status).toBe(404);
    expect((await call(t, undefined, 'POST', '/api/payments/cod-link/not-a-token', { purpose: 'prepay' })).status).toBe(
      404,
    );
    // Another order's link cannot verify this one.
    const other = await codOrder('Other');
    const proof = {
      razorpayOrderId: 'order_x',
      razorpayPaymentId: 'pay_x',
      razorpaySignature: 'sig',
      orderId: order._id,
    };
    expect((await call(t, undefined, 'POST', `/api/payments/cod-link/${other.token}/verify`, proof)).status).toBe(404);

    const lapsing = await codOrder('Late');
    const saved = clock;
    clock = Date.parse(lapsing.order.codConfirmation!.confirmBy!) + 1000;
    try {
      const late = await call(t, undefined, 'POST', `/api/payments/cod-link/${lapsing.token}`, { purpose: 'advance' });
      expect(late.status).toBe(410);
    } finally {
      clock = saved;
    }
  });

  it('refuses to open a payment for a cancelled order', async () => {
    const { shopper, order } = await codOrder('Gone');
    expect(
      (await call(t, shopper, 'PATCH', `/api/orders/${order._id}/cancel`, { reason: 'Changed my mind' })).status,
    ).toBe(200);
    const base = `/api/payments/cod/${order._id}`;
    const answer = await call(t, shopper, 'POST', base, { purpose: 'prepay' });
    expect(answer).toMatchObject({ status: 409, body: { message: COD_PAYMENT_MESSAGES.cancelled } });
    expect((await call(t, shopper, 'GET', base)).body.data).toMatchObject({
      advance: null,
      prepay: null,
      unavailable: COD_PAYMENT_MESSAGES.cancelled,
    });
  });
});
