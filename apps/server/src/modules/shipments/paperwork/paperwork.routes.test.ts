import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@kala/contract/orders';
import { PAPERWORK_BATCH_MAX } from '@kala/contract/paperwork';
import type { OrderShipments } from '@kala/contract/shipments';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertShopper, type Shopper } from '../../cart/test-shoppers.ts';
import { call } from '../../orders/test-orders.ts';
import { codOrder, insertAdmin, insertPiece } from '../test-shipments.ts';
import { fetchRaw, readPdf } from './test-paperwork.ts';

/** The admin's labels and packing slips with the local courier (issue 24 item 6). */
let t: TestApp;
let asha: Shopper;
let admin: Awaited<ReturnType<typeof insertAdmin>>;
let piece: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '10000', STORE_NAME: 'Kala Studio' });
  piece = await insertPiece(t);
  asha = await insertShopper(t, 'Asha');
  admin = await insertAdmin(t);
});

afterAll(() => t.close());

/** An order with a local-courier shipment and its AWB. */
async function withAwb(quantity = 2): Promise<{ order: Order; awb: string; courier: string }> {
  const order = await codOrder(t, asha, piece, quantity);
  expect((await call(t, admin, 'POST', `/api/shipping/create-shipment/${order._id}`, {})).status).toBe(201);
  const awb = await call(t, admin, 'POST', `/api/shipping/generate-awb/${order._id}`, {});
  expect(awb.status, JSON.stringify(awb.body)).toBe(200);
  const current = (awb.body.data as OrderShipments).current!;
  return { order, awb: current.awb!, courier: current.courierName! };
}

describe('a shipping label', () => {
  it('is a 4x6 inch PDF with the AWB, ship-to, COD amount, order number, weight and return address', async () => {
    const { order, awb, courier } = await withAwb(2);
    const answer = await fetchRaw(t, admin, 'GET', `/api/admin/orders/${order._id}/label.pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.bytes.toString('latin1')).toContain('/MediaBox [0 0 288 432]');
    const { text, pages } = await readPdf(answer.bytes);
    expect(pages).toBe(1);
    expect(text).toContain(awb);
    expect(text).toContain(courier);
    expect(text).toContain(order.shippingAddress.fullName);
    expect(text).toContain(`PIN ${order.shippingAddress.zipCode}`);
    expect(text).toContain(`Phone: ${order.shippingAddress.phone}`);
    expect(text).toContain(`COD: Collect ₹${order.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    expect(text).toContain(`Order ${order.orderNumber}`);
    // 0.5 kg of box and 0.5 kg a piece.
    expect(text).toContain('2 pieces · Weight 1.5 kg');
    expect(text).toContain('IF UNDELIVERED, RETURN TO');
    expect(text).toContain('Kala Studio');
  });

  it('needs an AWB: an order without a shipment is a 409 that says what to do', async () => {
    const order = await codOrder(t, asha, piece, 1);
    const answer = await call(t, admin, 'GET', `/api/admin/orders/${order._id}/label.pdf`);
    expect(answer.status).toBe(409);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toBe(
      `No AWB yet for ${order.orderNumber}: create the shipment and generate its AWB before printing a label`,
    );
  });

  it('is for admins only (403 to a shopper, 401 to a guest) and 404 for an unknown order', async () => {
    const { order } = await withAwb(1);
    for (const [method, url, body] of [
      ['GET', `/api/admin/orders/${order._id}/label.pdf`],
      ['GET', `/api/admin/orders/${order._id}/packing-slip.pdf`],
      ['POST', '/api/admin/orders/labels.pdf', { orderIds: [order._id] }],
      ['POST', '/api/admin/orders/packing-slips.pdf', { orderIds: [order._id] }],
      ['POST', '/api/admin/orders/manifest.pdf', { orderIds: [order._id] }],
    ] as const) {
      expect((await call(t, asha, method, url, body)).status, url).toBe(403);
      expect((await call(t, undefined, method, url, body)).status, url).toBe(401);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await call(t, admin, 'GET', `/api/admin/orders/${unknown}/label.pdf`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Order not found');
    expect((await call(t, admin, 'GET', '/api/admin/orders/not-an-id/packing-slip.pdf')).status).toBe(404);
  });
});

describe('a packing slip', () => {
  it('lists the pieces with their sizes, quantities and prices, and needs no shipment', async () => {
    const order = await codOrder(t, asha, piece, 3);
    const answer = await fetchRaw(t, admin, 'GET', `/api/admin/orders/${order._id}/packing-slip.pdf`);
    expect(answer.status).toBe(200);
    const { text } = await readPdf(answer.bytes);
    expect(text).toContain('Packing slip');
    expect(text).toContain(`Order ${order.orderNumber}`);
    expect(text).toMatch(/Terracotta Lamp 8 inch 3 ₹1,200\.00 ₹3,600\.00/);
    expect(text).toContain('3 pieces in this parcel');
  });
});

describe('one PDF for a selection', () => {
  it('has a page per order, each order once, in the order chosen', async () => {
    const first = await withAwb(1);
    const second = await withAwb(2);
    const labels = await fetchRaw(t, admin, 'POST', '/api/admin/orders/labels.pdf', {
      orderIds: [second.order._id, first.order._id, second.order._id],
    });
    expect(labels.status).toBe(200);
    const read = await readPdf(labels.bytes);
    expect(read.pages).toBe(2);
    expect(read.text.indexOf(second.awb)).toBeLessThan(read.text.indexOf(first.awb));
    const slips = await fetchRaw(t, admin, 'POST', '/api/admin/orders/packing-slips.pdf', {
      orderIds: [first.order._id, second.order._id],
    });
    expect(slips.status).toBe(200);
    expect((await readPdf(slips.bytes)).pages).toBe(2);
  });

  it('refuses a selection that is empty, too long, or not order ids, with a clear message', async () => {
    const { order } = await withAwb(1);
    const cases: [unknown, string][] = [
      [{}, 'Choose the orders to print'],
      [{ orderIds: [] }, 'Choose the orders to print'],
      [{ orderIds: ['nope'] }, 'An order id is not valid'],
      [
        { orderIds: Array.from({ length: PAPERWORK_BATCH_MAX + 1 }, () => order._id) },
        'Choose at most 100 orders at a time',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await call(t, admin, 'POST', '/api/admin/orders/labels.pdf', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    // A selection with one order lacking an AWB names that order and prints nothing.
    const bare = await codOrder(t, asha, piece, 1);
    const mixed = await call(t, admin, 'POST', '/api/admin/orders/labels.pdf', { orderIds: [order._id, bare._id] });
    expect(mixed.status).toBe(409);
    expect(mixed.body.message).toContain(bare.orderNumber);
    expect(mixed.body.message).not.toContain(order.orderNumber);
  });

  it('has no manifest with the local courier (409 saying so)', async () => {
    const { order } = await withAwb(1);
    const answer = await call(t, admin, 'POST', '/api/admin/orders/manifest.pdf', { orderIds: [order._id] });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('The local courier makes no manifest: hand the parcels over with their labels');
  });
});
