import type { Order } from '@kala/contract/orders';
import type { OutboxJob } from '../../jobs/outbox.ts';
import type { OrderContext } from './order-context.ts';
import { orderConfirmationMail } from './order-mails.ts';

/** The payment window (spec §9: 300 s) is the shopper's; the job that gives up on an order waits a little longer. */
const EXPIRY_GRACE_MS = 60_000;

/**
 * What placing an order does differently by how it is paid; everything else is the one `place` (place-order.ts).
 * Cash on delivery and online payment are the two strategies.
 */
export interface Placement {
  /** Idempotency keys of online orders (POST /api/payments/create-order) and of COD orders are kept apart. */
  scope: 'orders' | 'payments';
  /** The first entry of the order's history. */
  firstNote: string;
  /** Until when the shopper may pay (online), or null. */
  paymentDueAt(placedAt: Date): Date | null;
  /** The jobs queued with the order, in its last statement. */
  followUp(order: Order, placedAt: Date): { job: OutboxJob; runAfter: Date }[];
  /** Until when a COD order waits for the shopper's confirmation, or null (issue 25 item 2). */
  confirmDueAt(placedAt: Date): Date | null;
  /** Whether placing empties the ordered cart lines at once. */
  emptiesCart: boolean;
}

/**
 * Cash on delivery (architecture §6.8: paid when delivered), the cart emptied at once. When the seller's policy asks
 * for it (issue 25 item 2, decision 030), the order waits in 'pending' for the shopper's confirmation: the mail carries
 * the one-tap link, and a `cod-confirmation` job reminds the shopper halfway (then cancels it when due, if still
 * unconfirmed). Otherwise the mail simply confirms it.
 */
export const cashOnDelivery = (
  ctx: OrderContext,
  confirm: { hours: number; savingPaise: number } | null,
): Placement => {
  const dueAt = (placedAt: Date) => (confirm ? new Date(placedAt.getTime() + confirm.hours * 3_600_000) : null);
  return {
    scope: 'orders',
    firstNote: confirm ? 'Order placed: cash on delivery, awaiting confirmation' : 'Order placed: cash on delivery',
    paymentDueAt: () => null,
    confirmDueAt: dueAt,
    followUp: (order, placedAt) => {
      const due = dueAt(placedAt);
      const link = ctx.orderLink(order);
      const mail = orderConfirmationMail({
        order,
        link,
        storeName: ctx.storeName,
        ...(due && {
          confirm: { url: ctx.confirmLink(order, due), dueAt: due, savingPaise: confirm!.savingPaise },
        }),
      });
      const jobs: { job: OutboxJob; runAfter: Date }[] = [{ job: { kind: 'mail', payload: mail }, runAfter: placedAt }];
      if (due) {
        const halfway = new Date((placedAt.getTime() + due.getTime()) / 2);
        jobs.push({
          job: { kind: 'cod-confirmation', payload: { orderId: order._id, step: 'remind' } },
          runAfter: halfway,
        });
      }
      return jobs;
    },
    emptiesCart: true,
  };
};

/**
 * Online payment: the order waits for its payment (the payments module opens the provider's payment order next).
 * The cart is kept and the confirmation sent when the payment succeeds (confirmPayment), so a shopper who gives up
 * still has the cart; the `payment-expiry` job gives up on the order after the window (what undoes this step).
 */
export const onlinePayment = (paymentWindowMs: number): Placement => ({
  scope: 'payments',
  firstNote: 'Order placed: awaiting online payment',
  paymentDueAt: (placedAt) => new Date(placedAt.getTime() + paymentWindowMs),
  confirmDueAt: () => null,
  followUp: (order, placedAt) => [
    {
      job: { kind: 'payment-expiry', payload: { orderId: order._id } },
      runAfter: new Date(placedAt.getTime() + paymentWindowMs + EXPIRY_GRACE_MS),
    },
  ],
  emptiesCart: false,
});
