import { CART_MESSAGES } from './cart-messages.ts';

/**
 * Stock as the shopper is told it on the product page and in the cart (issue 26 item 4, decision 038), without zod and
 * kept short: it is in the product page's first load. The hold note's and the admin's words are in stock-notes.ts;
 * stock.ts re-exports both.
 */

/**
 * At or below this many pieces of a size (and above none), the product page and the cart say how many are left
 * ('Only 2 left'); above it the count is not shown. A constant, not the seller's low-stock threshold (that one is for
 * the admin's overview and can be set; this one is what shoppers are shown, the same on every page).
 */
export const FEW_LEFT = 3;

export const STOCK_MESSAGES = {
  /** Spec §5's words for a size with nothing left. */
  outOfStock: CART_MESSAGES.outOfStock,
  /** Beside a size with few pieces left (product page, cart line). */
  onlyLeft: (left: number) => `Only ${left} left`,
  /**
   * The cart's refusal of a quantity above the pieces in stock (add and update, 422); `inCart` the pieces of the size
   * already in the shopper's cart, when an add would pass the stock with them.
   */
  aboveStock: (left: number, inCart = 0) =>
    left === 0
      ? CART_MESSAGES.outOfStock
      : inCart > 0
        ? `Only ${left} left in stock, and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart.`
        : `Only ${left} left in stock.`,
  /** A cart line asking for more than is left (the stock fell after it was added). */
  lowerQuantity: (left: number) => `Only ${left} left in stock. Please lower the quantity to check out.`,
  /** The cart summary, while a line asks for more than is left. */
  lowerToCheckOut: 'Lower the quantity of the items with too few pieces left to check out.',
  /** The product page, for a size the shopper's own unpaid online order holds. */
  reservedTitle: 'Reserved for you',
  /** Add to Cart or Quick Order on a size reserved for the shopper: they have it already, waiting for payment. */
  reservedDialog: 'Your unpaid order is holding this piece for you. Complete the payment to buy it.',
} as const;
