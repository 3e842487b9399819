import { enqueue } from '../../jobs/outbox.ts';
import type { OrderContext } from './order-context.ts';
import type { OrderRow, Queryable } from './orders.repository.ts';

/**
 * The one refund path: a refund row for the order's online payment (its whole total, with the reason), written in
 * the caller's transaction, and the `payment-refund` job that sends it to the provider once (the refund's id is the
 * provider's idempotency key). A cancellation of a paid order and a payment that came for a cancelled one both go
 * through it.
 */
export async function requestRefund(ctx: OrderContext, tx: Queryable, row: OrderRow, reason: string, at: Date) {
  const refund = await ctx.repository.requestRefund(tx, row, reason);
  await enqueue(tx, { kind: 'payment-refund', payload: { refundId: refund.id } }, at);
  return refund;
}
