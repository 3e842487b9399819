import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { GiftSettings, GiftSettingsInput } from '@kala/contract/gifting';
import { apiRequest } from '../../../lib/api-client';

const publicKey = ['settings', 'gifting'] as const;
const adminKey = ['admin', 'settings', 'gifting'] as const;
const ADMIN_URL = '/api/admin/settings/gifting';

/** GET /api/settings/gifting: whether the seller offers gift wrap, and its price (the checkout's gift options). */
export const useGiftSettings = () =>
  useQuery({
    queryKey: publicKey,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<GiftSettings>>('/api/settings/gifting', { signal }).then((a) => a.data),
    staleTime: 60_000,
  });

export const adminGiftSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKey,
    queryFn: ({ signal }) => apiRequest<ApiAnswer<GiftSettings>>(ADMIN_URL, { signal }).then((a) => a.data),
    staleTime: 0,
  });

export const useAdminGiftSettings = () => useQuery(adminGiftSettingsQueryOptions());

/** PUT /api/admin/settings/gifting: the answer becomes both queries' data, so the form and checkout show it. */
export function useSaveGiftSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: GiftSettingsInput) =>
      apiRequest<ApiAnswer<GiftSettings>>(ADMIN_URL, { method: 'PUT', body: settings }),
    onSuccess: (answer) => {
      client.setQueryData(adminKey, answer.data);
      client.setQueryData(publicKey, answer.data);
    },
  });
}
