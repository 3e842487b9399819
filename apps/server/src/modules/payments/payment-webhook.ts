import { PAYMENT_MESSAGES } from '@kala/contract/payments';
import { BadRequestError } from '../../lib/errors.ts';
import type { ProviderPayment } from '../../providers/payments/payment-provider.ts';
import type { PaymentContext } from './payment-context.ts';

/** Razorpay's webhook entities, as much of them as this store reads. */
interface WebhookBody {
  event?: string;
  payload?: {
    payment?: {
      entity?: {
        id?: string;
        order_id?: string;
        amount?: number;
        currency?: string;
        status?: string;
        error_description?: string | null;
      };
    };
    refund?: { entity?: { id?: string; payment_id?: string; status?: string } };
  };
}

/** The provider's webhook, signed over its raw body (the test gateway's deliveries come through the same door). */
export function paymentWebhook(pc: PaymentContext) {
  const { orders, repository, provider, logger, now, settleCaptured } = pc;
  return {
    /**
     * POST /api/payments/webhook: the signature over the raw body, an event id seen before dropped, then the event
     * applied in whatever order events arrive (each handler checks the order's state, and confirmPayment acts once).
     */
    async webhook(rawBody: string, signature: string | undefined, eventId: string | undefined): Promise<string> {
      if (!signature || !provider.verifyWebhookSignature(rawBody, signature)) {
        throw new BadRequestError(PAYMENT_MESSAGES.webhookSignature);
      }
      if (eventId && (await repository.seenEvent(eventId))) return 'duplicate';
      let body: WebhookBody;
      try {
        body = JSON.parse(rawBody) as WebhookBody;
      } catch {
        throw new BadRequestError('Invalid webhook body');
      }
      const event = body.event ?? 'unknown';
      const entity = body.payload?.payment?.entity;
      const payment: ProviderPayment | undefined =
        entity?.id && entity.order_id && typeof entity.amount === 'number'
          ? {
              id: entity.id,
              orderId: entity.order_id,
              amountPaise: entity.amount,
              currency: entity.currency ?? 'INR',
              status: (entity.status as ProviderPayment['status']) ?? 'created',
              errorDescription: entity.error_description ?? undefined,
            }
          : undefined;
      let result = 'ignored';
      if ((event === 'payment.captured' || event === 'order.paid' || event === 'payment.authorized') && payment) {
        result = await settleCaptured(payment, 'Payment gateway');
      } else if (event === 'payment.failed' && payment) {
        const row = await orders.findByProviderOrder(payment.orderId);
        if (row && row.paymentStatus !== 'completed' && row.status !== 'cancelled') {
          await orders.recordPaymentAttempt({
            orderId: row.id,
            providerPaymentId: payment.id,
            outcome: 'failed',
            message: (payment.errorDescription ?? PAYMENT_MESSAGES.failed).slice(0, 500),
            createdAt: new Date(now()),
          });
          await orders.markPaymentFailed(row.id);
          result = 'failed';
        }
      } else if (event === 'refund.processed') {
        const refundId = body.payload?.refund?.entity?.id;
        const refund = refundId ? await repository.refundByProviderId(refundId) : undefined;
        if (refund && refundId) {
          await repository.settleRefund(
            refund.id,
            { providerRefundId: refundId, status: 'processed' },
            new Date(now()),
          );
          result = 'refunded';
        }
      }
      if (eventId) await repository.rememberEvent(eventId, event);
      logger.info({ event, result }, 'payment webhook');
      return result;
    },
  };
}
