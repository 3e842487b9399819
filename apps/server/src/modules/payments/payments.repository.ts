import { eq } from 'drizzle-orm';
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

    /** Records the provider's answer to a refund; a processed refund marks the order's payment refunded. */
    async settleRefund(
      refundId: string,
      answer: { providerRefundId: string; status: 'pending' | 'processed' | 'failed' },
      at: Date,
    ) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(refunds)
          .set({
            providerRefundId: answer.providerRefundId,
            status: answer.status,
            ...(answer.status === 'processed' ? { processedAt: at } : {}),
          })
          .where(eq(refunds.id, refundId))
          .returning();
        if (row && answer.status === 'processed') {
          await tx.update(orders).set({ paymentStatus: 'refunded', updatedAt: at }).where(eq(orders.id, row.orderId));
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
