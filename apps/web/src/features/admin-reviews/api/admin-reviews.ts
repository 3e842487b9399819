import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_REVIEW_PAGE_SIZE,
  REVIEW_PATHS,
  type AdminReview,
  type AdminReviewFilter,
  type AdminReviewList,
} from '@kala/contract/reviews';
import type { AuditEntry } from '@kala/contract/audit';
import type { ApiAnswer } from '@kala/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

export interface AdminReviewsParams {
  status: AdminReviewFilter;
  page: number;
}

/** Query keys of the admin's reviews; invalidating `lists` refreshes every filter and page. */
export const adminReviewKeys = {
  lists: ['admin', 'reviews', 'list'] as const,
  list: (params: AdminReviewsParams) => ['admin', 'reviews', 'list', params] as const,
  audit: (reviewId: string) => ['admin', 'reviews', 'audit', reviewId] as const,
};

/** A review's moderation history (who hid, showed or replied, and when), newest first; asked for when opened. */
export const useReviewAudit = (reviewId: string, enabled: boolean) =>
  useQuery({
    queryKey: adminReviewKeys.audit(reviewId),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<AuditEntry[]>>(REVIEW_PATHS.adminAudit(reviewId), { signal }).then((a) => a.data),
    enabled,
    staleTime: 0,
  });

/** The spec's wording for a failed admin list (§8), said of reviews. */
export const ADMIN_REVIEWS_LOAD_FAILED = 'Failed to fetch reviews';

export const getAdminReviews = (params: AdminReviewsParams, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<AdminReviewList>>(REVIEW_PATHS.admin, {
    query: { status: params.status, page: params.page, limit: ADMIN_REVIEW_PAGE_SIZE },
    signal,
  }).then((answer) => answer.data);

/** One page of reviews, newest first; the page shown stays while the next loads. */
export const useAdminReviews = (params: AdminReviewsParams) =>
  useQuery({
    queryKey: adminReviewKeys.list(params),
    queryFn: ({ signal }) => getAdminReviews(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export type Moderation =
  | { kind: 'hide'; reviewId: string; reason: string }
  | { kind: 'show'; reviewId: string }
  | { kind: 'reply'; reviewId: string; text: string }
  | { kind: 'remove-reply'; reviewId: string };

const moderate = (action: Moderation) => {
  switch (action.kind) {
    case 'hide':
      return apiRequest<ApiAnswer<AdminReview>>(REVIEW_PATHS.adminHide(action.reviewId), {
        method: 'POST',
        body: { reason: action.reason },
      });
    case 'show':
      return apiRequest<ApiAnswer<AdminReview>>(REVIEW_PATHS.adminShow(action.reviewId), { method: 'POST' });
    case 'reply':
      return apiRequest<ApiAnswer<AdminReview>>(REVIEW_PATHS.adminReply(action.reviewId), {
        method: 'PUT',
        body: { text: action.text },
      });
    case 'remove-reply':
      return apiRequest<ApiAnswer<AdminReview>>(REVIEW_PATHS.adminReply(action.reviewId), { method: 'DELETE' });
  }
};

/**
 * Hides a review with a reason, shows it again, or publishes / removes the store's reply. The answer (the review as
 * it now is) replaces it in every cached page at once; the lists are then read again, since a hidden review leaves
 * the Visible filter.
 */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: (answer) => {
      client.setQueriesData<AdminReviewList>({ queryKey: adminReviewKeys.lists }, (list) =>
        list ? { ...list, reviews: list.reviews.map((r) => (r.id === answer.data.id ? answer.data : r)) } : list,
      );
      void client.invalidateQueries({ queryKey: adminReviewKeys.lists });
      void client.invalidateQueries({ queryKey: adminReviewKeys.audit(answer.data.id) });
      // The shop's pages read the product's rating and reviews afresh.
      void client.invalidateQueries({ queryKey: ['reviews', 'product', answer.data.productId] });
      void client.invalidateQueries({ queryKey: ['product', answer.data.productId] });
    },
  });
}
