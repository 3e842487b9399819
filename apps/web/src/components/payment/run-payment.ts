import type { Order } from '@kala/contract/orders';
import {
  PAYMENT_MAX_ATTEMPTS,
  PAYMENT_MESSAGES,
  type PaymentFailureInput,
  type PaymentOrder,
  type VerifyPaymentInput,
} from '@kala/contract/payments';
import { ApiError } from '../../lib/api-client';
import { translateContractMessage } from '../../lib/i18n';
import { GatewayUnavailableError, type GatewayError, type GatewayOutcome } from './gateway';

/**
 * What one go at paying came to (spec §4 Payment, §8 messages): paid (the verified order), or a problem to show,
 * with whether 'Try again' can help (the server's canPay after it recorded the failure).
 */
export type PaymentResult =
  | { kind: 'paid'; order: Order }
  | {
      kind: 'failed' | 'cancelled' | 'error';
      message: string;
      /** Why no further try is offered, when none is. */
      note?: string | undefined;
      canRetry: boolean;
    };

export interface PaymentSteps {
  open: (order: PaymentOrder) => Promise<GatewayOutcome>;
  verify: (input: VerifyPaymentInput) => Promise<Order>;
  reportFailure: (input: PaymentFailureInput) => Promise<Order>;
  /** The gateway said paid; the server is checking it now. */
  onVerifying?: () => void;
}

/**
 * The server's own words when it refused (4xx) or its payment service is down (502/503), and the network's when there
 * was no answer; else the fallback (a 500, or an answer without a message of the server's). In the page's language
 * (the server answers a Hindi page in Hindi; the contract's words are translated here).
 */
export function paymentErrorText(error: unknown, fallback: string): string {
  return translateContractMessage(paymentErrorWords(error, fallback));
}

function paymentErrorWords(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  const { status } = error;
  if (status === 0) return error.message;
  // An answer without an envelope (a proxy's page) carries a made-up message, not the server's.
  const fromServer = (error as { fromServer?: boolean }).fromServer ?? true;
  return fromServer && ((status >= 400 && status < 500) || status === 502 || status === 503) ? error.message : fallback;
}

/** Why the server no longer offers a try at paying this order (it says so itself on a retry: 409), in the page's language. */
export function whyNoRetry(order: Order): string | undefined {
  const why = whyNoRetryWords(order);
  return why === undefined ? undefined : translateContractMessage(why);
}

function whyNoRetryWords(order: Order): string | undefined {
  if (order.canPay) return undefined;
  if (order.paymentStatus === 'completed' || order.paymentStatus === 'refunded') return PAYMENT_MESSAGES.alreadyPaid;
  if (order.orderStatus === 'cancelled') return PAYMENT_MESSAGES.orderCancelled;
  if (order.paymentAttempts.filter((a) => a.outcome === 'failed').length >= PAYMENT_MAX_ATTEMPTS) {
    return PAYMENT_MESSAGES.tooManyAttempts;
  }
  return PAYMENT_MESSAGES.windowClosed;
}

/** The parts of the gateway's error the server keeps (its schema): code, description and the payment id. */
function failureError(error: GatewayError): Exclude<PaymentFailureInput['error'], string | undefined> {
  const paymentId = error.metadata?.payment_id;
  const orderId = error.metadata?.order_id;
  return {
    ...(error.code && { code: error.code.slice(0, 100) }),
    ...(error.description && { description: error.description.slice(0, 500) }),
    ...((paymentId || orderId) && {
      metadata: { ...(paymentId && { payment_id: paymentId }), ...(orderId && { order_id: orderId }) },
    }),
  };
}

/**
 * Opens the gateway for a payment order and carries its outcome to the server: verify a payment, report a failure
 * or a dismissal. The same for Razorpay and the local test gateway.
 */
export async function runPayment(order: PaymentOrder, steps: PaymentSteps): Promise<PaymentResult> {
  let outcome: GatewayOutcome;
  try {
    outcome = await steps.open(order);
  } catch (error) {
    const message =
      error instanceof GatewayUnavailableError ? error.message : translateContractMessage(PAYMENT_MESSAGES.initFailed);
    return { kind: 'error', message, canRetry: true };
  }

  if (outcome.kind === 'paid') {
    steps.onVerifying?.();
    try {
      const paid = await steps.verify({
        razorpayOrderId: outcome.args.razorpay_order_id,
        razorpayPaymentId: outcome.args.razorpay_payment_id,
        razorpaySignature: outcome.args.razorpay_signature,
        orderId: order.orderId,
      });
      return { kind: 'paid', order: paid };
    } catch (error) {
      return {
        kind: 'error',
        message: paymentErrorText(error, PAYMENT_MESSAGES.verificationFailed),
        canRetry: true,
      };
    }
  }

  const failed = outcome.kind === 'failed' ? outcome.error : undefined;
  const description = failed?.description?.trim();
  const message = translateContractMessage(
    failed
      ? description
        ? PAYMENT_MESSAGES.paymentFailed(description)
        : PAYMENT_MESSAGES.failed
      : PAYMENT_MESSAGES.cancelled,
  );
  let answer: Order | undefined;
  try {
    answer = await steps.reportFailure({
      orderId: order.orderId,
      error: failed ? failureError(failed) : PAYMENT_MESSAGES.cancelledByUser,
    });
  } catch {
    // Not recorded (the network): the shopper may still try again; the server decides then.
  }
  // Paid after all (a webhook got there first, or a late capture): that is the answer.
  if (answer?.paymentStatus === 'completed') return { kind: 'paid', order: answer };
  return {
    kind: failed ? 'failed' : 'cancelled',
    message,
    canRetry: answer ? answer.canPay : true,
    note: answer ? whyNoRetry(answer) : undefined,
  };
}
