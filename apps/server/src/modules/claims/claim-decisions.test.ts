import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, CLAIM_PATHS, type AdminClaim, type AdminClaimList, type Claim } from '@kala/contract/claims';
import type { Order } from '@kala/contract/orders';
import { idempotencyKeys, refunds } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call } from '../orders/test-orders.ts';
import { insertAdmin } from '../shipments/test-shipments.ts';
import { codOrder, insertStockedPiece, mailsAbout, onlineOrder, report, stockOf, type Admin } from './test-claims.ts';

/**
 * The admin's decisions on a claim (issue 26 item 5, decision 039): a refund through the one refund path (the
 * provider and a credit note for an online payment, a manual refund with the bank-transfer note for cash on
 * delivery), a replacement as a zero-price order shipped as usual, a decline with its reason; each once, however often
 * it is asked; each audited and mailed. Prices: ₹1,000 a piece, GST 18%: one piece refunds ₹1,180.
 */
let t: TestApp;
let admin: Admin;
let asha: Shopper;
let piece: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000', GST_PERCENT: '18' },
    {},
    { mailer: { send: async () => undefined, close: () => undefined } },
  );
  piece = await insertStockedPiece(t, 1000);
  admin = await insertAdmin(t);
});
// A fresh shopper for every test: each has their own report and photo budgets (claim-limits.ts).
beforeEach(async () => {
  asha = await insertShopper(t, 'Asha');
});
afterAll(() => t.close());

async function claimOn(order: Order): Promise<Claim> {
  const answer = await report(t, asha, order);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Claim;
}

const decide = (path: string, body: object = {}) => call(t, admin, 'POST', path, body);
const shopperOrder = async (orderId: string) =>
  (await call(t, asha, 'GET', `/api/orders/${orderId}`)).body.data as Order;
const claimRefunds = (claimId: string) =>
  t.database.db
    .select()
    .from(refunds)
    .where(like(refunds.idempotencyKey, `claim-${claimId}-%`));

async function documentKinds(orderId: string): Promise<string[]> {
  const listed = await call(t, asha, 'GET', `/api/orders/${orderId}/documents`);
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return (listed.body.data as { kind: string }[]).map((d) => d.kind);
}

describe('an approved refund', () => {
  it('refunds an online payment through the provider, issues a credit note, mails and audits', async () => {
    const order = await onlineOrder(t, asha, admin, piece, 2);
    const claim = await claimOn(order);
    const detail = await call(t, admin, 'GET', CLAIM_PATHS.admin(claim.id));
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ paymentMethod: 'razorpay', items: [{ unitPrice: 1000, quantity: 1 }] });

    const answer = await decide(CLAIM_PATHS.adminRefund(claim.id));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(CLAIM_MESSAGES.refunded);
    expect(answer.body.data).toMatchObject({
      status: 'refunded',
      refund: { amount: 1180, method: 'provider', note: null },
    });

    // The provider's refund: requested in the transaction, sent by the outbox job, then processed.
    expect((await claimRefunds(claim.id)).map((r) => [r.status, r.amountPaise, r.method])).toEqual([
      ['requested', 118000, 'provider'],
    ]);
    await t.outbox.drain();
    expect((await claimRefunds(claim.id)).map((r) => r.status)).toEqual(['processed']);
    const after = await shopperOrder(order._id);
    expect(after.refundedAmount).toBe(1180);
    expect(after.items[0]!.refundedQuantity).toBe(1);
    // The invoice (issued at delivery) and the credit note for the refunded piece.
    expect(await documentKinds(order._id)).toEqual(['tax_invoice', 'credit_note']);

    const shown = await call(t, asha, 'GET', CLAIM_PATHS.order(order._id));
    expect(shown.body.data.claims[0]).toMatchObject({ status: 'refunded', refund: { amount: 1180 } });
    const [mail] = await mailsAbout(t, `refund for order ${order.orderNumber} is approved`);
    expect(mail?.text).toContain('₹1,180.00');
    const audited = await call(t, admin, 'GET', `/api/orders/admin/${order._id}`);
    const entry = (audited.body.data.audit as { action: string; after: { claimId: string } }[]).find(
      (a) => a.action === 'claim.refund',
    );
    expect(entry?.after).toMatchObject({ claimId: claim.id, status: 'refunded', amount: 1180, method: 'provider' });
  });

  it('records a cash-on-delivery refund with the bank-transfer note the admin must give', async () => {
    const order = await codOrder(t, asha, admin, piece);
    const claim = await claimOn(order);
    const bare = await decide(CLAIM_PATHS.adminRefund(claim.id));
    expect(bare.status).toBe(422);
    expect(bare.body.message).toBe(CLAIM_MESSAGES.noteRequired);

    const note = 'NEFT to Asha Verma, UTR SBIN0000123456, 28 Nov';
    const answer = await decide(CLAIM_PATHS.adminRefund(claim.id), { note });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'refunded', refund: { amount: 1180, method: 'manual', note } });
    expect((await claimRefunds(claim.id)).map((r) => [r.status, r.method])).toEqual([['processed', 'manual']]);
    expect(await documentKinds(order._id)).toEqual(['tax_invoice', 'credit_note']);
    const [mail] = await mailsAbout(t, `refund for order ${order.orderNumber} is approved`);
    expect(mail?.text).toContain(note);
  });
});

describe('an approved replacement', () => {
  it('creates a zero-price order of the pieces, takes stock, takes no payment, and ships as usual', async () => {
    const order = await codOrder(t, asha, admin, piece);
    const claim = await claimOn(order);
    const before = await stockOf(t, piece.sizeIds[0]!);

    const answer = await decide(CLAIM_PATHS.adminReplace(claim.id), { note: 'Packed in double foam' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(CLAIM_MESSAGES.replaced);
    const decided = answer.body.data as AdminClaim;
    expect(decided.status).toBe('replaced');
    expect(decided.replacementOrder?.orderNumber).toMatch(/^KALA-/);
    expect(await stockOf(t, piece.sizeIds[0]!)).toBe(before! - 1);

    const replacement = await shopperOrder(decided.replacementOrder!.id);
    expect(replacement).toMatchObject({
      orderStatus: 'confirmed',
      paymentStatus: 'completed',
      totalAmount: 0,
      subtotal: 0,
      tax: 0,
      shippingCost: 0,
      refundableAmount: 0,
      shippingAddress: { zipCode: order.shippingAddress.zipCode },
    });
    expect(replacement.items.map((i) => [i.product.name, i.size, i.quantity, i.price])).toEqual([
      [order.items[0]!.product.name, '8 inch', 1, 0],
    ]);
    expect(replacement.statusHistory[0]!.note).toContain(`Replacement for ${order.orderNumber}`);

    // Shipped as usual: the admin's shipment, prepaid, nothing to collect.
    const shipment = await call(t, admin, 'POST', `/api/shipping/create-shipment/${replacement._id}`, {});
    expect(shipment.status, JSON.stringify(shipment.body)).toBe(201);
    const awb = await call(t, admin, 'POST', `/api/shipping/generate-awb/${replacement._id}`, {});
    expect(awb.status, JSON.stringify(awb.body)).toBe(200);

    const [mail] = await mailsAbout(t, `replacement is on its way for order ${order.orderNumber}`);
    expect(mail?.text).toContain(decided.replacementOrder!.orderNumber);
  });

  it('refuses when the size has too few pieces left, and leaves the claim open', async () => {
    const scarce = await insertStockedPiece(t, 2);
    const order = await codOrder(t, asha, admin, scarce, { quantity: 2 });
    const claim = await claimOn(order);
    const answer = await decide(CLAIM_PATHS.adminReplace(claim.id));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(CLAIM_MESSAGES.replacementShort(order.items[0]!.product.name, '8 inch', 0));
    expect((await call(t, admin, 'GET', CLAIM_PATHS.admin(claim.id))).body.data.status).toBe('open');
  });
});

describe('a decline', () => {
  it('needs a reason, closes the claim, and tells the shopper why', async () => {
    const order = await codOrder(t, asha, admin, piece);
    const claim = await claimOn(order);
    const bare = await decide(CLAIM_PATHS.adminDecline(claim.id), { reason: ' ' });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe(CLAIM_MESSAGES.reasonRequired);
    const reason = 'The photos show the piece whole; the mark is part of the glaze.';
    const answer = await decide(CLAIM_PATHS.adminDecline(claim.id), { reason });
    expect(answer.status).toBe(200);
    const shown = await call(t, asha, 'GET', CLAIM_PATHS.order(order._id));
    expect(shown.body.data.claims[0]).toMatchObject({ status: 'declined', declineReason: reason });
    // Still inside the window, with nothing open: the shopper may report again (a new piece of evidence).
    expect(shown.body.data.canReport).toBe(true);
    const [mail] = await mailsAbout(t, `About your report on order ${order.orderNumber}`);
    expect(mail?.text).toContain(reason);
    const other = await decide(CLAIM_PATHS.adminRefund(claim.id), {});
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(CLAIM_MESSAGES.closed);
  });
});

describe('one outcome however often it is asked', () => {
  it('makes one refund of five parallel approvals, the others answering it as a replay', async () => {
    const order = await onlineOrder(t, asha, admin, piece, 1);
    const claim = await claimOn(order);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => decide(CLAIM_PATHS.adminRefund(claim.id))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await claimRefunds(claim.id)).toHaveLength(1);
    expect((await shopperOrder(order._id)).refundedAmount).toBe(1180);
  });

  it('makes one replacement order of five parallel approvals, and a refund after it is refused', async () => {
    const order = await codOrder(t, asha, admin, piece);
    const claim = await claimOn(order);
    const before = await stockOf(t, piece.sizeIds[0]!);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => decide(CLAIM_PATHS.adminReplace(claim.id))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const made = new Set(answers.map((a) => (a.body.data as AdminClaim).replacementOrder?.id));
    expect(made.size).toBe(1);
    const keys = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, claim.id));
    expect(keys).toHaveLength(1);
    expect(await stockOf(t, piece.sizeIds[0]!)).toBe(before! - 1);
    const refund = await decide(CLAIM_PATHS.adminRefund(claim.id), { note: 'x' });
    expect(refund.status).toBe(409);
  });
});

describe('the admin’s list', () => {
  it('lists open claims oldest first with the count, closed ones apart; admins only', async () => {
    const open = await call(t, admin, 'GET', CLAIM_PATHS.adminList);
    expect(open.status).toBe(200);
    const list = open.body.data as AdminClaimList;
    expect(list.claims.every((c) => c.status === 'open' || c.status === 'info_requested')).toBe(true);
    expect(list.openCount).toBe(list.claims.length);
    const stamps = list.claims.map((c) => c.createdAt);
    expect([...stamps].sort()).toEqual(stamps);
    const closed = (await call(t, admin, 'GET', `${CLAIM_PATHS.adminList}?status=closed`)).body.data as AdminClaimList;
    expect(closed.claims.map((c) => c.status)).toEqual(expect.arrayContaining(['refunded', 'replaced', 'declined']));
    expect((await call(t, asha, 'GET', CLAIM_PATHS.adminList)).status).toBe(403);
    expect((await call(t, undefined, 'GET', CLAIM_PATHS.adminList)).status).toBe(401);
    const bad = await call(t, admin, 'GET', `${CLAIM_PATHS.adminList}?status=nope`);
    expect(bad.status).toBe(400);
    expect((await call(t, admin, 'GET', CLAIM_PATHS.admin('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });
});
