import type { ReviewSort } from '@kala/contract/reviews';

/**
 * Query keys of the reviews. A product's list is keyed by its sort, so each sort keeps its own pages; invalidating
 * `product(productId)` refreshes them all (a review written, edited or deleted changes every sort and the summary).
 * What a shopper may review is per signed-in user, so one account never sees another's after a switch.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => ['reviews', 'product', productId] as const,
  productList: (productId: string, sort: ReviewSort) => ['reviews', 'product', productId, sort] as const,
  order: (userId: string | undefined, orderId: string) => ['reviews', 'order', userId ?? 'guest', orderId] as const,
  own: (userId: string | undefined, reviewId: string) => ['reviews', 'own', userId ?? 'guest', reviewId] as const,
};
