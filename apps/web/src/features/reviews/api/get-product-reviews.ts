import { msg } from '@lingui/core/macro';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { REVIEW_PATHS, REVIEW_PAGE_SIZE, type ReviewSort } from '@kala/contract/review-constants';
import type { ReviewList } from '@kala/contract/reviews';
import type { ApiAnswer } from '@kala/contract/envelope';
import { apiRequest } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** The spec's wording for a failed product call (§8), said of its reviews (a descriptor: shown with i18n._()). */
export const REVIEWS_LOAD_FAILED = msg`Failed to load reviews`;

export const getProductReviews = (productId: string, sort: ReviewSort, page: number, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<ReviewList>>(REVIEW_PATHS.productReviews(productId), {
    query: { sort, page, limit: REVIEW_PAGE_SIZE },
    signal,
  }).then((answer) => answer.data);

/**
 * A product's visible reviews in one sort, a page at a time: 'Show more' appends the next page under the ones shown
 * (a phone's reader keeps their place), and the summary comes with every page (the first one's is shown).
 */
export const productReviewsQueryOptions = (productId: string, sort: ReviewSort) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.productList(productId, sort),
    queryFn: ({ pageParam, signal }) => getProductReviews(productId, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNextPage ? last.pagination.currentPage + 1 : undefined),
  });

export const useProductReviews = (productId: string, sort: ReviewSort) =>
  useInfiniteQuery(productReviewsQueryOptions(productId, sort));

/** Fetches the first page of the default sort ahead, when the product's tabs come near the screen. */
export const prefetchProductReviews = (queryClient: QueryClient, productId: string) =>
  queryClient.prefetchInfiniteQuery(productReviewsQueryOptions(productId, 'newest'));
