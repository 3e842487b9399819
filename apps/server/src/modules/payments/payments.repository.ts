import { and, eq, isNull, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, refunds, webhookEvents } from '../../db/schema/index.ts';

/** The payment side of orders: webhook event ids and refunds (the order's own rows are the orders module's). */
export function createPaymentsRepository(db: Db) {
  return {
    db,
    async seenEvent(eventId: string): Promise<boolean> {
      const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
      return row !== undefined;
    },

    async rememberEvent(eventId: string, event: string) {
      await db.insert(webhookEvents).values({ eventId, event }).onConflictDoNothing();
    },

    /** A failed try leaves an unpaid order pending (the shopper may retry) but shows the payment as failed. */
    async findRefund(refundId: string) {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
      return row;
    },

    /**
     * Records the provider's answer to a refund. The order's payment reads 'refunded' once the processed refunds of
     * that payment add up to what it paid; a part refunded keeps 'completed' (decision 024). The order row is locked
     * first, so two refunds settling at once both count.
     */
    async settleRefund(
      refundId: string,
      answer: { providerRefundId: string; status: 'pending' | 'processed' | 'failed' },
      at: Date,
    ) {
      await db.transaction(async (tx) => {
        const [found] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
        if (!found) return;
        const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
        const [row] = await tx
          .update(refunds)
          .set({
            providerRefundId: answer.providerRefundId,
            status: answer.status,
            ...(answer.status === 'processed' ? { processedAt: at } : {}),
          })
          .where(eq(refunds.id, refundId))
          .returning();
        if (!order || !row || answer.status !== 'processed') return;
        // A COD order's advance (or a stray payment) refunded leaves its cash payment as it was (decision 033).
        if (order.paymentMethod === 'cash_on_delivery') return;
        // A second payment refunded on its own (paid twice) leaves the order's payment as it is.
        if (order.providerPaymentId && order.providerPaymentId !== row.providerPaymentId) return;
        const [done] = await tx
          .select({ paise: sum(refunds.amountPaise).mapWith(Number) })
          .from(refunds)
          .where(
            and(
              eq(refunds.orderId, order.id),
              eq(refunds.status, 'processed'),
              row.providerPaymentId === null
                ? isNull(refunds.providerPaymentId)
                : eq(refunds.providerPaymentId, row.providerPaymentId),
            ),
          );
        if ((done?.paise ?? 0) >= order.totalPaise) {
          await tx.update(orders).set({ paymentStatus: 'refunded', updatedAt: at }).where(eq(orders.id, order.id));
        }
      });
    },

    async refundByProviderId(providerRefundId: string) {
      const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
      return row;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
