import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@kala/contract/admin-stats';
import { apiRequest } from '../../../lib/api-client';
import type { ApiAnswer } from '@kala/contract/envelope';

/**
 * The Overview's figures live under ['admin', 'stats']: the orders tab invalidates that prefix after a status change,
 * which refreshes these and its own counts together.
 */
export const adminStatsKeys = {
  all: ['admin', 'stats'] as const,
  overview: ['admin', 'stats', 'overview'] as const,
};

/** GET /api/admin/stats (spec §7). */
export const getAdminStats = (signal?: AbortSignal) =>
  apiRequest<ApiAnswer<AdminStats>>('/api/admin/stats', { signal }).then((answer) => answer.data);

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminStatsKeys.overview,
    queryFn: ({ signal }) => getAdminStats(signal),
    // An admin opening the tab wants today's figures, shown from the cache while they load.
    staleTime: 0,
  });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
