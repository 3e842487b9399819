import { NOT_FOUND_MESSAGES } from './not-found.ts';

/**
 * The wishlist's limits and messages, without zod, so the web's first-load pages (the listing's hearts, the product
 * page's buttons) can use them without loading the schema library. wishlist.ts re-exports them.
 */

export const WISHLIST_MESSAGES = {
  productRequired: 'Please choose a product',
  productNotFound: NOT_FOUND_MESSAGES.product,
  itemNotFound: 'Item not found in wishlist',
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
} as const;

/** What the web falls back to when the server gives no message (spec §8, §5). */
export const WISHLIST_FALLBACKS = {
  load: 'Failed to load wishlist',
  add: 'Failed to add to wishlist',
  remove: 'Failed to remove from wishlist',
  toast: 'Wishlist Error: Unable to update wishlist. Please try again.',
  loginRequired: 'Please log in to add items to wishlist',
  loginToManage: 'Please log in to manage wishlist',
} as const;
