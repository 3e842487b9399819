import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { LowStockSettings } from '@kala/contract/stock';
import { apiRequest } from '../../../lib/api-client';

const stockSettingsKey = ['admin', 'settings', 'stock'] as const;
const BASE = '/api/admin/stock/settings';

/** GET /api/admin/stock/settings: the seller's low-stock threshold (issue 26 item 4). */
export const stockSettingsQueryOptions = () =>
  queryOptions({
    queryKey: stockSettingsKey,
    queryFn: ({ signal }) => apiRequest<ApiAnswer<LowStockSettings>>(BASE, { signal }).then((a) => a.data),
    staleTime: 0,
  });

export const useStockSettings = () => useQuery(stockSettingsQueryOptions());

/** PUT /api/admin/stock/settings: the saved threshold becomes the query's data; the overview's figures are redone. */
export function useSaveStockSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: LowStockSettings) =>
      apiRequest<ApiAnswer<LowStockSettings>>(BASE, { method: 'PUT', body: settings }),
    onSuccess: (answer) => {
      client.setQueryData(stockSettingsKey, answer.data);
      void client.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
  });
}
