import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_LIST_LIMIT, type OrderList } from '@kala/contract/orders';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { orderKeys, type OrderListParams } from './order-keys';

/** GET /api/orders (spec §7): the shopper's orders, newest first, one page at a time. */
export const getOrders = (params: OrderListParams, signal?: AbortSignal) =>
  apiRequest<OrderList>('/api/orders', {
    query: { page: params.page, limit: params.limit, status: params.status },
    signal,
  });

export const ordersQueryOptions = (userId: string | undefined, params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(userId, params),
    queryFn: ({ signal }) => getOrders(params, signal),
    enabled: Boolean(userId),
    // A status changes when the store ships, and an order placed a moment ago must be in the list: always refetch
    // on mount, showing the cached page meanwhile.
    staleTime: 0,
  });

/**
 * One page of the signed-in shopper's history. The page shown stays on screen while the next one loads, so the
 * list does not collapse to a skeleton on every page turn.
 */
export function useOrders({ page = 1, limit = ORDER_LIST_LIMIT, status }: Partial<OrderListParams> = {}) {
  const { user } = useSession();
  return useQuery({ ...ordersQueryOptions(user?._id, { page, limit, status }), placeholderData: keepPreviousData });
}
