import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderList } from '@kala/contract/admin-orders';
import { apiRequest } from '../../../lib/api-client';
import { adminOrderKeys, type AdminOrderListParams } from './admin-order-keys';

/** GET /api/orders/admin/all (spec §7): every customer's orders, newest first, one page at a time. */
export const getAdminOrders = (params: AdminOrderListParams, signal?: AbortSignal) =>
  apiRequest<AdminOrderList>('/api/orders/admin/all', {
    query: { page: params.page, limit: params.limit, status: params.status, q: params.q },
    signal,
  });

export const adminOrdersQueryOptions = (params: AdminOrderListParams) =>
  queryOptions({
    queryKey: adminOrderKeys.list(params),
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    // New orders arrive all the time: read afresh whenever the tab is shown.
    staleTime: 0,
  });

/** One page of the orders tab; the page shown stays while the next one loads (no collapse to a skeleton). */
export function useAdminOrders(params: AdminOrderListParams) {
  return useQuery({ ...adminOrdersQueryOptions(params), placeholderData: keepPreviousData });
}
