import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { LowStockReport } from '@kala/contract/stock';
import { apiRequest } from '../../../lib/api-client';
import { adminStatsKeys } from './get-admin-stats';

/** GET /api/admin/stock/low (issue 26 item 4): under ['admin', 'stats'], so 'Refresh Stats' redoes it too. */
export const lowStockQueryOptions = () =>
  queryOptions({
    queryKey: [...adminStatsKeys.all, 'low-stock'] as const,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<LowStockReport>>('/api/admin/stock/low', { signal }).then((answer) => answer.data),
    staleTime: 0,
  });

export const useLowStock = () => useQuery(lowStockQueryOptions());
