import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@kala/contract/orders';
import type { TaxDocument } from '@kala/contract/tax-documents';
import { orders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call, JAIPUR } from '../orders/test-orders.ts';
import { codOrder, insertAdmin, insertPiece } from '../shipments/test-shipments.ts';

/**
 * The tax invoice is issued at dispatch (issue 24 item 4): with the AWB, or when the admin marks the order shipped,
 * in that transaction, once per order, never for an order cancelled before it. Runs on PGlite and on PostgreSQL.
 * The seller is the configuration's demo GSTIN of Rajasthan (08); the piece is taxed at GST_PERCENT (18%).
 */
let t: TestApp;
let asha: Shopper;
let admin: Awaited<ReturnType<typeof insertAdmin>>;
let piece: { id: string; sizeIds: string[] };
const MUMBAI = { ...JAIPUR, city: 'Mumbai', state: 'Maharashtra', zipCode: '400001' };

beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '10000' });
  piece = await insertPiece(t);
  asha = await insertShopper(t, 'Asha');
  admin = await insertAdmin(t);
});
afterAll(() => t.close());

const act = (action: string, orderId: string, body: unknown = {}) =>
  call(t, admin, 'POST', `/api/shipping/${action}/${orderId}`, body);

async function documentsOf(orderId: string): Promise<TaxDocument[]> {
  const listed = await call(t, asha, 'GET', `/api/orders/${orderId}/documents`);
  expect(listed.status).toBe(200);
  const items = listed.body.data as { id: string }[];
  return Promise.all(items.map(async (item) => (await t.app.invoices.document(item.id, null)).document));
}

async function ship(orderId: string) {
  expect((await act('create-shipment', orderId)).status).toBe(201);
  const awb = await act('generate-awb', orderId);
  expect(awb.status, JSON.stringify(awb.body)).toBe(200);
}

const sequenceOf = (doc: TaxDocument) => Number(doc.number.split('/').at(-1));

describe('the invoice issued at dispatch', () => {
  it('gives 20 orders whose AWBs are generated at once 20 invoices with consecutive numbers', async () => {
    const placed: Order[] = [];
    for (let i = 0; i < 20; i += 1) placed.push(await codOrder(t, asha, piece, 1));
    for (const order of placed) expect((await act('create-shipment', order._id)).status).toBe(201);
    const answers = await Promise.all(placed.map((order) => act('generate-awb', order._id)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));

    const invoices = (await Promise.all(placed.map((order) => documentsOf(order._id)))).map((docs) => {
      expect(docs).toHaveLength(1);
      return docs[0]!;
    });
    const sequences = invoices.map(sequenceOf).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => sequences[0]! + i));
    expect(new Set(invoices.map((d) => d.number)).size).toBe(20);
    expect(invoices.every((d) => /^[A-Za-z0-9/-]{1,16}$/.test(d.number) && d.kind === 'tax_invoice')).toBe(true);
  });

  it('prints CGST + SGST inside Rajasthan and IGST for Maharashtra, its total the order’s to the paisa', async () => {
    const local = await codOrder(t, asha, piece, 2);
    await ship(local._id);
    const [intra] = await documentsOf(local._id);
    expect(intra!.interState).toBe(false);
    expect(intra!.totals.cgstPaise).toBeGreaterThan(0);
    expect(intra!.totals.sgstPaise).toBe(intra!.totals.cgstPaise);
    expect(intra!.totals.igstPaise).toBe(0);
    expect(intra!.totals.totalPaise).toBe(Math.round(local.totalAmount * 100));
    expect(intra!.recipient).toMatchObject({ legalName: 'Asha Verma', stateName: 'Rajasthan', stateCode: '08' });
    expect(intra!.supplier.gstin).toMatch(/^08/);
    expect(intra!.totals.totalInWords).toMatch(/^Rupees .+ Only$/);

    const added = await call(t, asha, 'POST', '/api/cart/add', {
      productId: piece.id,
      sizeId: piece.sizeIds[0],
      quantity: 1,
    });
    expect(added.status).toBe(200);
    const placed = await call(
      t,
      asha,
      'POST',
      '/api/orders',
      { shippingAddress: MUMBAI, paymentMethod: 'cash_on_delivery', useCartItems: true },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(placed.status).toBe(201);
    const far = placed.body.data.order as Order;
    await ship(far._id);
    const [inter] = await documentsOf(far._id);
    expect(inter).toMatchObject({ interState: true, placeOfSupply: { stateName: 'Maharashtra', stateCode: '27' } });
    expect(inter!.totals.cgstPaise + inter!.totals.sgstPaise).toBe(0);
    // ₹1,200 at 18% IGST = ₹216, plus shipping and COD at the goods' rate.
    expect(inter!.lines[0]).toMatchObject({ kind: 'goods', taxablePaise: 120000, igstPaise: 21600 });
    expect(inter!.totals.totalPaise).toBe(Math.round(far.totalAmount * 100));
  });

  it('is issued when the admin marks the order shipped, and a second dispatch answers the same invoice', async () => {
    const order = await codOrder(t, asha, piece, 1);
    const shipped = await call(t, admin, 'PATCH', `/api/orders/${order._id}/status`, {
      status: 'shipped',
      trackingNumber: 'DTDC12345',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const [first, ...more] = await documentsOf(order._id);
    expect(more).toHaveLength(0);
    expect(first!.kind).toBe('tax_invoice');

    const delivered = await call(t, admin, 'PATCH', `/api/orders/${order._id}/status`, { status: 'delivered' });
    expect(delivered.status).toBe(200);
    expect(await documentsOf(order._id)).toEqual([first]);
  });

  it('answers a second AWB call with a 409 and leaves the one invoice as it was', async () => {
    const order = await codOrder(t, asha, piece, 1);
    await ship(order._id);
    const before = await documentsOf(order._id);
    expect((await act('generate-awb', order._id)).status).toBe(409);
    expect(await documentsOf(order._id)).toEqual(before);
  });

  it('issues none for an order cancelled before dispatch', async () => {
    const order = await codOrder(t, asha, piece, 1);
    const cancelled = await call(t, asha, 'PATCH', `/api/orders/${order._id}/cancel`, { reason: 'Changed my mind' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await act('create-shipment', order._id)).status).toBe(409);
    const shipped = await call(t, admin, 'PATCH', `/api/orders/${order._id}/status`, {
      status: 'shipped',
      trackingNumber: 'DTDC99999',
    });
    expect(shipped.status).toBe(409);
    expect(await documentsOf(order._id)).toEqual([]);
  });

  it('still dispatches an order placed before per-line GST, without an invoice', async () => {
    const order = await codOrder(t, asha, piece, 1);
    await t.database.db
      .update(orders)
      .set({ placeOfSupplyCode: null, placeOfSupplyName: null, chargesRatePercent: null })
      .where(eq(orders.id, order._id));
    await ship(order._id);
    expect(await documentsOf(order._id)).toEqual([]);
  });
});
