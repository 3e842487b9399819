import type { OrderItemRow, OrderRow, RefundRow } from './order-rows.ts';

/**
 * What may be refunded of an order, from its stored figures only (decision 024; never re-priced from the catalogue).
 * Pure: the refund path (refunds.ts) checks with these under the order's row lock, and the order view shows them.
 */

/**
 * What the shopper paid: the order's total once an online payment was captured for it (the order's own payment) or
 * cash on delivery was collected; 0 while unpaid, or when the order was cancelled before it was paid (a payment
 * that came later is refunded on its own, not against the order).
 */
export function paidPaise(row: OrderRow): number {
  const settled = row.paymentStatus === 'completed' || row.paymentStatus === 'refunded';
  if (!settled) return advanceHeldOnline(row) ? row.codAdvancePaise : 0;
  if (row.paymentMethod === 'razorpay') return row.providerPaymentId ? row.totalPaise : 0;
  return row.totalPaise;
}

/**
 * A cash-on-delivery order's advance paid online (issue 25, decision 033) while the cash is not collected yet: what
 * the shopper paid so far, and refunded through the provider (its payment is the order's `providerPaymentId`). Once
 * the cash is collected, the order's payment is the whole total and refunds are paid back by the owner, as for COD.
 */
export function advanceHeldOnline(row: OrderRow): boolean {
  return (
    row.paymentMethod === 'cash_on_delivery' &&
    row.advancePaidAt !== null &&
    row.providerPaymentId !== null &&
    row.paymentStatus !== 'completed' &&
    row.paymentStatus !== 'refunded'
  );
}

/** Whether a refund takes from what the order's payment can still give back: not failed, and of that payment. */
export function countsAgainstPayment(row: OrderRow, refund: RefundRow): boolean {
  if (refund.status === 'failed') return false;
  return refund.method === 'manual' || refund.providerPaymentId === row.providerPaymentId;
}

/** Paise refunded or on their way back against the order's payment. */
export function committedPaise(row: OrderRow, refunds: readonly RefundRow[]): number {
  return refunds.filter((r) => countsAgainstPayment(row, r)).reduce((sum, r) => sum + r.amountPaise, 0);
}

/** Paise the store may still refund: what was paid less what is refunded or on its way. */
export function refundablePaise(row: OrderRow, refunds: readonly RefundRow[]): number {
  return Math.max(0, paidPaise(row) - committedPaise(row, refunds));
}

/** Pieces of a line refunded or on their way back. */
export function refundedPieces(row: OrderRow, itemId: string, refunds: readonly RefundRow[]): number {
  return refunds
    .filter((r) => r.orderItemId === itemId && countsAgainstPayment(row, r))
    .reduce((sum, r) => sum + (r.quantity ?? 0), 0);
}

/**
 * The refund of `quantity` pieces of a line: what the shopper paid for them as the order was priced.
 * - An order priced per line (issue 24, decision 025) stores each line's taxable value and GST: the pieces get
 *   their share of that line's total, counted cumulatively over the line's pieces (`line total × pieces ÷ quantity`,
 *   rounded, after minus before), so refunding every piece gives back exactly the line's total, GST included
 *   whether prices included it or not, and the credit note's line reverses the same figures.
 * - An older order (one GST rate on the subtotal) gets the unit price plus the difference between the order's GST
 *   share of all goods refunded by line after it and before it (`taxPaise × goods ÷ subtotal`, rounded), so
 *   refunding every piece of every line gives back exactly the GST charged, never a paisa more through rounding.
 * Shipping and COD charges are not part of a line (the policy: shipping is not refundable, except by an amount the
 * owner chooses).
 */
export function lineRefundPaise(
  row: OrderRow,
  items: readonly OrderItemRow[],
  refunds: readonly RefundRow[],
  item: OrderItemRow,
  quantity: number,
): number {
  // Lines placed before per-line GST have a backfilled taxable value but no split (migration 0009).
  if (item.taxablePaise !== null && item.cgstPaise !== null && item.sgstPaise !== null && item.igstPaise !== null) {
    const lineTotal = item.taxablePaise + item.cgstPaise + item.sgstPaise + item.igstPaise;
    const before = refundedPieces(row, item.id, refunds);
    const share = (pieces: number) => Math.round((lineTotal * pieces) / item.quantity);
    return share(before + quantity) - share(before);
  }
  const unitOf = new Map(items.map((i) => [i.id, i.unitPricePaise]));
  const goodsBefore = refunds
    .filter((r) => r.orderItemId && r.quantity && countsAgainstPayment(row, r))
    .reduce((sum, r) => sum + (unitOf.get(r.orderItemId!) ?? 0) * r.quantity!, 0);
  const goods = item.unitPricePaise * quantity;
  const gstShare = (g: number) => (row.subtotalPaise > 0 ? Math.round((row.taxPaise * g) / row.subtotalPaise) : 0);
  return goods + gstShare(goodsBefore + goods) - gstShare(goodsBefore);
}
