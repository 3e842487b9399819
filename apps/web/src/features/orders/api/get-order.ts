import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@kala/contract/orders';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { isNotFound, orderKeys } from './order-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

/** GET /api/orders/:id (spec §7); another shopper's order or a malformed id is a 404. */
export const getOrder = (orderId: string, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<Order>>(`/api/orders/${encodeURIComponent(orderId)}`, { signal }).then((answer) => answer.data);

export const orderQueryOptions = (userId: string | undefined, orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(userId, orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled: Boolean(userId),
    // The status and the time left to cancel move on their own; read them afresh on every visit.
    staleTime: 0,
    // A missing order stays missing: asking again only delays 'Order Not Found'.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

/** One order of the signed-in shopper. */
export function useOrder(orderId: string) {
  const { user } = useSession();
  return useQuery(orderQueryOptions(user?._id, orderId));
}
