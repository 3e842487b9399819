import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { Order } from '@kala/contract/orders';
import type { RefundInput } from '@kala/contract/refunds';
import { apiRequest } from '../../../lib/api-client';
import { adminOrderKeys } from './admin-order-keys';

export interface RefundRequest {
  orderId: string;
  input: RefundInput;
  /** One key per attempt: a retry of the same refund after a lost answer is answered, not refunded twice. */
  idempotencyKey: string;
}

/** POST /api/admin/orders/:id/refunds (decision 024): a line or an amount, with a reason. */
export const refundOrder = ({ orderId, input, idempotencyKey }: RefundRequest) =>
  apiRequest<ApiAnswer<Order>>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** Refunds part of an order; afterwards the admin's order screens and figures, and this browser's order pages, reload. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.allStats }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}
