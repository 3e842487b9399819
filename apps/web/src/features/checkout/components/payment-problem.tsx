import { ApiError } from '../../../lib/api-client';
import type { OnlineCheckout } from '../api/create-payment-order';

const timeFormatter = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** "3:45 PM": when the payment window of an order closes, on this device's clock. */
export const formatDueTime = (iso: string) => timeFormatter.format(new Date(iso));

export interface PaymentProblemView {
  tone: 'error' | 'info';
  message: string;
  detail?: string | undefined;
  /** Whether 'Try payment again' is offered. */
  canRetry: boolean;
}

/**
 * What the checkout and the quick order say after a go at paying an order that now exists: 'Payment failed:
 * {reason}', 'Payment cancelled', a gateway or verification problem, or a retry the server refused, with what
 * happens to the order.
 */
export function paymentProblem(online: OnlineCheckout): PaymentProblemView | undefined {
  const order = online.paymentOrder;
  if (!order) return undefined;
  const saved = (canRetry: boolean, note?: string) =>
    canRetry
      ? `Your order ${order.orderNumber} is saved. Try again, or pay for it from the order page until ${formatDueTime(order.paymentDueAt)}.`
      : note;
  if (online.problem) {
    const { kind, message, canRetry, note } = online.problem;
    return { tone: kind === 'cancelled' ? 'info' : 'error', message, detail: saved(canRetry, note), canRetry };
  }
  if (online.state.phase === 'refused' && online.refusedText) {
    // 409: the server will not take a payment for this order any more (the window closed, three failed tries).
    const canRetry = !(online.state.error instanceof ApiError && online.state.error.status === 409);
    return { tone: 'error', message: online.refusedText, detail: saved(canRetry), canRetry };
  }
  return undefined;
}
