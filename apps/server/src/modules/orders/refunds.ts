import { enqueue } from '../../jobs/outbox.ts';
import type { OrderContext } from './order-context.ts';
import type { OrderRow, Queryable, RefundRow } from './orders.repository.ts';
import { advanceHeldOnline, paidPaise, refundablePaise } from './refund-rules.ts';

/** What a refund gives back and why. */
export interface RefundAsk {
  amountPaise: number;
  reason: string;
  /** A line's refund: which line and how many of its pieces. */
  line?: { orderItemId: string; quantity: number } | undefined;
  /** The admin's Idempotency-Key. */
  idempotencyKey?: string | undefined;
  /** The payment refunded when it is not the order's own (a payment that came for an order already cancelled). */
  providerPaymentId?: string | undefined;
}

/**
 * The one refund path (decision 024), written in the caller's transaction with the order row locked: a cancellation
 * of a paid order (what is left), a payment that came for a cancelled one (all of it) and the owner's refund of a line
 * or an amount all come here. An online payment gets a `refunds` row and the `payment-refund` job that sends it to the
 * provider once (the refund's id is the provider's idempotency key); the job's answer settles it. Cash on delivery has
 * no provider payment: the owner pays it back outside the store, so the refund is recorded as manual and processed at
 * once, and the payment reads 'refunded' once nothing is left to refund.
 */
export async function requestRefund(
  ctx: OrderContext,
  tx: Queryable,
  row: OrderRow,
  ask: RefundAsk,
  at: Date,
): Promise<RefundRow> {
  // A COD order's advance paid online, or a payment that came for it, goes back through the provider (decision 033).
  const manual = row.paymentMethod === 'cash_on_delivery' && !ask.providerPaymentId && !advanceHeldOnline(row);
  const refund = await ctx.repository.insertRefund(tx, {
    orderId: row.id,
    method: manual ? 'manual' : 'provider',
    providerPaymentId: manual ? null : (ask.providerPaymentId ?? row.providerPaymentId),
    amountPaise: ask.amountPaise,
    reason: ask.reason,
    orderItemId: ask.line?.orderItemId ?? null,
    quantity: ask.line?.quantity ?? null,
    idempotencyKey: ask.idempotencyKey ?? null,
    status: manual ? 'processed' : 'requested',
    processedAt: manual ? at : null,
    createdAt: at,
  });
  if (!manual) {
    await enqueue(tx, { kind: 'payment-refund', payload: { refundId: refund.id } }, at);
  } else if (refundablePaise(row, await ctx.repository.refundsOf(tx, [row.id])) === 0) {
    await ctx.repository.markPaymentRefunded(tx, row.id, at);
  }
  return refund;
}

/**
 * A cancellation's refund: whatever of the paid amount is not refunded yet (the owner may have refunded part of the
 * order before), through the one path; nothing when it was all refunded already.
 */
export async function refundWhatIsLeft(ctx: OrderContext, tx: Queryable, row: OrderRow, reason: string, at: Date) {
  if (paidPaise(row) === 0) return undefined;
  const left = refundablePaise(row, await ctx.repository.refundsOf(tx, [row.id]));
  return left > 0 ? requestRefund(ctx, tx, row, { amountPaise: left, reason }, at) : undefined;
}
