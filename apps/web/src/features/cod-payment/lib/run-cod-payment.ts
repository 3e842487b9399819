import { COD_PAYMENT_MESSAGES, type CodPaymentOutcome } from '@kala/contract/cod-payments';
import type { ApiAnswer } from '@kala/contract/envelope';
import {
  PAYMENT_MESSAGES,
  type PaymentFailureInput,
  type PaymentOrder,
  type VerifyPaymentInput,
} from '@kala/contract/payments';
import { GatewayUnavailableError, type GatewayOutcome } from '../../../components/payment/gateway';
import { paymentErrorText } from '../../../components/payment/run-payment';
import { translateContractMessage } from '../../../lib/i18n';

/**
 * What one go at paying a COD order online came to, with the words to show (the server's when it has them), in the
 * page's language.
 */
export type CodPaymentResult =
  | { kind: 'paid'; message: string; outcome: CodPaymentOutcome }
  | { kind: 'failed' | 'cancelled' | 'error'; message: string };

export interface CodPaymentSteps {
  start: () => Promise<PaymentOrder>;
  open: (order: PaymentOrder) => Promise<GatewayOutcome>;
  verify: (input: VerifyPaymentInput) => Promise<ApiAnswer<CodPaymentOutcome>>;
  reportFailure: (input: PaymentFailureInput) => Promise<CodPaymentOutcome>;
  /** The gateway is open now / said paid and the server is checking it. */
  onPhase?: (phase: 'open' | 'verifying') => void;
}

/**
 * One go at paying: the payment order from the server (refused with its reason: the order was confirmed or cancelled
 * meanwhile), the gateway (Razorpay or the test gateway, components/payment/gateway.ts), then verify, or report the
 * failure or dismissal so the try is recorded and the shopper may go again.
 */
export async function runCodPayment(steps: CodPaymentSteps): Promise<CodPaymentResult> {
  let order: PaymentOrder;
  try {
    order = await steps.start();
  } catch (error) {
    return { kind: 'error', message: paymentErrorText(error, PAYMENT_MESSAGES.initFailed) };
  }
  steps.onPhase?.('open');
  let outcome: GatewayOutcome;
  try {
    outcome = await steps.open(order);
  } catch (error) {
    return {
      kind: 'error',
      message:
        error instanceof GatewayUnavailableError
          ? error.message
          : translateContractMessage(PAYMENT_MESSAGES.initFailed),
    };
  }

  if (outcome.kind === 'paid') {
    steps.onPhase?.('verifying');
    try {
      const answer = await steps.verify({
        razorpayOrderId: outcome.args.razorpay_order_id,
        razorpayPaymentId: outcome.args.razorpay_payment_id,
        razorpaySignature: outcome.args.razorpay_signature,
        orderId: order.orderId,
      });
      const message = translateContractMessage(answer.message ?? COD_PAYMENT_MESSAGES.prepaid);
      return { kind: 'paid', message, outcome: answer.data };
    } catch (error) {
      return { kind: 'error', message: paymentErrorText(error, PAYMENT_MESSAGES.verificationFailed) };
    }
  }

  const failed = outcome.kind === 'failed' ? outcome.error : undefined;
  const description = failed?.description?.trim();
  const paymentId = failed?.metadata?.payment_id;
  let answer: CodPaymentOutcome | undefined;
  try {
    answer = await steps.reportFailure({
      orderId: order.orderId,
      error: failed
        ? {
            ...(failed.code && { code: failed.code.slice(0, 100) }),
            ...(description && { description: description.slice(0, 500) }),
            ...(paymentId && { metadata: { payment_id: paymentId } }),
          }
        : PAYMENT_MESSAGES.cancelledByUser,
    });
  } catch {
    // Not recorded (the network): the shopper may still try again; the server decides then.
  }
  // Paid after all (the webhook got there first).
  if (answer?.paid) {
    const kind = answer.offer.paid?.kind;
    return {
      kind: 'paid',
      message: translateContractMessage(
        kind === 'advance' ? COD_PAYMENT_MESSAGES.advancePaid : COD_PAYMENT_MESSAGES.prepaid,
      ),
      outcome: answer,
    };
  }
  if (!failed) return { kind: 'cancelled', message: translateContractMessage(PAYMENT_MESSAGES.cancelled) };
  return {
    kind: 'failed',
    message: translateContractMessage(
      description ? PAYMENT_MESSAGES.paymentFailed(description) : PAYMENT_MESSAGES.failed,
    ),
  };
}
