import { PAYMENT_MESSAGES, type PaymentFailureInput, type VerifyPaymentInput } from '@kala/contract/payments';
import { type Order } from '@kala/contract/orders';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import type { Actor } from '../orders/orders.service.ts';
import { verifiedPayment, type PaymentContext } from './payment-context.ts';

/** What the provider's checkout hands the shopper's browser, reported to the store: a payment, a failure, a dismissal. */
export function checkoutAnswers(pc: PaymentContext) {
  const { orders, now, ownOrder } = pc;
  return {
    /**
     * POST /api/payments/verify: the signature over our stored provider order id and the payment id, compared in
     * constant time; then the provider's own record of the payment (its order, amount, currency and status); only
     * then is the order paid. Verifying twice, or racing a webhook, changes the order once.
     */
    async verify(user: Actor, input: VerifyPaymentInput): Promise<Order> {
      const { row } = await ownOrder(user, input.orderId);
      if (row.paymentMethod !== 'razorpay') throw new BadRequestError(PAYMENT_MESSAGES.notOnline);
      const fail = () => new BadRequestError(PAYMENT_MESSAGES.verificationFailed);
      const payment = await verifiedPayment(pc, row.providerOrderId, input);
      const outcome = await orders.confirmPayment(
        row.id,
        {
          id: payment.id,
          amountPaise: payment.amountPaise,
          currency: payment.currency,
          providerOrderId: payment.orderId,
        },
        'Customer',
      );
      if (outcome === 'mismatch') throw fail();
      if (outcome === 'refunding')
        throw new ConflictError(`${PAYMENT_MESSAGES.orderCancelled}; the payment will be refunded`);
      return (await ownOrder(user, row.id)).view;
    },

    /**
     * POST /api/payments/failure: the checkout reports a failed payment or a dismissal ('Payment cancelled by user').
     * The order stays pending so the shopper can retry within the window; a failed payment shows as failed.
     */
    async failure(user: Actor, input: PaymentFailureInput): Promise<Order> {
      const { row, view } = await ownOrder(user, input.orderId);
      if (row.paymentMethod !== 'razorpay') throw new BadRequestError(PAYMENT_MESSAGES.notOnline);
      if (row.paymentStatus === 'completed' || row.status === 'cancelled') return view;
      const error = input.error;
      const message = (typeof error === 'string' ? error : error?.description) || PAYMENT_MESSAGES.failed;
      const paymentId = typeof error === 'object' ? error.metadata?.payment_id : undefined;
      const dismissed = !paymentId && message === PAYMENT_MESSAGES.cancelledByUser;
      await orders.recordPaymentAttempt({
        orderId: row.id,
        providerPaymentId: paymentId ?? null,
        outcome: dismissed ? 'dismissed' : 'failed',
        message: message.slice(0, 500),
        createdAt: new Date(now()),
      });
      // The status says what happened last: a failure, or a dismissal after it (the payment is awaited again).
      if (dismissed) await orders.markPaymentAwaited(row.id);
      else await orders.markPaymentFailed(row.id);
      return (await ownOrder(user, row.id)).view;
    },
  };
}
