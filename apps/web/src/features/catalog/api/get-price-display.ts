import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { PriceDisplay } from '@kala/contract/gst-display';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/settings/prices: whether prices include GST and each category's rate (a few hundred bytes, cached). */
export const usePriceDisplay = () =>
  useQuery({
    queryKey: ['settings', 'prices'],
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<PriceDisplay>>('/api/settings/prices', { signal }).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });
