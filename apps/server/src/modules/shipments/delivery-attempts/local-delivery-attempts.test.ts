import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryFixView } from '@kala/contract/delivery-attempts';
import type { Order } from '@kala/contract/orders';
import type { OrderShipments } from '@kala/contract/shipments';
import { orderActionTokens, orders, productSizes } from '../../../db/schema/index.ts';
import type { MailMessage } from '../../../lib/mail/mailer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertShopper, type Shopper } from '../../cart/test-shoppers.ts';
import { call } from '../../orders/test-orders.ts';
import { codOrder, insertAdmin, insertPiece } from '../test-shipments.ts';

/** Failed delivery attempts with the local courier (decision 032): its clock fails them, the shopper or admin acts. */
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let clock = Date.parse('2026-11-23T04:30:00Z'); // 10:00 in India, Monday 23 November
const sent: MailMessage[] = [];
let asha: Shopper;
let ravi: Shopper;
let admin: Awaited<ReturnType<typeof insertAdmin>>;
let piece: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000' },
    {},
    { now: () => clock, mailer: { send: async (m) => void sent.push(m), close: () => undefined } },
  );
  piece = await insertPiece(t);
  asha = await insertShopper(t, 'Asha');
  ravi = await insertShopper(t, 'Ravi');
  admin = await insertAdmin(t);
});

afterAll(() => t.close());

const act = (action: string, orderId: string, body?: unknown, who: Shopper | undefined = admin) =>
  call(t, who, 'POST', `/api/shipping/${action}/${orderId}`, body);
const view = async (orderId: string) =>
  (await call(t, admin, 'GET', `/api/shipping/shipment/${orderId}`)).body.data as OrderShipments;
const orderOf = async (orderId: string) => (await call(t, asha, 'GET', `/api/orders/${orderId}`)).body.data as Order;
const fixLinkOf = async (orderNumber: string) => {
  // Mails are sent by the outbox after the change commits.
  await t.outbox.drain();
  const mail = sent.filter((m) => m.subject.includes(`could not deliver`) && m.subject.includes(orderNumber)).at(-1);
  const match = mail && /https:\/\/kala\.example\/delivery-fix\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no fix link mailed for ${orderNumber}`);
  return match[1]!;
};
const link = (token: string, body?: unknown) =>
  body === undefined
    ? call(t, undefined, 'GET', `/api/shipping/delivery-fix/${token}`)
    : call(t, undefined, 'POST', `/api/shipping/delivery-fix/${token}/reattempt`, body);
const stock = async () =>
  (await t.database.db.select().from(productSizes).where(eq(productSizes.id, piece.sizeIds[0]!)))[0]!.stock;

/** A COD order whose local parcel is out for delivery. */
async function outForDelivery(quantity = 1) {
  const order = await codOrder(t, asha, piece, quantity);
  expect((await act('create-shipment', order._id, {})).status).toBe(201);
  expect((await act('generate-awb', order._id, {})).status).toBe(200);
  for (const status of ['picked_up', 'in_transit', 'out_for_delivery']) {
    const step = await act('advance', order._id);
    expect((step.body.data as OrderShipments).current!.status).toBe(status);
  }
  await t.outbox.drain();
  return order;
}

describe('who may act on delivery attempts', () => {
  it('answers 401 to a guest and 403 to a shopper on the admin routes, 404 on another shopper’s order', async () => {
    const order = await codOrder(t, asha, piece);
    const routes: [string, unknown][] = [
      ['fail-attempt', { reason: 'Customer not available' }],
      ['reattempt', { date: '2026-11-25' }],
      ['rto', {}],
    ];
    for (const [action, body] of routes) {
      expect((await call(t, undefined, 'POST', `/api/shipping/${action}/${order._id}`, body)).status, action).toBe(401);
      expect((await act(action, order._id, body, asha)).status, action).toBe(403);
    }
    const others = await call(t, ravi, 'GET', `/api/orders/${order._id}/delivery-attempts`);
    expect(others.status).toBe(404);
    expect(others.body).toEqual({ success: false, message: 'Order not found' });
    const othersAct = await call(t, ravi, 'POST', `/api/orders/${order._id}/delivery-attempts/reattempt`, {
      date: '2026-11-25',
    });
    expect(othersAct.status).toBe(404);
    expect((await call(t, undefined, 'GET', `/api/orders/${order._id}/delivery-attempts`)).status).toBe(401);
    const own = await call(t, asha, 'GET', `/api/orders/${order._id}/delivery-attempts`);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ attempts: [], canAct: false, returning: false, attemptsMax: 3 });
  });

  it('answers bad bodies 400 with the checkout’s messages, never a 500', async () => {
    const order = await codOrder(t, asha, piece);
    const bad: [unknown, string][] = [
      [{}, 'Please pick a re-attempt date in the next 7 days'],
      [{ date: '25-11-2026' }, 'Please pick a re-attempt date in the next 7 days'],
      [{ date: '2026-11-25', phone: '12345' }, 'Please enter a valid 10-digit mobile number'],
      [
        { date: '2026-11-25', address: { addressLine1: 'House 4', zipCode: '3020' } },
        'Please enter a valid 6-digit postcode',
      ],
      [{ date: '2026-11-25', address: { zipCode: '302001' } }, 'Missing address line 1'],
    ];
    for (const [body, message] of bad) {
      const answer = await call(t, asha, 'POST', `/api/orders/${order._id}/delivery-attempts/reattempt`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const reason = await act('fail-attempt', order._id, { reason: 'Dog ate it' });
    expect(reason.status).toBe(400);
    expect(reason.body.message).toContain('Please choose why the delivery failed');
  });
});

describe('the local courier fails an attempt, and the shopper or the admin answers', () => {
  it('records the attempt with its reason, holds the parcel and mails the shopper a fix link', async () => {
    const order = await outForDelivery();
    const failed = await act('fail-attempt', order._id, { reason: 'Customer not available' });
    expect(failed.status).toBe(200);
    expect(failed.body.message).toBe('Delivery attempt marked as failed');
    const current = (failed.body.data as OrderShipments).current!;
    expect(current).toMatchObject({
      status: 'delivery_failed',
      statusLabel: 'Delivery attempt failed',
      nextStage: null,
      actions: { advance: false, failAttempt: false, reattempt: true, rto: true },
    });
    expect(current.deliveryAttempts).toEqual([
      expect.objectContaining({ attempt: 1, reason: 'Customer not available', action: null, actionBy: null }),
    ]);
    expect(current.events[0]).toMatchObject({
      status: 'delivery_failed',
      description: 'Delivery attempt 1 failed: Customer not available',
    });
    // Held: nothing moves on the clock until someone decides.
    const advance = await act('advance', order._id);
    expect(advance.status).toBe(409);
    expect(advance.body.message).toBe(
      'The parcel is held after a failed attempt: ask for a re-attempt or the return first',
    );
    expect(await fixLinkOf(order.orderNumber)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = sent.find((m) => m.subject === `We could not deliver your Kala order ${order.orderNumber}`)!;
    expect(mail.text).toContain("The courier's reason: Customer not available");
    // The order stays shipped while the courier holds it.
    expect((await orderOf(order._id)).orderStatus).toBe('shipped');
  });

  it('lets the shopper pick a date and correct the address from the order page; the parcel goes out again', async () => {
    const order = await outForDelivery();
    await act('fail-attempt', order._id, { reason: 'Address incomplete' });
    const url = `/api/orders/${order._id}/delivery-attempts`;
    const before = (await call(t, asha, 'GET', url)).body.data as DeliveryFixView;
    expect(before).toMatchObject({ canAct: true, returning: false, deliverTo: { zipCode: '302001' } });
    expect(before.dates).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(before.attempts).toEqual([expect.objectContaining({ attempt: 1, reason: 'Address incomplete' })]);

    const tooLate = await call(t, asha, 'POST', `${url}/reattempt`, { date: '2026-12-05' });
    expect(tooLate.status).toBe(422);
    expect(tooLate.body.message).toBe('Please pick a re-attempt date in the next 7 days');
    const elsewhere = await call(t, asha, 'POST', `${url}/reattempt`, {
      date: '2026-11-25',
      address: { addressLine1: 'Flat 2, Lotus Court', zipCode: '110001' },
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.message).toBe(
      'The courier can only re-attempt delivery within PIN code 302001. To send it elsewhere, please contact us.',
    );

    const asked = await call(t, asha, 'POST', `${url}/reattempt`, {
      date: '2026-11-25',
      address: { addressLine1: 'Flat 2, Lotus Court', addressLine2: 'Near the temple', zipCode: '302001' },
      phone: '+91 98290 12345',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('Re-attempt requested');
    expect(asked.body.data).toMatchObject({
      canAct: false,
      attempts: [{ attempt: 1, action: 'reattempt', reattemptDate: '2026-11-25' }],
      deliverTo: { addressLine1: 'Flat 2, Lotus Court', addressLine2: 'Near the temple', phoneEnding: '2345' },
    });
    // Asked once: a second answer finds nothing waiting.
    const twice = await call(t, asha, 'POST', `${url}/reattempt`, { date: '2026-11-26' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('There is no failed delivery attempt waiting for a decision');
    // The link of the mail was spent by the decision.
    expect((await link(await fixLinkOf(order.orderNumber))).status).toBe(404);

    const admin = await view(order._id);
    expect(admin.current!.deliveryAttempts[0]).toMatchObject({
      action: 'reattempt',
      actionBy: 'Customer',
      newAddress: { addressLine1: 'Flat 2, Lotus Court', addressLine2: 'Near the temple', zipCode: '302001' },
      newPhone: '9829012345',
    });
    // The clock waits for 09:00 India time on the 25th, then the parcel is out for delivery again.
    expect(admin.current!.nextStage).toMatchObject({ status: 'out_for_delivery', dueAt: '2026-11-25T03:30:00.000Z' });
    const again = await act('advance', order._id);
    expect((again.body.data as OrderShipments).current!.status).toBe('out_for_delivery');
    const delivered = await act('advance', order._id);
    expect((delivered.body.data as OrderShipments).current!.status).toBe('delivered');
    await t.outbox.drain();
    expect(await orderOf(order._id)).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed' });
  });

  it('takes the admin’s re-attempt with a note, and the admin’s return to the seller', async () => {
    const order = await outForDelivery();
    await act('fail-attempt', order._id, { reason: 'Phone not reachable' });
    const bad = await act('reattempt', order._id, { date: '2026-11-23' });
    expect(bad.status).toBe(422);
    const asked = await act('reattempt', order._id, { date: '2026-11-24', phone: '9829012345', note: 'Call first' });
    expect(asked.status).toBe(200);
    expect((asked.body.data as OrderShipments).current!.deliveryAttempts[0]).toMatchObject({
      action: 'reattempt',
      actionBy: 'Meera Admin',
      note: 'Call first',
      newPhone: '9829012345',
    });
    expect((asked.body.data as OrderShipments).audit.map((a) => a.action)).toContain('shipment.reattempt');
    await act('advance', order._id);
    const second = await act('fail-attempt', order._id, { reason: 'Customer refused COD' });
    expect((second.body.data as OrderShipments).current!.deliveryAttempts.map((a) => a.attempt)).toEqual([1, 2]);
    const back = await act('rto', order._id, { note: 'Refused twice' });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe('Return to seller requested');
    expect((back.body.data as OrderShipments).current).toMatchObject({
      status: 'rto_initiated',
      statusLabel: 'Returning to seller (RTO)',
      nextStage: { status: 'rto_delivered' },
      actions: { reattempt: false, rto: false },
    });
    expect((await act('rto', order._id, {})).status).toBe(409);
  });
});

describe('the message’s link', () => {
  it('is single use, works without signing in, and acts on its own order only', async () => {
    const mine = await outForDelivery();
    const other = await outForDelivery();
    await act('fail-attempt', mine._id, { reason: 'Customer not available' });
    await act('fail-attempt', other._id, { reason: 'Customer not available' });
    const token = await fixLinkOf(mine.orderNumber);
    const seen = await link(token);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ orderId: mine._id, orderNumber: mine.orderNumber, canAct: true });
    expect(seen.body.data.deliverTo.phoneEnding).toHaveLength(4);
    // Reading it does not spend it; a refused answer does not either.
    expect((await link(token, { date: '2027-01-01' })).status).toBe(422);
    const used = await link(token, { date: '2026-11-26' });
    expect(used.status).toBe(200);
    expect(used.body.data.attempts[0]).toMatchObject({ action: 'reattempt', reattemptDate: '2026-11-26' });
    const again = await link(token, { date: '2026-11-27' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This link is invalid or has expired. Please open your order to see its delivery.');
    // The other order was not touched by this link.
    expect((await view(other._id)).current!.deliveryAttempts[0]!.action).toBeNull();
    // Made-up and malformed tokens are the same 404.
    expect((await link('x'.repeat(43))).status).toBe(404);
    expect((await link('not a token')).status).toBe(404);
    // Only the hash is stored.
    const rows = await t.database.db.select().from(orderActionTokens).where(eq(orderActionTokens.orderId, mine._id));
    expect(rows.every((row) => row.purpose === 'delivery-fix' && row.tokenHash !== token && row.usedAt)).toBe(true);
  });

  it('expires after 4 days', async () => {
    const order = await outForDelivery();
    await act('fail-attempt', order._id, { reason: 'Customer not available' });
    const token = await fixLinkOf(order.orderNumber);
    const start = clock;
    clock += 4 * DAY + 60_000;
    try {
      expect((await link(token)).status).toBe(404);
      expect((await link(token, { date: '2026-11-29' })).status).toBe(404);
    } finally {
      clock = start;
    }
  });
});

describe('three failed attempts: the parcel returns to the seller (spec §4)', () => {
  it('asks for the return itself after the third, then closes the order with its stock back and rto_at', async () => {
    await t.database.db.update(productSizes).set({ stock: 10 }).where(eq(productSizes.id, piece.sizeIds[0]!));
    const before = await stock();
    const order = await outForDelivery(2);
    expect(await stock()).toBe(before! - 2);
    for (const [i, date] of ['2026-11-24', '2026-11-25'].entries()) {
      await act('fail-attempt', order._id, { reason: 'Customer not available' });
      const asked = await call(t, asha, 'POST', `/api/orders/${order._id}/delivery-attempts/reattempt`, { date });
      expect(asked.status, `round ${i + 1}`).toBe(200);
      expect(((await act('advance', order._id)).body.data as OrderShipments).current!.status).toBe('out_for_delivery');
    }
    const third = await act('fail-attempt', order._id, { reason: 'Customer refused COD' });
    const current = (third.body.data as OrderShipments).current!;
    expect(current.status).toBe('rto_initiated');
    expect(current.deliveryAttempts.at(-1)).toMatchObject({
      attempt: 3,
      action: 'return',
      actionBy: 'Store',
      note: 'The courier failed 3 times: the store sent the parcel back (spec §4)',
    });
    const shopperView = (await call(t, asha, 'GET', `/api/orders/${order._id}/delivery-attempts`)).body.data;
    expect(shopperView).toMatchObject({ canAct: false, returning: true });
    // No fix link for the third attempt: two failed-attempt mails, for the first two.
    await t.outbox.drain();
    expect(
      sent.filter((m) => m.subject.includes('could not deliver') && m.subject.includes(order.orderNumber)),
    ).toHaveLength(2);

    expect(((await act('advance', order._id)).body.data as OrderShipments).current!.status).toBe('rto_delivered');
    await t.outbox.drain();
    await t.outbox.drain();
    const closed = await orderOf(order._id);
    expect(closed).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'cancelled',
      cancelReason: 'Returned to seller (RTO)',
    });
    expect(closed.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Returned to seller (RTO)',
      by: 'Store',
    });
    expect(await stock()).toBe(before);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.rtoAt?.toISOString()).toBe(new Date(clock).toISOString());
    const mails = sent.filter((m) => m.subject.includes(order.orderNumber));
    expect(mails.map((m) => m.subject)).toContain(`Your Kala order ${order.orderNumber} came back to us`);
    // The RTO mail replaces the cancellation's.
    expect(mails.some((m) => /has been cancelled/.test(m.subject))).toBe(false);
    // Closed once, however often the job runs.
    await t.outbox.drain();
    expect((await orderOf(order._id)).statusHistory.filter((h) => h.status === 'cancelled')).toHaveLength(1);
  });
});
