import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ORDER_MESSAGES, type OrderStatusChangeInput } from '@kala/contract/admin-orders';
import type { Order } from '@kala/contract/orders';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { adminOrderKeys } from './admin-order-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

/** PATCH /api/orders/:id/status (spec §7): the status, and optionally a note and a tracking number. */
export const changeOrderStatus = (orderId: string, input: OrderStatusChangeInput) =>
  apiRequest<ApiAnswer<Order>>(`/api/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'PATCH',
    body: input,
  }).then((answer) => answer.data);

export interface StatusChangeRequest extends OrderStatusChangeInput {
  orderId: string;
}

/**
 * Changes an order's status. Afterwards (spec §4) the orders, the counts and the overview's recent orders and stats
 * reload: every admin order query and every ['admin', 'stats'] query is invalidated, and the shoppers' order caches
 * of this browser too (an admin may be looking at their own order).
 */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...input }: StatusChangeRequest) => changeOrderStatus(orderId, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.allStats }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}

/**
 * Spec §8's alert, and the server's reason when it refused the change (a cancelled order cannot be reopened, an
 * unpaid online order cannot ship): the admin needs to know which.
 */
export function statusChangeError(error: unknown): { title: string; reason: string | undefined } {
  const reason = errorMessage(error, '');
  return { title: ADMIN_ORDER_MESSAGES.updateFailed, reason: reason || undefined };
}
