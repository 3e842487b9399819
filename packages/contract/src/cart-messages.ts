import { NOT_FOUND_MESSAGES } from './not-found.ts';

/**
 * The cart's limits and messages, without zod, so the web's first-load pages (the listing's hearts, the product
 * page's buttons) can use them without loading the schema library. cart.ts re-exports them.
 */

/** The most of one size a cart line may hold: a handmade piece is rarely ordered by the dozen. */
export const CART_MAX_QUANTITY = 10;

/** What the server answers when it refuses a cart change (the spec's words where it has them, §5). */
export const CART_MESSAGES = {
  productRequired: 'Please choose a product',
  sizeRequired: 'Please select a size before adding to cart.',
  quantityWhole: 'Quantity must be a whole number',
  quantityMin: 'Quantity must be at least 1',
  quantityMax: `You can add at most ${CART_MAX_QUANTITY} of a piece`,
  outOfStock: 'This size is currently out of stock.',
  productNotFound: NOT_FOUND_MESSAGES.product,
  sizeNotFound: 'This size is not offered for this product',
  itemNotFound: 'Item not found in cart',
} as const;

/** What the web falls back to when the server gives no message (spec §8). */
export const CART_FALLBACKS = {
  load: 'Failed to load cart',
  add: 'Failed to add item to cart',
  remove: 'Failed to remove item from cart',
  update: 'Failed to update cart item',
  clear: 'Failed to clear cart',
} as const;
