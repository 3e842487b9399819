import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_PATHS } from '@kala/contract/review-constants';
import type { OrderReviews } from '@kala/contract/reviews';
import type { ApiAnswer } from '@kala/contract/envelope';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { reviewKeys } from './review-keys';

export const getOrderReviews = (orderId: string, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<OrderReviews>>(REVIEW_PATHS.order(orderId), { signal }).then((answer) => answer.data);

/** What the signed-in shopper may do for each line of their order: review it, edit their review, or not yet. */
export function useOrderReviews(orderId: string) {
  const { user } = useSession();
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.order(user?._id, orderId),
      queryFn: ({ signal }) => getOrderReviews(orderId, signal),
      enabled: Boolean(user),
    }),
  );
}
