import { PAYMENT_WINDOW_SECONDS, type PaymentOrder } from '@kala/contract/payments';
import { type PlacedOrderInput } from '@kala/contract/orders';
import type { Locale } from '@kala/contract/locale';
import { ConflictError } from '../../lib/errors.ts';
import type { Actor } from '../orders/orders.service.ts';
import type { PaymentContext } from './payment-context.ts';

/**
 * An online order, step by step, with what undoes each (issue 30):
 * 1. `createOrder` places the order through the orders module, pending and unpaid, its stock taken and the cart kept
 *    (orders/placement.ts#onlinePayment). Undone by the `payment-expiry` job after the payment window
 *    (payment-jobs.ts#expire: the provider is asked first, then the order is cancelled and its stock given back), or
 *    by the shopper placing the cart again (orders/cancel-order.ts#replaceUnpaidCartOrders).
 * 2. It opens the provider's payment order for exactly the order's total (`paymentOrderFor`, once per order). Nothing
 *    to undo: an unpaid payment order lapses at the provider.
 * 3. The shopper pays in the provider's checkout; checkout-answers.ts#verify (or the webhook, payment-webhook.ts)
 *    confirms the payment once (orders/order-payments.ts#confirmPayment): the order is confirmed, the cart emptied,
 *    the confirmation mailed. A payment that comes for an order cancelled meanwhile is refunded once through the one
 *    refund path (orders/refunds.ts, then payment-jobs.ts#refund).
 * 4. A failure or a dismissal is recorded and the shopper may try again (`retry`) while the window is open; a
 *    payment authorised after the cancellation is found by the `payment-late-check` jobs and refunded.
 */
export function onlineOrder(pc: PaymentContext) {
  const { orders, paymentOrderFor, whyNotPayable, ownOrder } = pc;
  return {
    /**
     * POST /api/payments/create-order: the order is placed (priced by the orders module, stock taken, pending and
     * unpaid, the cart kept), then the provider's payment order is made for exactly its total.
     */
    async createOrder(
      user: Actor,
      input: PlacedOrderInput,
      idempotencyKey: string,
      language: Locale = 'en',
    ): Promise<PaymentOrder> {
      const { row, order } = await orders.place(user, { ...input, language }, idempotencyKey, {
        paymentWindowMs: PAYMENT_WINDOW_SECONDS * 1000,
      });
      if (!order.canPay) throw new ConflictError(whyNotPayable(order));
      return paymentOrderFor(row, order);
    },

    /** 'Pay now' on the order page: the same payment order again, while the window is open and tries are left. */
    async retry(user: Actor, orderId: string): Promise<PaymentOrder> {
      const { row, view } = await ownOrder(user, orderId);
      if (!view.canPay) throw new ConflictError(whyNotPayable(view));
      return paymentOrderFor(row, view);
    },
  };
}
