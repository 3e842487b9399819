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
  if (!settled) return 0;
  if (row.paymentMethod === 'razorpay') return row.providerPaymentId ? row.totalPaise : 0;
  return row.totalPaise;
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
 * The refund of `quantity` pieces of a line: their unit price as ordered, plus their share of the GST the order
 * charged. The GST of every line refund is the difference between the order's GST share of all goods refunded by
 * line after it and before it (`taxPaise × goods ÷ subtotal`, rounded), so refunding every piece of every line gives
 * back exactly the GST charged, never a paisa more through rounding. Shipping and COD charges are not part of a line
 * (the policy: shipping is not refundable, except by an amount the owner chooses).
 */
export function lineRefundPaise(
  row: OrderRow,
  items: readonly OrderItemRow[],
  refunds: readonly RefundRow[],
  item: OrderItemRow,
  quantity: number,
): number {
  const unitOf = new Map(items.map((i) => [i.id, i.unitPricePaise]));
  const goodsBefore = refunds
    .filter((r) => r.orderItemId && r.quantity && countsAgainstPayment(row, r))
    .reduce((sum, r) => sum + (unitOf.get(r.orderItemId!) ?? 0) * r.quantity!, 0);
  const goods = item.unitPricePaise * quantity;
  const gstShare = (g: number) => (row.subtotalPaise > 0 ? Math.round((row.taxPaise * g) / row.subtotalPaise) : 0);
  return goods + gstShare(goodsBefore + goods) - gstShare(goodsBefore);
}
