import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_MESSAGES, type CancelOrderInput, type Order } from '@kala/contract/orders';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { orderErrorText, orderKeys } from './order-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

export const cancelOrder = (orderId: string, input: CancelOrderInput) =>
  apiRequest<ApiAnswer<Order>>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'PATCH',
    body: input,
  }).then((answer) => answer.data);

/**
 * PATCH /api/orders/:id/cancel with an optional reason (spec §4, architecture §6.7: the server decides whether the
 * order may still be cancelled). The answer is the cancelled order, which replaces the cached one; the history is
 * refetched. A refusal (409/422: shipped meanwhile, or the 12-hour window closed) also refetches the order, so the
 * page shows why the button is gone.
 */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (reason: string) => cancelOrder(orderId, { reason: reason.trim() || undefined }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(user?._id, orderId), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists(user?._id) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all(user?._id) });
      }
    },
  });
}

/** What the dialog says when the cancellation failed: the server's reason, else the spec's message (§8). */
export const cancelErrorText = (error: unknown) => orderErrorText(error, ORDER_MESSAGES.cancelFailed);
