import type { paymentAttempts } from '../../db/schema/index.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import type { OrderContext } from './order-context.ts';
import { orderConfirmationMail } from './order-mails.ts';
import { requestRefund } from './refunds.ts';

/** A payment the provider reported for one of our provider orders. */
export interface ProviderPaymentFacts {
  id: string;
  amountPaise: number;
  currency: string;
  providerOrderId: string;
}

/**
 * What the payments module reads and writes of an order (it never reaches into the orders repository): the order a
 * provider's payment order belongs to, the provider order made for it, each try, the payment status a failure or a
 * dismissal leaves, and the one confirmation of a payment.
 */
export function orderPayments(ctx: OrderContext) {
  const { repository, db, now } = ctx;
  return {
    findByProviderOrder: (providerOrderId: string) => repository.findByProviderOrder(db, providerOrderId),
    setProviderOrder: (orderId: string, providerOrderId: string) =>
      repository.setProviderOrder(db, orderId, providerOrderId),
    recordPaymentAttempt: (values: typeof paymentAttempts.$inferInsert) => repository.recordAttempt(db, values),
    /** A failed try: the payment shows as failed until the next try. */
    markPaymentFailed: (orderId: string) => repository.markPaymentFailed(db, orderId, new Date(now())),
    /** A dismissal after a failed try: the order waits for its payment again (only a failed one goes back). */
    markPaymentAwaited: (orderId: string) => repository.markPaymentAwaited(db, orderId, new Date(now())),

    /**
     * Records a payment the provider confirmed (verify, a webhook, or the expiry job's reconciliation), once: the
     * order row is locked, so racing confirmations of one payment change it once. The order becomes confirmed and
     * paid, the ordered cart lines are removed and the confirmation mail queued. A payment for an order already
     * cancelled is refunded, once. Answers what happened.
     */
    async confirmPayment(
      orderId: string,
      payment: ProviderPaymentFacts,
      by: string,
    ): Promise<'confirmed' | 'already' | 'refunding' | 'mismatch'> {
      return db.transaction(async (tx) => {
        const row = await repository.findOrder(tx, orderId, null, true);
        if (!row) return 'mismatch';
        if (
          row.providerOrderId !== payment.providerOrderId ||
          payment.amountPaise !== row.totalPaise ||
          payment.currency !== 'INR'
        ) {
          return 'mismatch';
        }
        // The order's own payment reported again (verify and the webhook both do), also once the owner refunded all
        // of it by parts (a cancelled order's refunded payment is answered as before, as refunding).
        const refundedByParts = row.paymentStatus === 'refunded' && row.status !== 'cancelled';
        if (row.providerPaymentId === payment.id && (row.paymentStatus === 'completed' || refundedByParts)) {
          return 'already';
        }
        const at = new Date(now());
        await repository.recordAttempt(tx, {
          orderId: row.id,
          providerPaymentId: payment.id,
          outcome: 'captured',
          createdAt: at,
        });
        if (row.status === 'cancelled' || row.paymentStatus === 'completed') {
          // Paid after the order was cancelled (the store gave up on it, or a new order replaced it), or paid twice:
          // the money goes back, once, though verify and the webhook both report the same payment.
          if (!(await repository.isRefunding(tx, row.id, payment.id))) {
            const ask = {
              amountPaise: payment.amountPaise,
              reason: 'Paid after the order was cancelled',
              providerPaymentId: payment.id,
            };
            await requestRefund(ctx, tx, row, ask, at);
          }
          return 'refunding';
        }
        const updated = await repository.setStatus(tx, row.id, {
          status: 'confirmed',
          paymentStatus: 'completed',
          providerPaymentId: payment.id,
          updatedAt: at,
        });
        await repository.insertHistory(tx, {
          orderId: row.id,
          status: 'confirmed',
          note: 'Payment received online',
          changedBy: null,
          changedByLabel: by,
          createdAt: at,
        });
        const items = await repository.itemsOf(tx, [row.id]);
        // A deleted account has no cart left to empty.
        if (row.source === 'cart' && row.userId) {
          await repository.removeCartLines(
            tx,
            row.userId,
            items.flatMap((item) => (item.sizeId ? [item.sizeId] : [])),
          );
        }
        const order = await ctx.viewOf(tx, updated);
        await enqueueMail(
          tx,
          orderConfirmationMail({ order, link: ctx.orderLink(order), storeName: ctx.storeName }),
          at,
        );
        return 'confirmed';
      });
    },
  };
}
