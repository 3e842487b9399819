import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderShipments } from '@kala/contract/shipments';
import {
  STAND_IN_EMAIL,
  STAND_IN_PASSWORD,
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from '../../../providers/shipping/shiprocket-stand-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertShopper, type Shopper } from '../../cart/test-shoppers.ts';
import { call } from '../../orders/test-orders.ts';
import { codOrder, insertAdmin, insertPiece } from '../test-shipments.ts';
import { fetchRaw } from './test-paperwork.ts';

/** With Shiprocket on, its own label and manifest PDFs (its documented calls, against the stand-in). */
let t: TestApp;
let standIn: ShiprocketStandIn;
let asha: Shopper;
let admin: Awaited<ReturnType<typeof insertAdmin>>;
let piece: { id: string; sizeIds: string[] };

beforeAll(async () => {
  standIn = await startShiprocketStandIn();
  t = await createTestApp({
    ORDER_RATE_LIMIT: '10000',
    SHIPROCKET_EMAIL: STAND_IN_EMAIL,
    SHIPROCKET_PASSWORD: STAND_IN_PASSWORD,
    SHIPROCKET_BASE_URL: standIn.baseUrl,
  });
  piece = await insertPiece(t);
  asha = await insertShopper(t, 'Asha');
  admin = await insertAdmin(t);
});

afterAll(async () => {
  await t.close();
  await standIn.close();
});

beforeEach(() => standIn.reset());

/** A COD order with a Shiprocket shipment and its AWB; answers Shiprocket's shipment id. */
async function shipped() {
  const order = await codOrder(t, asha, piece, 1);
  expect((await call(t, admin, 'POST', `/api/shipping/create-shipment/${order._id}`, {})).status).toBe(201);
  const awb = await call(t, admin, 'POST', `/api/shipping/generate-awb/${order._id}`, {});
  expect(awb.status, JSON.stringify(awb.body)).toBe(200);
  const shipmentId = [...standIn.shipments.values()].find(
    (s) => s.awb === (awb.body.data as OrderShipments).current!.awb,
  )!.shipmentId;
  return { order, shipmentId };
}

const callsTo = (path: string) => standIn.requests.filter((r) => r.path === `/v1/external${path}`);

describe('Shiprocket’s own paperwork', () => {
  it('prints Shiprocket’s label file for one order, and one file for a selection', async () => {
    const one = await shipped();
    const two = await shipped();
    standIn.reset();
    const single = await fetchRaw(t, admin, 'GET', `/api/admin/orders/${one.order._id}/label.pdf`);
    expect(single.status).toBe(200);
    expect(single.headers['content-type']).toBe('application/pdf');
    expect(single.bytes.toString('latin1')).toContain(`Shiprocket stand-in labels/${one.shipmentId}.pdf`);
    expect(callsTo('/courier/generate/label').map((r) => r.body)).toEqual([{ shipment_id: [one.shipmentId] }]);

    const batch = await fetchRaw(t, admin, 'POST', '/api/admin/orders/labels.pdf', {
      orderIds: [one.order._id, two.order._id],
    });
    expect(batch.status).toBe(200);
    expect(batch.bytes.toString('latin1')).toContain(`labels/${one.shipmentId}-${two.shipmentId}.pdf`);
    expect(callsTo('/courier/generate/label')[1]?.body).toEqual({ shipment_id: [one.shipmentId, two.shipmentId] });
  });

  it('prints Shiprocket’s manifest for the chosen parcels', async () => {
    const one = await shipped();
    const two = await shipped();
    standIn.reset();
    const manifest = await fetchRaw(t, admin, 'POST', '/api/admin/orders/manifest.pdf', {
      orderIds: [two.order._id, one.order._id],
    });
    expect(manifest.status).toBe(200);
    expect(manifest.bytes.toString('latin1')).toContain(`manifests/${two.shipmentId}-${one.shipmentId}.pdf`);
    expect(callsTo('/manifests/generate').map((r) => r.body)).toEqual([
      { shipment_id: [two.shipmentId, one.shipmentId] },
    ]);
  });

  it('answers 503 with a message when Shiprocket fails or its file cannot be fetched, and asks nothing without an AWB', async () => {
    const { order } = await shipped();
    standIn.failFiles(403);
    const gone = await call(t, admin, 'GET', `/api/admin/orders/${order._id}/label.pdf`);
    expect(gone.status).toBe(503);
    expect(gone.body.message).toBe('The courier service could not make its PDF just now; try again in a minute');
    standIn.failFiles(null);
    standIn.queue('/manifests/generate', { status: 500, json: { message: 'Internal error' } });
    expect((await call(t, admin, 'POST', '/api/admin/orders/manifest.pdf', { orderIds: [order._id] })).status).toBe(
      503,
    );

    const bare = await codOrder(t, asha, piece, 1);
    standIn.reset();
    expect((await call(t, admin, 'GET', `/api/admin/orders/${bare._id}/label.pdf`)).status).toBe(409);
    expect(callsTo('/courier/generate/label')).toHaveLength(0);
  });
});
