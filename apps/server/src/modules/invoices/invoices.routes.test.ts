import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAccount } from '../analytics/test-sales.ts';
import { draftFor, insertOrderRow } from './test-documents.ts';

/** An order's documents in short: the shopper's own only (another's order is a 404), any order for an admin. */
let t: TestApp;
let shopper: Awaited<ReturnType<typeof insertAccount>>;
let other: Awaited<ReturnType<typeof insertAccount>>;
let admin: Awaited<ReturnType<typeof insertAccount>>;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await insertAccount(t, 'Asha');
  other = await insertAccount(t, 'Ravi');
  admin = await insertAccount(t, 'Meera', 'admin');
  orderId = await insertOrderRow(t.database.db, shopper.id);
  await t.database.db.transaction(async (tx) => {
    const invoice = await t.app.invoices.issueDocument(
      tx,
      draftFor({ orderId, issuedAt: '2026-04-15T10:00:00+05:30' }),
    );
    await t.app.invoices.issueDocument(
      tx,
      draftFor({
        orderId,
        kind: 'credit_note',
        issuedAt: '2026-04-20T10:00:00+05:30',
        invoiceId: invoice.id,
        reason: 'Cancelled after dispatch',
      }),
    );
  });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/orders/:id/documents', () => {
  it("lists the shopper's own order's invoice, then its credit note", async () => {
    const answer = await get(`/api/orders/${orderId}/documents`, shopper.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([
      expect.objectContaining({
        kind: 'tax_invoice',
        number: 'KA/26-27/000001',
        totalPaise: 105_000,
        invoiceNumber: null,
      }),
      expect.objectContaining({ kind: 'credit_note', number: 'KC/26-27/000001', invoiceNumber: 'KA/26-27/000001' }),
    ]);
  });

  it("answers 404 for another shopper's order, a missing one and a malformed id alike", async () => {
    for (const id of [orderId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await get(`/api/orders/${id}/documents`, other.headers);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, message: 'Order not found' });
    }
  });

  it('answers 401 to a guest', async () => {
    expect((await get(`/api/orders/${orderId}/documents`)).statusCode).toBe(401);
  });
});

describe('GET /api/orders/admin/:id/documents', () => {
  it("lists any order's documents for an admin", async () => {
    const answer = await get(`/api/orders/admin/${orderId}/documents`, admin.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.map((d: { number: string }) => d.number)).toEqual(['KA/26-27/000001', 'KC/26-27/000001']);
  });

  it('answers 403 to a shopper, even for their own order', async () => {
    expect((await get(`/api/orders/admin/${orderId}/documents`, shopper.headers)).statusCode).toBe(403);
  });
});
