import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodListEntry, CodPolicy, CodSettingsView } from '@kala/contract/cod';
import type { ApiAnswer } from '@kala/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

const codSettingsKey = ['admin', 'settings', 'cod'] as const;
const BASE = '/api/admin/settings/cod';

/** GET /api/admin/settings/cod: the seller's COD policy, the block and allow lists, and COD_CONFIRM_HOURS. */
export const codSettingsQueryOptions = () =>
  queryOptions({
    queryKey: codSettingsKey,
    queryFn: ({ signal }) => apiRequest<ApiAnswer<CodSettingsView>>(BASE, { signal }).then((a) => a.data),
    staleTime: 0,
  });

export const useCodSettings = () => useQuery(codSettingsQueryOptions());

/** Every COD settings call answers the whole view: it becomes the query's data, so the screen shows what was saved. */
function useCodSettingsMutation<Input>(call: (input: Input) => Promise<ApiAnswer<CodSettingsView>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => client.setQueryData(codSettingsKey, answer.data),
  });
}

/** PUT /api/admin/settings/cod: the whole policy. */
export const useSaveCodPolicy = () =>
  useCodSettingsMutation((policy: CodPolicy) =>
    apiRequest<ApiAnswer<CodSettingsView>>(BASE, { method: 'PUT', body: policy }),
  );

/** PUT /api/admin/settings/cod/lists: blocks or allows a PIN code or phone (again: moves it to the other list). */
export const useAddCodListEntry = () =>
  useCodSettingsMutation((entry: CodListEntry) =>
    apiRequest<ApiAnswer<CodSettingsView>>(`${BASE}/lists`, { method: 'PUT', body: entry }),
  );

/** DELETE /api/admin/settings/cod/lists/:kind/:value. */
export const useRemoveCodListEntry = () =>
  useCodSettingsMutation(({ kind, value }: Pick<CodListEntry, 'kind' | 'value'>) =>
    apiRequest<ApiAnswer<CodSettingsView>>(`${BASE}/lists/${encodeURIComponent(kind)}/${encodeURIComponent(value)}`, {
      method: 'DELETE',
    }),
  );
