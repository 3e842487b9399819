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

/** The server's message when it refused the request (4xx), else the spec's fallback (spec §8: server message preferred). */
export const cartErrorText = errorMessage;

/** Spec §9: cart and wishlist toasts last 3 s, errors 5 s. */
export const TOAST_MS = { cart: 3000, error: 5000 } as const;
