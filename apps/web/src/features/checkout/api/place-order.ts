import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { ORDER_MESSAGES, type OrderInput, type PlacedOrder } from '@kala/contract/orders';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { translateContractMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { createAttemptKeys } from '../lib/idempotency-key';
import { checkoutKeys } from './checkout-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

/** POST /api/orders with its Idempotency-Key header: a retry of the same attempt can never make a second order. */
export const placeOrder = (input: OrderInput, idempotencyKey: string) =>
  apiRequest<ApiAnswer<PlacedOrder>>('/api/orders', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  }).then((answer) => answer.data);

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

function orderFailedText(reason: string) {
  return t`Order creation failed: ${reason}`;
}

/**
 * Spec §8: 'Order creation failed: {reason}' with the server's reason when it refused the order (a piece out of
 * stock, a changed price, a missing field); 'Failed to create COD order' when the reason is unknown (the server
 * failed, or its answer was lost).
 */
export function placeOrderErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return orderFailedText(error.message);
  if (isRefusal(error) && error instanceof Error && error.message) return orderFailedText(error.message);
  return ORDER_MESSAGES.codFailed;
}

/** The server refused because the chosen courier no longer serves the address: choose again. */
export const isCourierGone = (error: unknown) =>
  error instanceof ApiError &&
  // A Hindi page's server answers in Hindi (decision 046): either wording is the same refusal.
  (error.message === ORDER_MESSAGES.courierGone ||
    error.message === translateContractMessage(ORDER_MESSAGES.courierGone));

/**
 * Places an order, once: every attempt carries an Idempotency-Key that a retry of the same order reuses. On
 * success the saved addresses and previews are refreshed here; the caller refreshes what belongs to other
 * features (the cart, the order list) through onPlaced.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [keys] = useState(createAttemptKeys);
  return useMutation({
    mutationFn: (input: OrderInput) => placeOrder(input, keys.keyFor(input)),
    onSuccess: () => {
      keys.settle();
      // Stale, not refetched now: the screen is about to show the confirmation, and a preview of the cart the
      // order just emptied would only be refused. The next checkout reads the addresses (with this one) afresh.
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all(user?._id), refetchType: 'none' });
    },
    onError: (error) => {
      if (!isRefusal(error)) return;
      keys.settle();
      // Stock or prices moved under the shopper: price the order again so the screen shows why.
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all(user?._id) });
    },
  });
}
