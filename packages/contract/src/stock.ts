import { z } from 'zod';
import { HOLD_MESSAGES, LOW_STOCK_MESSAGES, LOW_STOCK_THRESHOLD_MAX } from './stock-notes.ts';

/** Stock that tells the truth (issue 26 item 4, decision 038): the shopper's own holds, the seller's low stock. */

export { FEW_LEFT, STOCK_MESSAGES } from './stock-messages.ts';
export {
  DEFAULT_LOW_STOCK_THRESHOLD,
  HOLD_MESSAGES,
  LOW_STOCK_LIST_LIMIT,
  LOW_STOCK_MESSAGES,
  LOW_STOCK_THRESHOLD_MAX,
} from './stock-notes.ts';

/** GET /api/stock/holds?productId=: a malformed id simply holds nothing. */
export const stockHoldsQuerySchema = z.object({
  productId: z
    .string({ error: HOLD_MESSAGES.productIdRequired })
    .trim()
    .min(1, HOLD_MESSAGES.productIdRequired)
    .max(100),
});

/** Pieces of one size that one of the signed-in shopper's own online orders took and holds while it waits for payment. */
export const stockHoldSchema = z.object({
  sizeId: z.string(),
  pieces: z.number().int(),
  orderId: z.string(),
  orderNumber: z.string(),
  /** When the payment window closes (ISO); after it the payment-expiry job gives the pieces back. */
  payBy: z.string(),
  /** Whether the order can still be paid ('Pay now' on its page): the window is open and tries remain. */
  payable: z.boolean(),
  /** From the cart: placing the cart again replaces the order and gets the pieces back first (decision 018). */
  fromCart: z.boolean(),
});
export type StockHold = z.infer<typeof stockHoldSchema>;

export const stockHoldsSchema = z.object({ holds: z.array(stockHoldSchema) });
export type StockHolds = z.infer<typeof stockHoldsSchema>;

/** The seller's low-stock threshold (PUT /api/admin/stock/settings). */
export const lowStockSettingsSchema = z.object({
  threshold: z
    .number({ error: LOW_STOCK_MESSAGES.thresholdInvalid })
    .int(LOW_STOCK_MESSAGES.thresholdInvalid)
    .min(0, LOW_STOCK_MESSAGES.thresholdInvalid)
    .max(LOW_STOCK_THRESHOLD_MAX, LOW_STOCK_MESSAGES.thresholdInvalid),
});
export type LowStockSettings = z.infer<typeof lowStockSettingsSchema>;

/** A counted size of a product on sale with this many pieces or fewer. */
export const lowStockSizeSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  thumbnail: z.string(),
  sizeId: z.string(),
  size: z.string(),
  stock: z.number().int(),
  /** false: switched off by the seller, or sold out (stock 0). */
  isAvailable: z.boolean(),
});
export type LowStockSize = z.infer<typeof lowStockSizeSchema>;

/** GET /api/admin/stock/low: the threshold, the sizes at or below it (the fewest first, at most the limit), and how many. */
export const lowStockReportSchema = z.object({
  threshold: z.number().int(),
  sizes: z.array(lowStockSizeSchema),
  total: z.number().int(),
});
export type LowStockReport = z.infer<typeof lowStockReportSchema>;
