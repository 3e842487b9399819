import { useQuery } from '@tanstack/react-query';
import { REVIEW_PATHS } from '@kala/contract/review-constants';
import type { ApiAnswer } from '@kala/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

/** The review-request mail's link (`/orders/{orderId}?review={token}`): which order it opens, or why it no longer does. */
export const getReviewLink = (token: string, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<{ orderId: string }>>(REVIEW_PATHS.requestLink(token), { signal }).then((a) => a.data);

export function useReviewLink(token: string | null) {
  return useQuery({
    queryKey: ['reviews', 'link', token ?? ''],
    queryFn: ({ signal }) => getReviewLink(token ?? '', signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}
