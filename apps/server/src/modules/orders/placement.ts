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
  /** The job queued with the order, in its last statement. */
  followUp(order: Order, placedAt: Date): { job: OutboxJob; runAfter: Date };
  /** Whether placing empties the ordered cart lines at once. */
  emptiesCart: boolean;
}

/** Cash on delivery: confirmed by mail at once, the cart emptied at once; paid when delivered (architecture §6.8). */
export const cashOnDelivery = (ctx: OrderContext): Placement => ({
  scope: 'orders',
  firstNote: 'Order placed: cash on delivery',
  paymentDueAt: () => null,
  followUp: (order, placedAt) => ({
    job: {
      kind: 'mail',
      payload: orderConfirmationMail({ order, link: ctx.orderLink(order._id), storeName: ctx.storeName }),
    },
    runAfter: placedAt,
  }),
  emptiesCart: true,
});

/**
 * Online payment: the order waits for its payment (the payments module opens the provider's payment order next).
 * The cart is kept and the confirmation sent when the payment succeeds (confirmPayment), so a shopper who gives up
 * still has the cart; the `payment-expiry` job gives up on the order after the window (what undoes this step).
 */
export const onlinePayment = (paymentWindowMs: number): Placement => ({
  scope: 'payments',
  firstNote: 'Order placed: awaiting online payment',
  paymentDueAt: (placedAt) => new Date(placedAt.getTime() + paymentWindowMs),
  followUp: (order, placedAt) => ({
    job: { kind: 'payment-expiry', payload: { orderId: order._id } },
    runAfter: new Date(placedAt.getTime() + paymentWindowMs + EXPIRY_GRACE_MS),
  }),
  emptiesCart: false,
});
