import { errorMessage } from '../../../lib/api-client';

/** Query keys of the wishlist, per signed-in user; invalidating `all` refreshes the list, count and checks. */
export const wishlistKeys = {
  all: (userId: string | undefined) => ['wishlist', userId ?? 'guest'] as const,
  list: (userId: string | undefined) => ['wishlist', userId ?? 'guest', 'list'] as const,
  count: (userId: string | undefined) => ['wishlist', userId ?? 'guest', 'count'] as const,
  check: (userId: string | undefined, productId: string) =>
    ['wishlist', userId ?? 'guest', 'check', productId] as const,
};

/** The server's message when it refused the request (4xx), else the fallback. */
export const wishlistErrorText = errorMessage;

/** Spec §9: wishlist toasts last 3 s, errors 5 s. */
export const TOAST_MS = { wishlist: 3000, error: 5000 } as const;
