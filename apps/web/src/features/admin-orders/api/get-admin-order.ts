import { useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@kala/contract/admin-orders';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { adminOrderKeys } from './admin-order-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

/** GET /api/orders/admin/:id: any customer's order, with the customer and the audit of admin changes. */
export const getAdminOrder = (orderId: string, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<AdminOrderDetail>>(`/api/orders/admin/${encodeURIComponent(orderId)}`, {
    signal,
  }).then((answer) => answer.data);

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function useAdminOrder(orderId: string) {
  return useQuery({
    queryKey: adminOrderKeys.detail(orderId),
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
    staleTime: 0,
    // A missing order stays missing: asking again only delays 'Order Not Found'.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}
