import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { MarketingConsent, MarketingConsentBody } from '@kala/contract/marketing';
import { apiRequest } from '../../../lib/api-client';

const consentKey = ['account', 'marketing-consent'] as const;

/** The shopper's marketing consent (GET /api/marketing/consent). */
export const marketingConsentQueryOptions = queryOptions({
  queryKey: consentKey,
  queryFn: ({ signal }) =>
    apiRequest<ApiAnswer<MarketingConsent>>('/api/marketing/consent', { signal }).then((a) => a.data),
});

export const useMarketingConsent = () => useQuery(marketingConsentQueryOptions);

/** Gives or withdraws it (PUT /api/marketing/consent); the answer is the consent as it now stands. */
export const useSaveMarketingConsent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketingConsentBody) =>
      apiRequest<ApiAnswer<MarketingConsent> & { message: string }>('/api/marketing/consent', {
        method: 'PUT',
        body,
      }),
    onSuccess: (answer) => client.setQueryData(consentKey, answer.data),
  });
};
