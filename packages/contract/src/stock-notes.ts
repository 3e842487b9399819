/**
 * The words of the shopper's hold note (loaded only when they hold a piece) and of the admin's low stock (issue 26
 * item 4, decision 038), apart from stock-messages.ts so the product page's first load does not carry them.
 */

/** The seller's low-stock threshold until they set one, and its bounds (the admin's Settings). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
export const LOW_STOCK_THRESHOLD_MAX = 1000;

/** The most sizes the admin's overview lists at or below the threshold (the lowest first); the total is given too. */
export const LOW_STOCK_LIST_LIMIT = 50;

const pieces = (n: number) => (n === 1 ? '1 piece' : `${n} pieces`);

/** The product page's note on a size the shopper's own unpaid online order holds (features/stock). */
export const HOLD_MESSAGES = {
  /** A size still on sale of which the shopper's own unpaid order holds some pieces. */
  heldTitle: (held: number) => `${pieces(held)} held for you`,
  reserved: (orderNumber: string, held: number) =>
    `Your order ${orderNumber} is holding ${held === 1 ? 'this piece' : pieces(held)} for you until it is paid.`,
  payBy: (time: string) => `Complete the payment by ${time} to keep it; after that it goes back on sale.`,
  windowClosed: (orderNumber: string) =>
    `The payment window of your order ${orderNumber} has closed. The piece goes back on sale within a few minutes.`,
  completePayment: 'Complete payment',
  /** GET /api/stock/holds without a product. */
  productIdRequired: 'Please choose a product',
} as const;

/** The admin's overview and settings. */
export const LOW_STOCK_MESSAGES = {
  title: 'Low stock',
  none: (threshold: number) => `No size is at or below ${pieces(threshold)}.`,
  intro: (threshold: number) => `Sizes at or below ${pieces(threshold)}, the fewest first.`,
  failed: 'Failed to load low stock',
  thresholdInvalid: `The low-stock threshold must be a whole number from 0 to ${LOW_STOCK_THRESHOLD_MAX}`,
  thresholdSaved: 'Low-stock threshold saved',
} as const;
