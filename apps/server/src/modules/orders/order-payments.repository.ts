import { and, eq, inArray } from 'drizzle-orm';
import { orders, paymentAttempts, refunds } from '../../db/schema/index.ts';

import { type OrderRow, type Queryable, type RefundRow } from './order-rows.ts';

/** An order's online payment: its provider order, each try, the payment status a try leaves, and refunds asked for. */
export function orderPaymentQueries() {
  return {
    /** Records a try at paying; a payment id seen before is recorded once. */
    async recordAttempt(q: Queryable, values: typeof paymentAttempts.$inferInsert) {
      await q.insert(paymentAttempts).values(values).onConflictDoNothing();
    },
    /** A failed online payment try: the payment shows as failed (a paid or cancelled one is left as it is). */
    async markPaymentFailed(q: Queryable, orderId: string, at: Date) {
      await q
        .update(orders)
        .set({ paymentStatus: 'failed', updatedAt: at })
        // A COD order's advance or prepayment failing leaves its cash payment as it was (decision 033).
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.paymentMethod, 'razorpay'),
            inArray(orders.paymentStatus, ['pending', 'failed']),
          ),
        );
    },
    /** A dismissal after a failed try: the order waits for its payment again (only a failed one goes back). */
    async markPaymentAwaited(q: Queryable, orderId: string, at: Date) {
      await q
        .update(orders)
        .set({ paymentStatus: 'pending', updatedAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'failed')));
    },
    async findByProviderOrder(q: Queryable, providerOrderId: string): Promise<OrderRow | undefined> {
      const [row] = await q.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
      return row;
    },
    async setProviderOrder(q: Queryable, orderId: string, providerOrderId: string) {
      await q.update(orders).set({ providerOrderId }).where(eq(orders.id, orderId));
    },
    /** Whether a refund of this payment of the order was already asked for (a payment may be reported twice). */
    async isRefunding(q: Queryable, orderId: string, providerPaymentId: string): Promise<boolean> {
      const [row] = await q
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.providerPaymentId, providerPaymentId)))
        .limit(1);
      return row !== undefined;
    },
    /** Writes a refund (decision 024): one the refund job sends to the provider, or a manual one already paid. */
    async insertRefund(q: Queryable, values: typeof refunds.$inferInsert): Promise<RefundRow> {
      const [row] = await q.insert(refunds).values(values).returning();
      if (!row) throw new Error('refund insert returned nothing');
      return row;
    },
    /** The refund an admin's Idempotency-Key made on this order, if any. */
    async refundByKey(q: Queryable, orderId: string, idempotencyKey: string): Promise<RefundRow | undefined> {
      const [row] = await q
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, idempotencyKey)));
      return row;
    },
    /** A fully refunded order's payment reads 'refunded' (a part refunded keeps 'completed'). */
    async markPaymentRefunded(q: Queryable, orderId: string, at: Date) {
      await q.update(orders).set({ paymentStatus: 'refunded', updatedAt: at }).where(eq(orders.id, orderId));
    },
  };
}
