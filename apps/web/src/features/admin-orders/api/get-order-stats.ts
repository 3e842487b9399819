import { useQuery } from '@tanstack/react-query';
import type { AdminOrderStats } from '@kala/contract/admin-orders';
import { apiRequest } from '../../../lib/api-client';
import { adminOrderKeys } from './admin-order-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

/** GET /api/orders/admin/stats (spec §7): orders per status and the revenue. */
export const getOrderStats = (signal?: AbortSignal) =>
  apiRequest<ApiAnswer<AdminOrderStats>>('/api/orders/admin/stats', { signal }).then((answer) => answer.data);

/** The count cards of the orders tab. */
export function useOrderStats() {
  return useQuery({ queryKey: adminOrderKeys.stats, queryFn: ({ signal }) => getOrderStats(signal), staleTime: 0 });
}
