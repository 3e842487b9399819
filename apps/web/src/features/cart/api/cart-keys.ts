import type { QueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';

/**
 * Query keys of the cart, per signed-in user, so a cart never shows under another account after a switch.
 * Invalidating `cartKeys.all(userId)` refreshes the cart and the header count together.
 */
export const cartKeys = {
  all: (userId: string | undefined) => ['cart', userId ?? 'guest'] as const,
  detail: (userId: string | undefined) => ['cart', userId ?? 'guest', 'detail'] as const,
  count: (userId: string | undefined) => ['cart', userId ?? 'guest', 'count'] as const,
};

/**
 * Asks the header count again after a change. A count request already on its way (the first one of a freshly
 * rendered page, asked before the change was saved) is cancelled first: TanStack Query's invalidation cancels an
 * in-flight fetch only once the query has data, so that first answer would otherwise stand (issue 13: the header
 * said 'no items' after 'Added to cart').
 */
export async function refreshCartCount(queryClient: QueryClient, userId: string | undefined) {
  await queryClient.cancelQueries({ queryKey: cartKeys.count(userId) });
  await queryClient.invalidateQueries({ queryKey: cartKeys.count(userId) });
}

/** The server's message when it refused the request (4xx), else the spec's fallback (spec §8: server message preferred). */
export const cartErrorText = errorMessage;

/** Spec §9: cart and wishlist toasts last 3 s, errors 5 s. */
export const TOAST_MS = { cart: 3000, error: 5000 } as const;
