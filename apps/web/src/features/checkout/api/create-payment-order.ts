import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order, OrderInput, PlacedOrder } from '@kala/contract/orders';
import { PAYMENT_MESSAGES, type PaymentOrder } from '@kala/contract/payments';
import { retryPayment } from '../../../components/payment/payments-api';
import { paymentErrorText, type PaymentResult } from '../../../components/payment/run-payment';
import { useOnlinePayment } from '../../../components/payment/use-online-payment';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { translateContractMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { createAttemptKeys } from '../lib/idempotency-key';
import { checkoutKeys } from './checkout-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

/**
 * POST /api/payments/create-order with its Idempotency-Key: the order is placed (pending, unpaid; the cart is kept
 * until the payment succeeds) and its payment order made. The body is the order of POST /api/orders.
 */
export const createPaymentOrder = (input: OrderInput, idempotencyKey: string) =>
  apiRequest<ApiAnswer<PaymentOrder>>('/api/payments/create-order', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  }).then((answer) => answer.data);

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Spec §8: 'Order creation failed: {reason}' when the server refused the order (stock, price, a missing field) or
 * the network failed; 'Failed to create payment order' when the payment order could not be made (502) or the reason
 * is unknown.
 */
export function createPaymentOrderErrorText(error: unknown): string {
  const fromServer = (error as { fromServer?: boolean }).fromServer ?? true;
  if (error instanceof ApiError && error.message && (error.status === 0 || (isRefusal(error) && fromServer))) {
    return translateContractMessage(PAYMENT_MESSAGES.orderCreationFailed(error.message));
  }
  return translateContractMessage(PAYMENT_MESSAGES.createFailed);
}

/** A retry of an existing order's payment was refused (409: window closed, 3 failed tries, paid) or failed. */
export const retryErrorText = (error: unknown) =>
  translateContractMessage(paymentErrorText(error, PAYMENT_MESSAGES.initFailed));

/** The verified order as the confirmation views take it (the answer of POST /api/orders). */
export const placedFrom = (order: Order): PlacedOrder => ({
  orderId: order._id,
  orderNumber: order.orderNumber,
  status: order.orderStatus,
  order,
});

/**
 * The online path of the checkout and the quick order: create the order with its payment order (once: the same
 * Idempotency-Key on a resend), open the gateway, verify; after a failure or a dismissal 'Try again' asks for the
 * same order's payment again (POST /api/payments/retry/:orderId), so no second order is made.
 */
export function useOnlineCheckout({
  onPaid,
  onSettled,
  onCreateRefused,
}: {
  onPaid: (placed: PlacedOrder) => void;
  onSettled?: (result: PaymentResult) => void;
  /** The server would not place the order (nothing was made): stock, prices or the courier moved. */
  onCreateRefused?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [keys] = useState(createAttemptKeys);
  const payment = useOnlinePayment({
    onSettled: (result) => {
      if (result.kind === 'paid') onPaid(placedFrom(result.order));
      onSettled?.(result);
    },
  });

  const placeAndPay = (input: OrderInput) =>
    payment.run(async () => {
      try {
        const order = await createPaymentOrder(input, keys.keyFor(input));
        keys.settle();
        // The saved addresses now include this one; the next checkout reads them afresh.
        void queryClient.invalidateQueries({ queryKey: checkoutKeys.all(user?._id), refetchType: 'none' });
        return order;
      } catch (error) {
        if (isRefusal(error)) {
          keys.settle();
          void queryClient.invalidateQueries({ queryKey: checkoutKeys.all(user?._id) });
        }
        onCreateRefused?.(error);
        throw error;
      }
    });

  const orderId = payment.paymentOrder?.orderId;
  const tryAgain = () => {
    if (orderId) void payment.run(() => retryPayment(orderId));
  };

  /** What went wrong, in the spec's words, and whether 'Try again' is offered. */
  const refusedText =
    payment.state.phase === 'refused'
      ? orderId
        ? retryErrorText(payment.state.error)
        : createPaymentOrderErrorText(payment.state.error)
      : undefined;

  return { ...payment, placeAndPay, tryAgain, refusedText };
}

export type OnlineCheckout = ReturnType<typeof useOnlineCheckout>;
