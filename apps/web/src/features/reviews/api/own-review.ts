import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REVIEW_PATHS } from '@kala/contract/review-constants';
import type { OwnReview, ReviewCreate, ReviewEdit } from '@kala/contract/reviews';
import type { ApiAnswer } from '@kala/contract/envelope';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { reviewKeys } from './review-keys';

export const getOwnReview = (reviewId: string, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<OwnReview>>(REVIEW_PATHS.own(reviewId), { signal }).then((answer) => answer.data);

export const createReview = (body: ReviewCreate) =>
  apiRequest<ApiAnswer<OwnReview>>(REVIEW_PATHS.create, { method: 'POST', body });

export const editReview = (reviewId: string, body: ReviewEdit) =>
  apiRequest<ApiAnswer<OwnReview>>(REVIEW_PATHS.own(reviewId), { method: 'PATCH', body });

export const deleteReview = (reviewId: string) =>
  apiRequest<{ success: true; message?: string }>(REVIEW_PATHS.own(reviewId), { method: 'DELETE' });

/** The shopper's own review, to edit it (another's is a 404). */
export function useOwnReview(reviewId: string | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: reviewKeys.own(user?._id, reviewId ?? ''),
    queryFn: ({ signal }) => getOwnReview(reviewId ?? '', signal),
    enabled: Boolean(user && reviewId),
    staleTime: 0,
  });
}

/** What a write changes: the order's review states, the product's list and summary, the review itself. */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return (productId: string | null) => {
    void queryClient.invalidateQueries({ queryKey: ['reviews', 'order'] });
    void queryClient.invalidateQueries({ queryKey: ['reviews', 'own'] });
    if (productId) void queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) });
  };
}

export type ReviewWrite =
  { kind: 'create'; body: ReviewCreate } | { kind: 'edit'; reviewId: string; productId: string; body: ReviewEdit };

/**
 * Publishes a new review (POST) or the edited one (PATCH), then refreshes what shows it. The answer's message is the
 * server's own ('Thank you! Your review is published.').
 */
export function useSaveReview() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (write: ReviewWrite) =>
      write.kind === 'create' ? createReview(write.body) : editReview(write.reviewId, write.body),
    onSuccess: (answer) => refresh(answer.data.productId),
  });
}

export function useDeleteReview() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ reviewId }: { reviewId: string; productId: string }) => deleteReview(reviewId),
    onSuccess: (_answer, { productId }) => refresh(productId),
  });
}
