import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { CategoryTaxRate, TaxSettingsInput, TaxSettingsView } from '@kala/contract/gst';
import { apiRequest } from '../../../lib/api-client';

const taxSettingsKey = ['admin', 'settings', 'tax'] as const;

/** GET /api/admin/settings/tax: the seller's settings, the categories' rates and the pickup PIN code's state. */
export const taxSettingsQueryOptions = () =>
  queryOptions({
    queryKey: taxSettingsKey,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<TaxSettingsView>>('/api/admin/settings/tax', { signal }).then((a) => a.data),
    staleTime: 0,
  });

export const useTaxSettings = () => useQuery(taxSettingsQueryOptions());

/** PUT /api/admin/settings/tax; the answer is the whole view, kept as the query's data. */
export function useSaveTaxSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxSettingsInput) =>
      apiRequest<ApiAnswer<TaxSettingsView>>('/api/admin/settings/tax', { method: 'PUT', body }).then((a) => a.data),
    onSuccess: (view) => client.setQueryData(taxSettingsKey, view),
  });
}

/** PUT /api/admin/settings/tax/rates. */
export function useSaveTaxRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rates: CategoryTaxRate[]) =>
      apiRequest<ApiAnswer<TaxSettingsView>>('/api/admin/settings/tax/rates', { method: 'PUT', body: { rates } }).then(
        (a) => a.data,
      ),
    onSuccess: (view) => client.setQueryData(taxSettingsKey, view),
  });
}
