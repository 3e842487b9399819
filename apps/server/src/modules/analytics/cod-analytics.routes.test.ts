import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COD_POLICY } from '@kala/contract/cod';
import { COD_CSV_HEADER, type CodAnalytics } from '@kala/contract/cod-analytics';
import type { PaymentOrder } from '@kala/contract/payments';
import { codPolicySettings, orders } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { JAIPUR, call, placeOrder } from '../orders/test-orders.ts';
import { insertAccount } from './test-sales.ts';

/*
 * Issue 25 item 6. The orders are placed through the app (cart and COD checkout, or the test gateway's online
 * payment), then dated into March 2025 and given their COD outcome by direct updates: the confirmation, risk tier,
 * conversion and RTO columns are written by the features of items 2-5, built alongside this one, and a placed order
 * cannot be dated in the past through the API. Every figure below is worked out by hand from the table in beforeAll.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof insertAccount>>;
let shopper: Shopper;
let cheap: { id: string; sizeIds: string[] };
let dear: { id: string; sizeIds: string[] };
const ids: Record<string, string> = {};

/** A national-zone delivery seen from the default pickup PIN code (302001, Jaipur). */
const BENGALURU = {
  fullName: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '98450 12345',
  addressLine1: '14 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  country: 'India',
};

const at = (text: string) => new Date(text);
const minutesAfter = (text: string, minutes: number) => new Date(Date.parse(text) + minutes * 60_000);

async function addToCart(product: { id: string; sizeIds: string[] }) {
  const added = await call(t, shopper, 'POST', '/api/cart/add', {
    productId: product.id,
    sizeId: product.sizeIds[0],
    quantity: 1,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
}

/** A cash-on-delivery order from the cart, placed through the checkout. */
async function codOrder(product: typeof cheap, address: typeof JAIPUR): Promise<string> {
  await addToCart(product);
  const placed = await placeOrder(t, shopper, { shippingAddress: address });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order._id as string;
}

/** An online order from the cart, paid through the local test gateway and verified (or left unpaid). */
async function onlineOrder(product: typeof cheap, address: typeof JAIPUR, pay = true): Promise<string> {
  await addToCart(product);
  const created = await call(
    t,
    shopper,
    'POST',
    '/api/payments/create-order',
    { shippingAddress: address, useCartItems: true },
    { 'idempotency-key': randomUUID() },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const paymentOrder = created.body.data as PaymentOrder;
  if (pay) {
    const paid = await call(t, shopper, 'POST', '/api/payments/test-gateway/pay', {
      razorpayOrderId: paymentOrder.razorpayOrderId,
      outcome: 'pay',
    });
    const args = paid.body.data as { razorpay_payment_id: string; razorpay_signature: string };
    const verified = await call(t, shopper, 'POST', '/api/payments/verify', {
      razorpayOrderId: paymentOrder.razorpayOrderId,
      razorpayPaymentId: args.razorpay_payment_id,
      razorpaySignature: args.razorpay_signature,
      orderId: paymentOrder.orderId,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  }
  return paymentOrder.orderId;
}

/**
 * Dates an order and sets its COD outcome. Every column an assertion reads is written, so what the checkout of
 * items 2-3 fills in (a due time, a tier) never changes the expected figures.
 */
async function outcome(id: string, placedAt: string, change: Partial<typeof orders.$inferInsert> = {}) {
  await t.database.db
    .update(orders)
    .set({
      createdAt: at(placedAt),
      confirmDueAt: null,
      confirmedAt: null,
      confirmedVia: null,
      riskTier: null,
      riskOverride: null,
      rtoAt: null,
      ...change,
    })
    .where(eq(orders.id, id));
}

/** A COD order that had to be confirmed and was, `minutes` after it was placed, by `via`. */
const confirmed = (placedAt: string, minutes: number, via: string) => ({
  confirmDueAt: minutesAfter(placedAt, 24 * 60),
  confirmedAt: minutesAfter(placedAt, minutes),
  confirmedVia: via,
});

/** The parcel came back: the order closed as cancelled (item 5's RTO). */
const returned = (placedAt: string) => ({ status: 'cancelled' as const, rtoAt: minutesAfter(placedAt, 7 * 24 * 60) });

beforeAll(async () => {
  t = await createTestApp(
    { ORDER_RATE_LIMIT: '10000' },
    {},
    { mailer: { send: async () => undefined, close: () => undefined } },
  );
  const db = t.database.db;
  admin = await insertAccount(t, 'Admin', 'admin');
  shopper = await insertShopper(t, 'Kiran');
  // ₹500 pays for shipping (₹99 local, ₹149 national); ₹1,500 ships free.
  cheap = await insertProduct(db, { name: 'Clay Diya', sizes: [{ original: 600, discounted: 500 }] });
  dear = await insertProduct(db, { name: 'Madhubani Panel', sizes: [{ original: 1800, discounted: 1500 }] });

  // Every order is placed first, then dated and given its outcome: an RTO written earlier would feed the PIN code's
  // history into a later order's risk tier (item 3).
  ids.a1 = await codOrder(cheap, JAIPUR);
  ids.a2 = await codOrder(cheap, JAIPUR);
  ids.a3 = await codOrder(cheap, BENGALURU);
  ids.a4 = await codOrder(dear, BENGALURU);
  ids.a5 = await onlineOrder(cheap, JAIPUR);
  ids.a6 = await onlineOrder(cheap, JAIPUR, false);
  ids.b1 = await codOrder(cheap, BENGALURU);
  ids.b2 = await codOrder(cheap, JAIPUR);
  ids.b3 = await onlineOrder(cheap, BENGALURU);
  ids.b4 = await codOrder(cheap, JAIPUR);
  ids.before = await codOrder(cheap, JAIPUR);
  ids.after = await codOrder(cheap, JAIPUR);
  ids.formula = await codOrder(cheap, { ...JAIPUR, state: '=HYPERLINK("https://evil.example","Rajasthan")' });

  // Week of 3 March (6-9 March in the range).
  await outcome(ids.a1, '2025-03-06T10:00:00+05:30', {
    ...confirmed('2025-03-06T10:00:00+05:30', 10, 'link'),
    riskTier: 'low',
    status: 'delivered',
  });
  await outcome(ids.a2, '2025-03-07T10:00:00+05:30', {
    ...confirmed('2025-03-07T10:00:00+05:30', 30, 'order_page'),
    riskTier: 'low',
    ...returned('2025-03-07T10:00:00+05:30'),
  });
  // Never confirmed: cancelled when its time ran out.
  await outcome(ids.a3, '2025-03-08T10:00:00+05:30', {
    confirmDueAt: at('2025-03-09T10:00:00+05:30'),
    riskTier: 'high',
    status: 'cancelled',
  });
  // The last minutes of Sunday 9 March in India; the admin raised its tier from low to high.
  await outcome(ids.a4, '2025-03-09T23:50:00+05:30', {
    ...confirmed('2025-03-09T23:50:00+05:30', 20, 'phone'),
    riskTier: 'low',
    riskOverride: 'high',
    ...returned('2025-03-09T23:50:00+05:30'),
  });
  await outcome(ids.a5, '2025-03-08T12:00:00+05:30', { status: 'delivered' });
  // Never paid: not an order the shopper placed, so in no figure.
  await outcome(ids.a6, '2025-03-08T13:00:00+05:30', { status: 'cancelled' });

  // Week of 10 March. 00:10 on Monday 10 March in India is still Sunday 9 March in UTC.
  await outcome(ids.b1, '2025-03-10T00:10:00+05:30', {
    ...confirmed('2025-03-10T00:10:00+05:30', 60, 'payment'),
    riskTier: 'medium',
    status: 'delivered',
    paymentMethod: 'razorpay',
    paymentStatus: 'completed',
    convertedToPrepaidAt: minutesAfter('2025-03-10T00:10:00+05:30', 60),
    prepaidDiscountPaise: 5_000,
  });
  // Still waiting for the shopper: its time runs out long after the test (so no job cancels it meanwhile).
  await outcome(ids.b2, '2025-03-11T10:00:00+05:30', {
    confirmDueAt: at('2100-01-01T00:00:00Z'),
    riskTier: 'low',
    status: 'pending',
  });
  await outcome(ids.b3, '2025-03-11T12:00:00+05:30', returned('2025-03-11T12:00:00+05:30'));
  // Placed while the seller did not ask for confirmation: with the courier now, in no confirmation figure.
  await outcome(ids.b4, '2025-03-12T10:00:00+05:30', { riskTier: 'low', status: 'shipped' });

  // Just outside 6-12 March in India's calendar (though 12 March in UTC for the second).
  await outcome(ids.before, '2025-03-05T23:59:00+05:30', {
    riskTier: 'high',
    ...returned('2025-03-05T23:59:00+05:30'),
  });
  await outcome(ids.after, '2025-03-13T00:00:00+05:30', { riskTier: 'high', ...returned('2025-03-13T00:00:00+05:30') });

  // An order placed before places of supply were recorded, to an address whose state was typed as a formula.
  await outcome(ids.formula, '2025-04-02T10:00:00+05:30', { placeOfSupplyName: null, status: 'delivered' });
});

afterAll(() => t.close());

const RANGE = '/api/admin/analytics/cod?from=2025-03-06&to=2025-03-12';
const get = async (url: string) => {
  const answer = await call(t, admin, 'GET', url);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as CodAnalytics;
};

describe('the orders as placed', () => {
  it('charged ₹99 local and ₹149 national shipping below ₹999, and nothing above it', async () => {
    const rows = await t.database.db.select().from(orders);
    const of = (key: string) => rows.find((row) => row.id === ids[key])!;
    expect([of('a2').shippingZone, of('a2').shippingPaise]).toEqual(['local', 9_900]);
    expect([of('b3').shippingZone, of('b3').shippingPaise]).toEqual(['national', 14_900]);
    // Free shipping: the quote is not on the order, so its cost is the zone's rate for the chosen courier.
    expect([of('a4').shippingZone, of('a4').shippingPaise, of('a4').courierId]).toEqual(['national', 0, 101]);
  });
});

describe('GET /api/admin/analytics/cod: the range', () => {
  it('answers share, confirmation, RTO by payment, conversion and money lost, by hand', async () => {
    const data = await get(RANGE);
    const b1 = (await t.database.db.select().from(orders).where(eq(orders.id, ids.b1!)))[0]!;
    expect(data.range).toEqual({ from: '2025-03-06', to: '2025-03-12', timeZone: 'Asia/Kolkata' });
    expect(data.totals).toEqual({
      // a1-a5 and b1-b4: the unpaid online order a6 was never placed.
      orders: 9,
      codOrders: 7,
      codSharePercent: 77.8,
      confirmation: {
        needed: 6,
        confirmed: 4,
        notConfirmed: 1,
        awaiting: 1,
        // 4 of the 5 decided; b2 still waits.
        ratePercent: 80,
        // 10, 20, 30 and 60 minutes: the median halfway between 20 and 30, the 90th percentile 70% of 30 to 60.
        medianSeconds: 25 * 60,
        p90Seconds: 51 * 60,
        byVia: { link: 1, order_page: 1, phone: 1, payment: 1 },
      },
      rtoByPayment: {
        // a1 delivered, a2 and a4 returned; a3 never left, b2 waits, b4 is on its way.
        cash_on_delivery: { settled: 3, returned: 2, ratePercent: 66.7 },
        converted_to_prepaid: { settled: 1, returned: 0, ratePercent: 0 },
        prepaid: { settled: 2, returned: 1, ratePercent: 50 },
      },
      inTransit: 1,
      convertedToPrepaid: { orders: 1, valuePaise: b1.totalPaise, discountPaise: 5_000 },
      // a2: ₹99 each way; b3: ₹149 each way; a4 shipped free: Standard Surface's national rate, ₹149 each way.
      rtoLoss: { orders: 3, shippingPaise: 2 * 9_900 + 2 * 14_900 + 2 * 14_900, estimatedOrders: 1 },
    });
  });

  it('splits the figures by week of India’s calendar, the first and last cut to the range', async () => {
    const { weeks } = await get(RANGE);
    expect(weeks.map((week) => [week.start, week.end])).toEqual([
      ['2025-03-06', '2025-03-09'],
      ['2025-03-10', '2025-03-12'],
    ]);
    const [first, second] = weeks;
    expect(first).toMatchObject({
      orders: 5,
      codOrders: 4,
      codSharePercent: 80,
      confirmation: { needed: 4, confirmed: 3, notConfirmed: 1, awaiting: 0, ratePercent: 75 },
      rtoByPayment: {
        cash_on_delivery: { settled: 3, returned: 2, ratePercent: 66.7 },
        prepaid: { settled: 1, returned: 0, ratePercent: 0 },
      },
      convertedToPrepaid: { orders: 0, valuePaise: 0, discountPaise: 0 },
      rtoLoss: { orders: 2, shippingPaise: 2 * 9_900 + 2 * 14_900, estimatedOrders: 1 },
    });
    // 10, 20 and 30 minutes: the 90th percentile is 80% of the way from 20 to 30.
    expect([first!.confirmation.medianSeconds, first!.confirmation.p90Seconds]).toEqual([20 * 60, 28 * 60]);
    // b1, placed on Monday in India but Sunday in UTC, is in the second week.
    expect(second).toMatchObject({
      orders: 4,
      codOrders: 3,
      codSharePercent: 75,
      confirmation: { needed: 2, confirmed: 1, notConfirmed: 0, awaiting: 1, ratePercent: 100 },
      inTransit: 1,
      convertedToPrepaid: { orders: 1, discountPaise: 5_000 },
      rtoLoss: { orders: 1, shippingPaise: 2 * 14_900, estimatedOrders: 0 },
    });
    expect([second!.confirmation.medianSeconds, second!.confirmation.p90Seconds]).toEqual([3600, 3600]);
  });

  it('breaks RTO down by effective tier (the override wins) and by state, and says when data is too little', async () => {
    const data = await get(RANGE);
    expect(data.byTier).toEqual([
      // a1 delivered, a2 returned; b2 and b4 have not settled.
      { tier: 'low', orders: 4, rto: { settled: 2, returned: 1, ratePercent: 50 } },
      { tier: 'medium', orders: 1, rto: { settled: 1, returned: 0, ratePercent: 0 } },
      // a3 never left; a4, overridden from low, came back.
      { tier: 'high', orders: 2, rto: { settled: 1, returned: 1, ratePercent: 100 } },
    ]);
    expect(data.byState).toEqual([
      {
        state: 'Rajasthan',
        orders: 5,
        codOrders: 4,
        rto: { settled: 3, returned: 1, ratePercent: 33.3 },
        codRto: { settled: 2, returned: 1, ratePercent: 50 },
      },
      {
        state: 'Karnataka',
        orders: 4,
        codOrders: 3,
        rto: { settled: 3, returned: 2, ratePercent: 66.7 },
        // Only a4 travelled with cash to collect: b1 was converted, b3 paid online.
        codRto: { settled: 1, returned: 1, ratePercent: 100 },
      },
    ]);
    expect(data.thresholds).toEqual({
      mediumFromScore: DEFAULT_COD_POLICY.mediumFromScore,
      highFromScore: DEFAULT_COD_POLICY.highFromScore,
    });
    expect(data.findings).toEqual([
      'Too little data to judge the tier thresholds yet: 1 high-tier and 2 low-tier parcels were delivered or ' +
        'returned in this range, and at least 20 of each are needed. Choose a longer range, or wait for more orders.',
    ]);
  });

  it('reads the seller’s saved thresholds', async () => {
    await t.database.db
      .insert(codPolicySettings)
      .values({ id: 1, policy: { ...DEFAULT_COD_POLICY, mediumFromScore: 25, highFromScore: 70 } })
      .onConflictDoUpdate({
        target: codPolicySettings.id,
        set: { policy: { ...DEFAULT_COD_POLICY, mediumFromScore: 25, highFromScore: 70 } },
      });
    expect((await get(RANGE)).thresholds).toEqual({ mediumFromScore: 25, highFromScore: 70 });
    await t.database.db.delete(codPolicySettings);
  });

  it('answers zeros and nulls for a range without orders, every week present', async () => {
    const data = await get('/api/admin/analytics/cod?from=2025-01-01&to=2025-01-31');
    expect(data.weeks).toHaveLength(5);
    expect(data.totals).toMatchObject({
      orders: 0,
      codSharePercent: null,
      confirmation: { needed: 0, ratePercent: null, medianSeconds: null, p90Seconds: null },
      rtoLoss: { orders: 0, shippingPaise: 0, estimatedOrders: 0 },
    });
    expect(data.byTier.map((row) => row.orders)).toEqual([0, 0, 0]);
    expect(data.byState).toEqual([]);
  });

  it.each([
    ['from=2025-03-12&to=2025-03-06', 'The start date must be on or before the end date'],
    [
      'from=2020-01-01&to=2025-03-01',
      'A range shown by week can cover at most 1100 days; choose Month for longer ranges',
    ],
    ['from=yesterday', "'from' must be a date written YYYY-MM-DD"],
  ])('refuses %s with a 400 naming the fix', async (query, message) => {
    for (const path of ['cod', 'cod.csv']) {
      const answer = await call(t, admin, 'GET', `/api/admin/analytics/${path}?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
    }
  });
});

describe('GET /api/admin/analytics/cod.csv', () => {
  it('downloads the weeks, the total, the tiers and the states, money in rupees', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${RANGE.replace('/cod?', '/cod.csv?')}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="kala-cash-on-delivery-2025-03-06-to-2025-03-12.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(COD_CSV_HEADER.join(','));
    expect(lines).toHaveLength(1 + 2 + 1 + 3 + 2);
    const total = lines[3]!.split(',');
    expect(total.slice(0, 13)).toEqual([
      'Total',
      '2025-03-06',
      '2025-03-12',
      '9',
      '7',
      '77.8',
      '6',
      '4',
      '1',
      '1',
      '80',
      '25',
      '51',
    ]);
    // Shipping lost to RTO, in rupees, and the overall RTO of the range's parcels (3 of 6).
    expect(total[COD_CSV_HEADER.indexOf('Shipping lost to RTO (INR)')]).toBe('794.00');
    expect(total.slice(-3)).toEqual(['6', '3', '50']);
    // A tier's row has its orders and parcels only.
    const empty = Array<string>(COD_CSV_HEADER.length - 7).fill('');
    expect(lines[6]).toBe(['Risk tier', 'High risk', '', '2', ...empty, '1', '1', '100'].join(','));
    expect(lines[7]!.startsWith('State,Rajasthan,,5,4,')).toBe(true);
  });

  it('writes a state typed as a formula as text', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/cod.csv?from=2025-04-01&to=2025-04-07',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`State,"'=HYPERLINK(""https://evil.example"",""Rajasthan"")",,1,1,`);
    expect(response.body).not.toContain(',=HYPERLINK');
  });
});

describe('admin only', () => {
  it.each(['/api/admin/analytics/cod', '/api/admin/analytics/cod.csv'])(
    '%s is 401 for a guest and 403 for a shopper',
    async (url) => {
      const guest = await call(t, undefined, 'GET', url);
      expect(guest.status).toBe(401);
      expect(guest.body.success).toBe(false);
      const refused = await call(t, shopper, 'GET', url);
      expect(refused.status).toBe(403);
      expect(refused.body.success).toBe(false);
    },
  );
});
