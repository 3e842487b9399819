import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@kala/contract/orders';
import type { OrderShipments, Tracking } from '@kala/contract/shipments';
import { orders, outbox } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call } from '../orders/test-orders.ts';
import { codOrder, insertAdmin, insertPiece } from './test-shipments.ts';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let clock = Date.parse('2026-11-23T04:30:00Z');
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
const track = (orderId: string, who: Shopper | undefined = asha) =>
  call(t, who, 'GET', `/api/shipping/track/${orderId}`);
const orderOf = async (orderId: string) => (await call(t, asha, 'GET', `/api/orders/${orderId}`)).body.data as Order;
const mailsTo = (orderNumber: string) => sent.filter((mail) => mail.subject.includes(orderNumber));

describe('who may use the shipment routes', () => {
  it('answers 401 to a guest and 403 to a shopper on every admin route', async () => {
    const order = await codOrder(t, asha, piece);
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['POST', `/api/shipping/create-shipment/${order._id}`, {}],
      ['POST', `/api/shipping/generate-awb/${order._id}`, {}],
      ['POST', `/api/shipping/pickup/${order._id}`],
      ['POST', `/api/shipping/label/${order._id}`],
      ['GET', `/api/shipping/label/${order._id}`],
      ['POST', `/api/shipping/advance/${order._id}`],
      ['POST', `/api/shipping/cancel/${order._id}`, { reason: 'Wrong address' }],
      ['POST', `/api/shipping/return/${order._id}`],
      ['GET', `/api/shipping/shipment/${order._id}`],
      ['GET', '/api/shipping/pickup-locations'],
    ];
    for (const [method, url, body] of routes) {
      const guest = await call(t, undefined, method, url, body);
      expect(guest.status, url).toBe(401);
      expect(guest.body.success).toBe(false);
      const shopper = await call(t, asha, method, url, body);
      expect(shopper.status, url).toBe(403);
      expect(shopper.body.success).toBe(false);
    }
    // Nothing was made by the refused calls.
    expect((await view(order._id)).current).toBeNull();
  });

  it('lets the shopper track their own order, an admin any order, and nobody else (404)', async () => {
    const order = await codOrder(t, asha, piece);
    const own = await track(order._id);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ orderId: order._id, orderStatus: 'pending', shipment: null });
    expect((await track(order._id, admin)).status).toBe(200);
    const other = await track(order._id, ravi);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, message: 'Order not found' });
    expect((await call(t, undefined, 'GET', `/api/shipping/track/${order._id}`)).status).toBe(401);
    expect((await track(randomUUID())).status).toBe(404);
    expect((await track('not-an-id')).status).toBe(404);
  });

  it('answers bad ids 404 and bad bodies 400 in the envelope, never a 500', async () => {
    const order = await codOrder(t, asha, piece);
    expect((await act('create-shipment', randomUUID(), {})).status).toBe(404);
    expect((await act('generate-awb', 'x'.repeat(100), {})).status).toBe(404);
    const badBodies: [string, unknown][] = [
      ['create-shipment', { pickupLocation: 42 }],
      ['create-shipment', { pickupLocation: 'x'.repeat(5000) }],
      ['create-shipment', { pickupLocation: '   ' }],
      ['generate-awb', { courierId: 'ten' }],
      ['generate-awb', { courierId: -1 }],
      ['generate-awb', { courierId: 1.5 }],
      ['cancel', {}],
      ['cancel', { reason: '' }],
      ['cancel', { reason: 'x'.repeat(501) }],
      ['cancel', { reason: ['a'] }],
    ];
    for (const [action, body] of badBodies) {
      const answer = await act(action, order._id, body);
      expect(answer.status, `${action} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await act('cancel', order._id, {})).body.message).toBe('Please give a reason for cancelling the shipment');
    expect((await act('cancel', order._id, { reason: 'x'.repeat(501) })).body.message).toBe(
      'Reason must be at most 500 characters',
    );
  });
});

describe('the local courier: the whole journey offline', () => {
  it('creates, assigns an AWB, advances to delivered; the order follows, COD is paid, the shopper is mailed', async () => {
    const order = await codOrder(t, asha, piece, 2);

    const created = await act('create-shipment', order._id, {});
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Shipment created');
    const afterCreate = created.body.data as OrderShipments;
    expect(afterCreate.provider).toBe('local');
    expect(afterCreate.canCreate).toBe(false);
    expect(afterCreate.current).toMatchObject({
      provider: 'local',
      status: 'created',
      awb: null,
      pickupLocation: 'Primary',
      providerOrderId: order.orderNumber,
      actions: { generateAwb: true, schedulePickup: false, advance: false, cancel: true, return: false },
    });

    // One live shipment per order.
    const again = await act('create-shipment', order._id, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order already has a shipment. Cancel it before creating another.');

    // Nothing to advance before the AWB.
    expect((await act('advance', order._id)).body.message).toBe('Generate the AWB first');

    const awb = await act('generate-awb', order._id, {});
    expect(awb.status).toBe(200);
    const withAwb = (awb.body.data as OrderShipments).current!;
    expect(withAwb.awb).toMatch(/^KALA\d{10}$/);
    expect(withAwb).toMatchObject({ status: 'awb_assigned', courierName: 'Kala Express', courierId: order.courier.id });
    expect(withAwb.nextStage).toMatchObject({ status: 'picked_up', label: 'Picked up' });
    expect((await act('generate-awb', order._id, {})).status).toBe(409);

    const pickup = await act('pickup', order._id);
    expect(pickup.status).toBe(200);
    expect((pickup.body.data as OrderShipments).current).toMatchObject({ status: 'pickup_scheduled' });
    expect((await act('pickup', order._id)).body.message).toBe('A pickup is already scheduled for this shipment');

    const label = await act('label', order._id);
    expect((label.body.data as OrderShipments).current!.labelUrl).toBe(`/api/shipping/label/${order._id}`);
    const printable = await t.app.inject({
      method: 'GET',
      url: `/api/shipping/label/${order._id}`,
      headers: admin.headers,
    });
    expect(printable.statusCode).toBe(200);
    expect(printable.headers['content-type']).toMatch(/^text\/html/);
    expect(printable.body).toContain(withAwb.awb!);
    expect(printable.body).toContain('Asha Verma');
    expect(printable.body).toContain('Cash on delivery: collect');

    // The shopper sees the shipment before it moves; the order is still as placed.
    const before = (await track(order._id)).body.data as Tracking;
    expect(before.shipment).toMatchObject({
      status: 'pickup_scheduled',
      awb: withAwb.awb,
      courierName: 'Kala Express',
    });
    expect(before.shipment!.events.map((e) => e.status)).toEqual(['pickup_scheduled', 'awb_assigned', 'created']);

    // Advance courier clock: picked up → the order ships (through the outbox) with the AWB as tracking number.
    const picked = await act('advance', order._id);
    expect(picked.status).toBe(200);
    expect(picked.body.message).toBe('Courier clock advanced');
    expect((picked.body.data as OrderShipments).current!.status).toBe('picked_up');
    // Cancelling is over once the parcel left.
    const late = await act('cancel', order._id, { reason: 'Changed mind' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('A shipment that is picked up can no longer be cancelled');
    await t.outbox.drain();
    expect(await orderOf(order._id)).toMatchObject({ orderStatus: 'shipped', trackingNumber: withAwb.awb });

    for (const status of ['in_transit', 'out_for_delivery', 'delivered']) {
      const step = await act('advance', order._id);
      expect((step.body.data as OrderShipments).current!.status).toBe(status);
    }
    const over = await act('advance', order._id);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('This shipment has reached the end of its journey');

    await t.outbox.drain();
    const delivered = await orderOf(order._id);
    expect(delivered).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed' });
    // Each change once: shipped and delivered in the history once each, by the store.
    const history = delivered.statusHistory.map((h) => `${h.status}:${h.by}`);
    expect(history.filter((h) => h.startsWith('shipped'))).toEqual(['shipped:Store']);
    expect(history.filter((h) => h.startsWith('delivered'))).toEqual(['delivered:Store']);
    expect(mailsTo(order.orderNumber).map((m) => m.subject.replace(order.orderNumber, '#'))).toEqual(
      expect.arrayContaining(['Your Kala order # has shipped', 'Your Kala order # has been delivered']),
    );
    expect(mailsTo(order.orderNumber).filter((m) => /delivered/.test(m.subject))).toHaveLength(1);

    // The shopper's tracking: newest first, ending in Delivered at the destination.
    const tracking = (await track(order._id)).body.data as Tracking;
    expect(tracking.orderStatus).toBe('delivered');
    expect(tracking.shipment!.statusLabel).toBe('Delivered');
    expect(tracking.shipment!.events.map((e) => e.status)).toEqual([
      'delivered',
      'out_for_delivery',
      'in_transit',
      'picked_up',
      'pickup_scheduled',
      'awb_assigned',
      'created',
    ]);
    expect(tracking.shipment!.events[0]).toMatchObject({ label: 'Delivered', location: 'Jaipur (302001)' });

    // Every admin change is in the audit, by the admin.
    const final = await view(order._id);
    expect(final.audit.map((a) => a.action)).toEqual([
      'shipment.create',
      'shipment.awb',
      'shipment.pickup',
      'shipment.label',
      'shipment.advance',
      'shipment.advance',
      'shipment.advance',
      'shipment.advance',
    ]);
    expect(final.audit[0]!.by).toBe(`Meera Admin <${admin.email}>`);
    expect(final.audit[1]).toMatchObject({
      before: { awb: null },
      after: { awb: withAwb.awb, status: 'awb_assigned' },
    });

    // A return after delivery, on the local courier's own clock.
    expect(final.current!.actions.return).toBe(true);
    const returned = await act('return', order._id);
    expect(returned.status).toBe(200);
    expect((returned.body.data as OrderShipments).current).toMatchObject({
      status: 'return_initiated',
      nextStage: { status: 'returned' },
    });
    const back = await act('advance', order._id);
    expect((back.body.data as OrderShipments).current!.status).toBe('returned');
    await t.outbox.drain();
    // The order keeps its delivered status: what happens to the money is the admin's call.
    expect((await orderOf(order._id)).orderStatus).toBe('delivered');
  });

  it('moves on by itself as the hours pass (the clock job), without anyone reading', async () => {
    const order = await codOrder(t, asha, piece, 1);
    await act('create-shipment', order._id, {});
    await act('generate-awb', order._id, {});
    await t.outbox.drain();
    clock += 60 * HOUR;
    // Each clock job materializes what fell due and queues the next; the order follows through the outbox.
    for (let round = 0; round < 10 && (await t.outbox.runOnce()) > 0; round += 1);
    const row = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row[0]).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
    const events = (await view(order._id)).current!.events.map((e) => e.status);
    expect(events.slice(0, 4)).toEqual(['delivered', 'out_for_delivery', 'in_transit', 'picked_up']);
  });

  it('materializes due stages when the tracking is read', async () => {
    const order = await codOrder(t, asha, piece, 1);
    await act('create-shipment', order._id, {});
    await act('generate-awb', order._id, {});
    // Drop the clock job: the read alone must bring the shipment up to date.
    await t.database.db.delete(outbox).where(eq(outbox.kind, 'shipment-clock'));
    clock += 13 * HOUR;
    const tracking = (await track(order._id)).body.data as Tracking;
    expect(tracking.shipment!.status).toBe('in_transit');
    expect(tracking.shipment!.events.map((e) => e.status).slice(0, 2)).toEqual(['in_transit', 'picked_up']);
    // Reading again adds nothing.
    const again = (await track(order._id)).body.data as Tracking;
    expect(again.shipment!.events).toHaveLength(tracking.shipment!.events.length);
  });
});

describe('refusals and cancelling', () => {
  it('refuses a shipment for a cancelled order', async () => {
    const order = await codOrder(t, asha, piece, 1);
    expect((await call(t, asha, 'PATCH', `/api/orders/${order._id}/cancel`, {})).status).toBe(200);
    const answer = await act('create-shipment', order._id, {});
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, message: 'This order is cancelled, so it cannot be shipped' });
    expect((await view(order._id)).canCreate).toBe(false);
  });

  it('refuses an unknown pickup location, and lists the known ones', async () => {
    const order = await codOrder(t, asha, piece, 1);
    const answer = await act('create-shipment', order._id, { pickupLocation: 'Warehouse 9' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Unknown pickup location');
    const places = await call(t, admin, 'GET', '/api/shipping/pickup-locations');
    expect(places.status).toBe(200);
    expect(places.body.data).toEqual([
      expect.objectContaining({ name: 'Primary', pincode: '302001', city: 'Jaipur', primary: true }),
    ]);
    expect((await act('create-shipment', order._id, { pickupLocation: 'Primary' })).status).toBe(201);
  });

  it('cancels a shipment with its reason before pickup, keeps it on record, and lets a new one be made', async () => {
    const order = await codOrder(t, asha, piece, 1);
    expect((await act('cancel', order._id, { reason: 'Wrong box' })).body.message).toBe(
      'This order has no shipment yet',
    );
    await act('create-shipment', order._id, {});
    await act('generate-awb', order._id, {});
    const cancelled = await act('cancel', order._id, { reason: 'Wrong box' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Shipment cancelled');
    const after = cancelled.body.data as OrderShipments;
    expect(after.current).toBeNull();
    expect(after.canCreate).toBe(true);
    expect(after.earlier[0]).toMatchObject({ status: 'cancelled', cancelReason: 'Wrong box' });
    expect(after.audit.at(-1)).toMatchObject({ action: 'shipment.cancel', after: { status: 'cancelled' } });

    const second = await act('create-shipment', order._id, {});
    expect(second.status).toBe(201);
    expect((second.body.data as OrderShipments).current!.providerOrderId).toBe(`${order.orderNumber}-2`);
    // The order is untouched by a cancelled shipment.
    expect((await orderOf(order._id)).orderStatus).toBe('pending');
  });

  it('gives one shipment when two admins press Create at once', async () => {
    const order = await codOrder(t, asha, piece, 1);
    const answers = await Promise.all([act('create-shipment', order._id, {}), act('create-shipment', order._id, {})]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('only returns a delivered shipment', async () => {
    const order = await codOrder(t, asha, piece, 1);
    await act('create-shipment', order._id, {});
    const answer = await act('return', order._id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Only a delivered shipment can be returned');
  });
});
