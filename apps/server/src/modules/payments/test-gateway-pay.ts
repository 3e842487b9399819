import { PAYMENT_MESSAGES, type TestGatewayPay } from '@kala/contract/payments';
import { enqueue } from '../../jobs/outbox.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Actor } from '../orders/orders.service.ts';
import type { PaymentContext } from './payment-context.ts';

/** The local test gateway's dialog (the default provider without Razorpay's keys). */
export function testGatewayPay(pc: PaymentContext) {
  const { orders, repository, now, testGateway } = pc;
  return {
    /**
     * The local test gateway's dialog: Pay or Fail for one of the shopper's own payment orders. The answer is what
     * Razorpay's checkout hands its handler (or its payment.failed error); the webhook follows through the outbox.
     */
    async testGatewayPay(user: Actor, providerOrderId: string, outcome: 'pay' | 'fail'): Promise<TestGatewayPay> {
      const gateway = testGateway;
      const row = gateway ? await orders.findByProviderOrder(providerOrderId) : undefined;
      if (!gateway || !row || row.userId !== user.id) throw new NotFoundError('Payment order not found');
      const made = await gateway.pay(providerOrderId, outcome);
      if (!made) throw new NotFoundError('Payment order not found');
      const { payment, signature } = made;
      const delivery = gateway.webhook(outcome === 'pay' ? 'payment.captured' : 'payment.failed', payment);
      await enqueue(repository.db, { kind: 'test-gateway-webhook', payload: delivery }, new Date(now()));
      if (outcome === 'pay') {
        return { razorpay_payment_id: payment.id, razorpay_order_id: payment.orderId, razorpay_signature: signature };
      }
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: payment.errorDescription ?? PAYMENT_MESSAGES.failed,
          metadata: { payment_id: payment.id, order_id: payment.orderId },
        },
      };
    },
  };
}
