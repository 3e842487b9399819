import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@kala/contract/orders';
import type { OrderShipments } from '@kala/contract/shipments';
import type { MailMessage } from '../../../lib/mail/mailer.ts';
import {
  shiprocketScan,
  STAND_IN_EMAIL,
  STAND_IN_PASSWORD,
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from '../../../providers/shipping/shiprocket-stand-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertShopper, type Shopper } from '../../cart/test-shoppers.ts';
import { call } from '../../orders/test-orders.ts';
import { codOrder, insertAdmin, insertPiece } from '../test-shipments.ts';

/**
 * Failed delivery attempts with Shiprocket (decision 032), against the stand-in: the NDR list and the tracking
 * webhook's 'Undelivered' record each attempt once; re-attempt and return reach `POST /ndr/{awb}/action` with the
 * documented body; Shiprocket's refusals and failures reach the admin as 409 and 503, never 500.
 */
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
/** The admin's view, after the tracking poll's 5 minutes: it reads Shiprocket's tracking and NDR list again. */
const freshView = async (orderId: string) => {
  clock += 6 * 60_000;
  return (await call(t, admin, 'GET', `/api/shipping/shipment/${orderId}`)).body.data as OrderShipments;
};
const orderOf = async (orderId: string) => (await call(t, asha, 'GET', `/api/orders/${orderId}`)).body.data as Order;
const webhook = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/shipping/webhook',
    headers: { 'content-type': 'application/json', 'x-api-key': TOKEN },
    payload: JSON.stringify(body),
  });
const ndrActions = (awb: string) =>
  standIn.requests.filter((r) => r.method === 'POST' && r.path === `/v1/external/ndr/${awb}/action`);
const failedMails = (orderNumber: string) =>
  sent.filter((m) => m.subject === `We could not deliver your Kala order ${orderNumber}`);

/** A COD order with a Shiprocket AWB whose parcel is out for delivery (the webhook said so). */
async function outForDelivery() {
  const order = await codOrder(t, asha, piece, 1);
  expect((await act('create-shipment', order._id, {})).status).toBe(201);
  const awb = ((await act('generate-awb', order._id, {})).body.data as OrderShipments).current!.awb!;
  const scans = [
    shiprocketScan(42, '2026-11-23 15:00:00', 'Shipment picked up'),
    shiprocketScan(17, '2026-11-24 09:30:00', 'Out for delivery', 'JAIPUR, RAJASTHAN'),
  ];
  for (const scan of scans) standIn.scan(awb, scan);
  expect((await webhook({ awb, current_status_id: 17, shipment_status_id: 17, scans })).statusCode).toBe(200);
  return { order, awb, scans };
}

/** The webhook's 'Undelivered' for the AWB, as Shiprocket sends it (the NDR list gets the attempt too). */
async function undelivered(awb: string, scans: unknown[], date: string, reason: string) {
  const scan = { ...shiprocketScan(21, date, `Undelivered - ${reason}`), 'sr-status-label': 'UNDELIVERED' };
  scans.push(scan);
  standIn.scan(awb, scan);
  const attempt = standIn.failDelivery(awb, reason, date);
  const answer = await webhook({
    awb,
    current_status: 'UNDELIVERED',
    current_status_id: 21,
    shipment_status: 'UNDELIVERED',
    shipment_status_id: 21,
    current_timestamp: date.replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3 $2 $1'),
    scans,
  });
  expect(answer.statusCode).toBe(200);
  return attempt;
}

describe('NDR from Shiprocket', () => {
  it('records an attempt once from the webhook, again and from the NDR list, and mails the shopper once', async () => {
    const { order, awb, scans } = await outForDelivery();
    await undelivered(awb, scans, '2026-11-24 14:10:00', 'Customer not available');
    // Shiprocket retries the same delivery; the list says the same attempt.
    await webhook({ awb, current_status: 'UNDELIVERED', current_status_id: 21, scans });
    const seen = await freshView(order._id);
    expect(standIn.requests.some((r) => r.path === '/v1/external/ndr/all' && r.query.get('search') === awb)).toBe(true);
    expect(seen.current).toMatchObject({
      status: 'delivery_failed',
      actions: { reattempt: true, rto: true, failAttempt: false },
    });
    expect(seen.current!.deliveryAttempts).toEqual([
      expect.objectContaining({ attempt: 1, reason: 'Undelivered - Customer not available', action: null }),
    ]);
    await t.outbox.drain();
    expect(failedMails(order.orderNumber)).toHaveLength(1);
    // The order stays shipped while the courier holds it.
    expect((await orderOf(order._id)).orderStatus).toBe('shipped');
  });

  it('records attempts the NDR list names that no webhook brought, with Shiprocket’s reason', async () => {
    const { order, awb } = await outForDelivery();
    standIn.failDelivery(awb, 'Customer Asked For Future Delivery', '2026-11-24 18:40:12');
    const seen = await freshView(order._id);
    expect(seen.current!.status).toBe('delivery_failed');
    expect(seen.current!.deliveryAttempts).toEqual([
      expect.objectContaining({
        attempt: 1,
        reason: 'Customer Asked For Future Delivery',
        at: '2026-11-24T13:10:12.000Z',
      }),
    ]);
    // Read again: still one.
    expect((await freshView(order._id)).current!.deliveryAttempts).toHaveLength(1);
  });
});

describe('the NDR action', () => {
  it('sends the admin’s re-attempt with the documented body, then the return', async () => {
    const { order, awb, scans } = await outForDelivery();
    await undelivered(awb, scans, '2026-11-24 14:10:00', 'Address incomplete');
    const asked = await act('reattempt', order._id, {
      date: '2026-11-26',
      address: { addressLine1: 'Flat 2, Lotus Court', addressLine2: 'Near the temple', zipCode: '302001' },
      phone: '98290 12345',
      note: 'Landmark: blue gate',
    });
    expect(asked.status).toBe(200);
    expect(ndrActions(awb).map((r) => r.body)).toEqual([
      {
        action: 're-attempt',
        comments: 'Landmark: blue gate',
        deferred_date: '2026-11-26',
        phone: '9829012345',
        address1: 'Flat 2, Lotus Court',
        address2: 'Near the temple',
      },
    ]);
    expect(standIn.ndrAction(awb)).toBe('re-attempt');

    // Out again, and refused again: this time the admin sends it back.
    scans.push(shiprocketScan(17, '2026-11-26 09:30:00', 'Out for delivery'));
    await webhook({ awb, current_status_id: 17, scans });
    await undelivered(awb, scans, '2026-11-26 13:00:00', 'Customer refused COD');
    const seen = await freshView(order._id);
    expect(seen.current!.deliveryAttempts.map((a) => [a.attempt, a.action])).toEqual([
      [1, 'reattempt'],
      [2, null],
    ]);
    const back = await act('rto', order._id, {});
    expect(back.status).toBe(200);
    expect(ndrActions(awb).at(-1)!.body).toEqual({ action: 'return', comments: 'Return to origin asked by the store' });
    expect((back.body.data as OrderShipments).current!.status).toBe('rto_initiated');

    // Shiprocket's RTO Delivered closes the order: payment cancelled, stock back, the history says why.
    await webhook({ awb, current_status: 'RTO DELIVERED', current_status_id: 10, shipment_status_id: 10 });
    await t.outbox.drain();
    const closed = await orderOf(order._id);
    expect(closed).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'cancelled' });
    expect(closed.statusHistory.at(-1)!.note).toBe('Returned to seller (RTO)');
  });

  it('answers Shiprocket’s refusal with 409 and its failure with 503, in words, never 500', async () => {
    const { order, awb, scans } = await outForDelivery();
    await undelivered(awb, scans, '2026-11-24 14:10:00', 'Customer not available');
    standIn.queue('/ndr/action', {
      status: 422,
      json: { message: 'Action already taken on this NDR', status_code: 422 },
    });
    const refused = await act('reattempt', order._id, { date: '2026-11-25' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The courier could not take the re-attempt request. Shiprocket NDR action failed: answered 422: Action already taken on this NDR',
    );
    standIn.queue('/ndr/action', { status: 500, json: { message: 'Server Error' } });
    const down = await act('rto', order._id, {});
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(
      'The courier could not start the return to the seller. Shiprocket NDR action failed: server error (500): Server Error',
    );
    // Nothing was decided: the attempt still waits.
    const seen = await freshView(order._id);
    expect(seen.current!.deliveryAttempts[0]!.action).toBeNull();
    // The stand-in's own validation, as Shiprocket documents it: action and comments are required.
    const direct = await fetch(`${standIn.baseUrl}/ndr/${awb}/action`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer token-1' },
      body: JSON.stringify({ action: 'reattempt' }),
    });
    expect(direct.status).toBe(422);
    expect(await direct.json()).toMatchObject({
      errors: { action: ['The selected action is invalid.'], comments: ['The comments field is required.'] },
    });
  });

  it('tells Shiprocket the shopper’s re-attempt through the outbox, retried after a failure', async () => {
    const { order, awb, scans } = await outForDelivery();
    await undelivered(awb, scans, '2026-11-24 14:10:00', 'Customer not available');
    standIn.queue('/ndr/action', { status: 503, json: { message: 'Service Unavailable' } });
    const asked = await call(t, asha, 'POST', `/api/orders/${order._id}/delivery-attempts/reattempt`, {
      date: '2026-11-27',
    });
    expect(asked.status).toBe(200);
    await t.outbox.runOnce();
    expect(ndrActions(awb)).toHaveLength(1);
    expect(standIn.ndrAction(awb)).toBeNull();
    clock += 10 * 60_000;
    await t.outbox.drain();
    expect(ndrActions(awb)).toHaveLength(2);
    expect(ndrActions(awb)[1]!.body).toEqual({
      action: 're-attempt',
      comments: 'Customer asks for a re-attempt on 2026-11-27',
      deferred_date: '2026-11-27',
    });
    expect(standIn.ndrAction(awb)).toBe('re-attempt');
  });

  it('asks Shiprocket for the return itself after the third failed attempt', async () => {
    const { order, awb } = await outForDelivery();
    standIn.failDelivery(awb, 'Customer not available', '2026-11-24 14:10:00');
    standIn.failDelivery(awb, 'Customer not available', '2026-11-25 14:10:00');
    standIn.failDelivery(awb, 'Customer refused COD', '2026-11-26 14:10:00');
    const seen = await freshView(order._id);
    expect(seen.current!.deliveryAttempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(seen.current!.deliveryAttempts[2]).toMatchObject({ action: 'return', actionBy: 'Store' });
    await t.outbox.drain();
    expect(ndrActions(awb).map((r) => (r.body as { action: string }).action)).toEqual(['return']);
    expect((await freshView(order._id)).current!.status).toBe('rto_initiated');
    // Only the newest attempt tells the shopper, and the third does not (it is coming back): no fix-link mail.
    expect(failedMails(order.orderNumber)).toHaveLength(0);
  });
});
