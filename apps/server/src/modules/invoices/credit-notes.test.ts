import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@kala/contract/orders';
import type { TaxDocument } from '@kala/contract/tax-documents';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call } from '../orders/test-orders.ts';
import { codOrder, insertAdmin, insertPiece } from '../shipments/test-shipments.ts';

/**
 * Credit notes in the transaction of their cause (issue 24 item 5, decision 028): a cancellation after the invoice
 * reverses what is left of it, a refund of a line its pieces with their tax, a refund of an amount that amount
 * apportioned; none before an invoice. Jaipur, inside Rajasthan: CGST + SGST at 9% each on ₹1,200 a piece.
 */
let t: TestApp;
let asha: Shopper;
let admin: Awaited<ReturnType<typeof insertAdmin>>;
let piece: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '10000' });
  piece = await insertPiece(t);
  asha = await insertShopper(t, 'Asha');
  admin = await insertAdmin(t);
});
afterAll(() => t.close());

async function documentsOf(orderId: string): Promise<TaxDocument[]> {
  const listed = await call(t, asha, 'GET', `/api/orders/${orderId}/documents`);
  return Promise.all(
    (listed.body.data as { id: string }[]).map(async (d) => (await t.app.invoices.document(d.id, null)).document),
  );
}
const status = (orderId: string, body: object) => call(t, admin, 'PATCH', `/api/orders/${orderId}/status`, body);
const refund = (orderId: string, body: object) => call(t, admin, 'POST', `/api/admin/orders/${orderId}/refunds`, body);

async function shipped(quantity: number): Promise<Order> {
  const order = await codOrder(t, asha, piece, quantity);
  expect((await call(t, admin, 'POST', `/api/shipping/create-shipment/${order._id}`, {})).status).toBe(201);
  expect((await call(t, admin, 'POST', `/api/shipping/generate-awb/${order._id}`, {})).status).toBe(200);
  return order;
}

describe('credit notes', () => {
  it('reverses the whole invoice when the admin cancels after dispatch, with the reason printed', async () => {
    const order = await shipped(2);
    const cancelled = await status(order._id, { status: 'cancelled', note: 'Parcel lost by the courier' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [invoice, note, ...more] = await documentsOf(order._id);
    expect(more).toHaveLength(0);
    expect(note).toMatchObject({
      kind: 'credit_note',
      creditFor: { invoiceNumber: invoice!.number, reason: 'Parcel lost by the courier' },
      recipient: invoice!.recipient,
    });
    expect(note!.totals).toMatchObject({
      taxablePaise: invoice!.totals.taxablePaise,
      cgstPaise: invoice!.totals.cgstPaise,
      sgstPaise: invoice!.totals.sgstPaise,
      totalPaise: invoice!.totals.totalPaise,
    });
    expect(note!.number).toMatch(/^KC\//);
  });

  it('issues none for a cancellation before dispatch', async () => {
    const order = await codOrder(t, asha, piece, 1);
    expect((await status(order._id, { status: 'cancelled', note: 'Out of clay' })).status).toBe(200);
    expect(await documentsOf(order._id)).toEqual([]);
  });

  it('credits a line refund’s pieces with their tax, an amount apportioned, and the rest at cancellation', async () => {
    const order = await shipped(2);
    expect((await status(order._id, { status: 'shipped' })).status).toBe(200);
    expect((await status(order._id, { status: 'delivered' })).status).toBe(200);
    const line = await refund(order._id, { orderItemId: order.items[0]!._id, quantity: 1, reason: 'Cracked' });
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    const [, lineNote] = await documentsOf(order._id);
    // One of two pieces: ₹1,200 taxable, CGST ₹108 + SGST ₹108.
    expect(lineNote!.lines).toEqual([
      expect.objectContaining({ kind: 'goods', quantity: 1, taxablePaise: 120000, cgstPaise: 10800, sgstPaise: 10800 }),
    ]);
    expect(lineNote!.creditFor!.reason).toBe('Refund: Cracked');

    expect((await refund(order._id, { amount: 100, reason: 'Late delivery' })).status).toBe(201);
    const [, , amountNote] = await documentsOf(order._id);
    expect(amountNote!.totals.totalPaise).toBe(10000);

    expect((await status(order._id, { status: 'cancelled', note: 'Returned' })).status).toBe(200);
    const all = await documentsOf(order._id);
    const [invoice] = all;
    const credited = all.slice(1).reduce((sum, d) => sum + d.totals.totalPaise, 0);
    // Every paisa of the invoice is reversed, none twice.
    expect(credited).toBe(invoice!.totals.totalPaise);
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise'] as const) {
      expect(all.slice(1).reduce((sum, d) => sum + d.totals[key], 0)).toBe(invoice!.totals[key]);
    }
  });
});
