import { ApiError } from '../../../lib/api-client';
import { getLocale } from '../../../lib/i18n';
import { t } from '@lingui/core/macro';
import type { OnlineCheckout } from '../api/create-payment-order';

/** "3:45 PM" ("3:45 pm" in Hindi): when the payment window of an order closes, on this device's clock. */
export const formatDueTime = (iso: string) =>
  new Intl.DateTimeFormat(getLocale() === 'hi' ? 'hi-IN' : 'en-US', { timeStyle: 'short' }).format(new Date(iso));

export interface PaymentProblemView {
  tone: 'error' | 'info';
  message: string;
  detail?: string | undefined;
  /** Whether 'Try payment again' is offered. */
  canRetry: boolean;
}

function paymentSavedText(orderNumber: string, dueTime: string) {
  return t`Your order ${orderNumber} is saved. Try again, or pay for it from the order page until ${dueTime}.`;
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
    canRetry ? paymentSavedText(order.orderNumber, formatDueTime(order.paymentDueAt)) : note;
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
