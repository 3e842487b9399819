import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliverySettings } from '@kala/contract/delivery-estimate';
import type { ApiAnswer } from '@kala/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

const key = ['admin', 'settings', 'delivery'] as const;
const URL = '/api/admin/settings/delivery';

/** GET /api/admin/settings/delivery: the festival-season switch. */
export const deliverySettingsQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<ApiAnswer<DeliverySettings>>(URL, { signal }).then((a) => a.data),
    staleTime: 0,
  });

export const useDeliverySettings = () => useQuery(deliverySettingsQueryOptions());

/** PUT /api/admin/settings/delivery: the answer becomes the query's data, so the switch shows what was saved. */
export function useSaveDeliverySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: DeliverySettings) =>
      apiRequest<ApiAnswer<DeliverySettings>>(URL, { method: 'PUT', body: settings }),
    onSuccess: (answer) => client.setQueryData(key, answer.data),
  });
}
