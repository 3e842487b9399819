import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@kala/contract/orders';
import type { OrderShipments, Tracking } from '@kala/contract/shipments';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import {
  shiprocketScan,
  STAND_IN_EMAIL,
  STAND_IN_PASSWORD,
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from '../../providers/shipping/shiprocket-stand-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call } from '../orders/test-orders.ts';
import { codOrder, insertAdmin, insertPiece } from './test-shipments.ts';

/** The store with Shiprocket switched on, against the local stand-in: the shipment routes and the tracking webhook. */
const TOKEN = 'webhook-token-0123456789abcdef';
let t: TestApp;
let standIn: ShiprocketStandIn;
let clock = Date.parse('2026-11-23T04:30:00Z');
const sent: MailMessage[] = [];
let asha: Shopper;
let admin: Awaited<ReturnType<typeof insertAdmin>>;
let piece: { id: string; sizeIds: string[] };

beforeAll(async () => {
  standIn = await startShiprocketStandIn();
  t = await createTestApp(
    {
      PUBLIC_URL: 'https://kala.example',
      ORDER_RATE_LIMIT: '10000',
      SHIPROCKET_EMAIL: STAND_IN_EMAIL,
      SHIPROCKET_PASSWORD: STAND_IN_PASSWORD,
      SHIPROCKET_BASE_URL: standIn.baseUrl,
      SHIPROCKET_WEBHOOK_TOKEN: TOKEN,
    },
    {},
    { now: () => clock, mailer: { send: async (m) => void sent.push(m), close: () => undefined } },
  );
  piece = await insertPiece(t);
  asha = await insertShopper(t, 'Asha');
  admin = await insertAdmin(t);
});

afterAll(async () => {
  await t.close();
  await standIn.close();
});

beforeEach(() => standIn.reset());

const act = (action: string, orderId: string, body?: unknown) =>
  call(t, admin, 'POST', `/api/shipping/${action}/${orderId}`, body);
const orderOf = async (orderId: string) => (await call(t, asha, 'GET', `/api/orders/${orderId}`)).body.data as Order;
const webhook = (body: unknown, key: string | null = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/shipping/webhook',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-api-key': key }) },
    payload: JSON.stringify(body),
  });

/** A COD order with a Shiprocket shipment and its AWB. */
async function shippedOrder() {
  const order = await codOrder(t, asha, piece, 1);
  expect((await act('create-shipment', order._id, {})).status).toBe(201);
  const awb = await act('generate-awb', order._id, {});
  expect(awb.status, JSON.stringify(awb.body)).toBe(200);
  return { order, awb: (awb.body.data as OrderShipments).current!.awb! };
}

describe('shipments with Shiprocket', () => {
  it('creates the adhoc order, assigns the AWB with the order’s courier, schedules the pickup, makes the label', async () => {
    const order = await codOrder(t, asha, piece, 2);
    const created = await act('create-shipment', order._id, {});
    expect(created.status).toBe(201);
    const current = (created.body.data as OrderShipments).current!;
    expect(current).toMatchObject({ provider: 'shiprocket', status: 'created', pickupLocation: 'Primary' });
    expect(current.providerShipmentId).toMatch(/^\d+$/);
    const adhoc = standIn.requests.find((r) => r.path.endsWith('/orders/create/adhoc'))!.body as Record<
      string,
      unknown
    >;
    expect(adhoc).toMatchObject({
      order_id: order.orderNumber,
      payment_method: 'COD',
      sub_total: order.totalAmount,
      weight: 1.5,
      billing_pincode: '302001',
    });
    // No local clock with Shiprocket.
    expect((await act('advance', order._id)).body.message).toBe('Only the local courier’s clock can be advanced');

    const awb = await act('generate-awb', order._id, {});
    expect((awb.body.data as OrderShipments).current).toMatchObject({ status: 'awb_assigned', courierId: 10 });
    const assign = standIn.requests.find((r) => r.path.endsWith('/courier/assign/awb'))!.body;
    expect(assign).toEqual({ shipment_id: Number(current.providerShipmentId), courier_id: order.courier.id });

    expect(((await act('pickup', order._id)).body.data as OrderShipments).current!.pickupScheduledAt).toBe(
      '2026-11-24T08:30:00.000Z',
    );
    expect(((await act('label', order._id)).body.data as OrderShipments).current!.labelUrl).toMatch(/\.pdf$/);
    const places = await call(t, admin, 'GET', '/api/shipping/pickup-locations');
    expect(places.body.data[0]).toMatchObject({ name: 'Primary', city: 'Jaipur' });
  });

  it('answers the spec’s message when the shipment cannot be created, and leaves the order free to try again', async () => {
    const order = await codOrder(t, asha, piece, 1);
    standIn.queue('/orders/create/adhoc', { status: 500, json: { message: 'Server Error' } });
    const failed = await act('create-shipment', order._id, {});
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ success: false, message: 'Failed to create shipment. Please contact support.' });
    expect((await act('create-shipment', order._id, {})).status).toBe(201);
  });

  it('tells the admin why an AWB was refused (HTTP 200 with an error body)', async () => {
    const order = await codOrder(t, asha, piece, 1);
    await act('create-shipment', order._id, {});
    standIn.queue('/courier/assign/awb', {
      status: 200,
      json: { awb_assign_status: 0, response: { data: { awb_assign_error: 'Courier not serviceable' } } },
    });
    const refused = await act('generate-awb', order._id, {});
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(
      'The courier could not assign an AWB. Shiprocket AWB assignment failed: Courier not serviceable',
    );
    expect((await act('generate-awb', order._id, {})).status).toBe(200);
  });

  it('cancels with Shiprocket before pickup', async () => {
    const { order } = await shippedOrder();
    const cancelled = await act('cancel', order._id, { reason: 'Customer asked to hold' });
    expect(cancelled.status).toBe(200);
    expect(standIn.requests.filter((r) => r.path.endsWith('/orders/cancel'))).toHaveLength(1);
  });

  it('polls tracking when read (at most every 5 minutes) and the order follows', async () => {
    const { order, awb } = await shippedOrder();
    const polls = () => standIn.requests.filter((r) => r.path.includes('/courier/track/awb/')).length;
    const read = async () => (await call(t, asha, 'GET', `/api/shipping/track/${order._id}`)).body.data as Tracking;
    standIn.scan(awb, shiprocketScan(42, '2026-11-23 15:00:00', 'Shipment picked up'));
    clock += 6 * 60_000;
    const before = polls();
    expect((await read()).shipment!.status).toBe('picked_up');
    expect(polls()).toBe(before + 1);
    standIn.scan(awb, shiprocketScan(18, '2026-11-23 21:00:00', 'In transit'));
    // Within 5 minutes of the last poll: what is stored (the webhook keeps it current).
    expect((await read()).shipment!.status).toBe('picked_up');
    expect(polls()).toBe(before + 1);
    clock += 6 * 60_000;
    expect((await read()).shipment!.status).toBe('in_transit');
    await t.outbox.drain();
    expect(await orderOf(order._id)).toMatchObject({ orderStatus: 'shipped', trackingNumber: awb });
  });
});

describe('the tracking webhook', () => {
  it('refuses a missing or wrong x-api-key with 401', async () => {
    const body = { awb: '123', current_status_id: 7 };
    for (const key of [null, '', 'wrong-token', `${TOKEN}x`]) {
      const answer = await webhook(body, key);
      expect(answer.statusCode, String(key)).toBe(401);
      expect(answer.json()).toEqual({ success: false, message: 'Invalid webhook token' });
    }
  });

  it('acknowledges an unknown AWB, and answers a body without one 400', async () => {
    const unknown = await webhook({ awb: '999999999', current_status_id: 7 });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, message: 'Unknown AWB: ignored' });
    expect((await webhook({ current_status: 'DELIVERED' })).statusCode).toBe(400);
    expect((await webhook({ awb: { nested: true } })).statusCode).toBe(400);
  });

  it('applies a delivered event once even when it is sent twice: one history entry, one mail, COD paid', async () => {
    const { order, awb } = await shippedOrder();
    const pickedUp = {
      awb,
      courier_name: 'Delhivery Surface',
      current_status: 'PICKED UP',
      current_status_id: 42,
      shipment_status: 'PICKED UP',
      shipment_status_id: 42,
      current_timestamp: '23 11 2026 15:32:17',
      order_id: order.orderNumber,
      scans: [shiprocketScan(42, '2026-11-23 15:32:17', 'Shipment picked up')],
    };
    expect((await webhook(pickedUp)).json()).toEqual({ success: true, message: 'Tracking recorded' });
    const delivered = {
      ...pickedUp,
      current_status: 'DELIVERED',
      current_status_id: 7,
      shipment_status: 'DELIVERED',
      shipment_status_id: 7,
      current_timestamp: '25 11 2026 11:37:00',
      scans: [...pickedUp.scans, shiprocketScan(7, '2026-11-25 11:37:00', 'Delivered', 'MUMBAI, MAHARASHTRA')],
    };
    expect((await webhook(delivered)).statusCode).toBe(200);
    expect((await webhook(delivered)).statusCode).toBe(200);
    await t.outbox.drain();
    expect((await webhook(delivered)).statusCode).toBe(200);
    await t.outbox.drain();

    const after = await orderOf(order._id);
    expect(after).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed', trackingNumber: awb });
    expect(after.statusHistory.filter((h) => h.status === 'delivered')).toHaveLength(1);
    expect(after.statusHistory.filter((h) => h.status === 'shipped')).toHaveLength(1);
    expect(sent.filter((m) => m.subject.includes(order.orderNumber) && /delivered/.test(m.subject))).toHaveLength(1);

    const tracking = (await call(t, asha, 'GET', `/api/shipping/track/${order._id}`)).body.data as Tracking;
    expect(tracking.shipment!.events.filter((e) => e.status === 'delivered')).toHaveLength(1);
    expect(tracking.shipment!.events[0]).toMatchObject({
      status: 'delivered',
      description: 'Delivered',
      location: 'MUMBAI, MAHARASHTRA',
      at: '2026-11-25T06:07:00.000Z',
    });
  });

  it('records a late scan without moving the shipment back', async () => {
    const { order, awb } = await shippedOrder();
    await webhook({
      awb,
      current_status_id: 17,
      scans: [shiprocketScan(17, '2026-11-24 09:00:00', 'Out for delivery')],
    });
    await webhook({ awb, current_status_id: 18, scans: [shiprocketScan(18, '2026-11-23 20:00:00', 'In transit')] });
    const tracking = (await call(t, asha, 'GET', `/api/shipping/track/${order._id}`)).body.data as Tracking;
    expect(tracking.shipment!.status).toBe('out_for_delivery');
    expect(tracking.shipment!.events.map((e) => e.status).slice(0, 2)).toEqual(['out_for_delivery', 'in_transit']);
  });
});
