import type { PaymentConfig } from '@kala/contract/payments';
import { checkoutAnswers } from './checkout-answers.ts';
import { codPayments } from './cod-payments.ts';
import { onlineOrder } from './online-order.ts';
import { createPaymentContext, type PaymentsServiceOptions } from './payment-context.ts';
import { paymentJobs } from './payment-jobs.ts';
import { paymentWebhook } from './payment-webhook.ts';
import { testGatewayPay } from './test-gateway-pay.ts';

export type { PaymentsServiceOptions } from './payment-context.ts';

/**
 * Online payment (issue 10, decision 009): the payment order for an order placed by the orders module, verification
 * of the checkout's signature against the provider's own record, failures and dismissals, webhooks, the jobs that
 * give up on unpaid orders and look for late payments, and refunds. The shopper is never charged without an order
 * (the order exists before the payment order), never marked paid without the provider saying so, and never pays
 * twice (confirmPayment acts once; a second payment is refunded). Each part is its own file; online-order.ts tells
 * the steps of an online order and what undoes each.
 */
export function createPaymentsService(options: PaymentsServiceOptions) {
  const pc = createPaymentContext(options);
  return {
    config: (): PaymentConfig => ({ provider: pc.provider.name, keyId: pc.provider.keyId }),
    ...onlineOrder(pc),
    ...checkoutAnswers(pc),
    ...paymentWebhook(pc),
    ...paymentJobs(pc),
    ...testGatewayPay(pc),
    ...codPayments(pc),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
