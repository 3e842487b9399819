import { z } from 'zod';

/** Cart schemas (spec §3 Cart, §7 Cart; architecture §6.1 for the totals). */

import { CART_MAX_QUANTITY, CART_MESSAGES } from './cart-messages.ts';

export { CART_MAX_QUANTITY, CART_MESSAGES, CART_FALLBACKS } from './cart-messages.ts';

export const cartQuantitySchema = z
  .number({ error: CART_MESSAGES.quantityWhole })
  .int(CART_MESSAGES.quantityWhole)
  .min(1, CART_MESSAGES.quantityMin)
  .max(CART_MAX_QUANTITY, CART_MESSAGES.quantityMax);

/** Ids are checked by the server against the catalogue; a malformed one is simply "not found". */
const idOf = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(100, missing);

/** Body of POST /api/cart/add and PUT /api/cart/update. Prices are never sent: the server reads them. */
export const cartLineInputSchema = z.object({
  productId: idOf(CART_MESSAGES.productRequired),
  sizeId: idOf(CART_MESSAGES.sizeRequired),
  quantity: cartQuantitySchema,
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

export const cartLineParamsSchema = z.object({
  productId: z.string().max(100),
  sizeId: z.string().max(100),
});

export const cartItemSchema = z.object({
  product: z.object({ _id: z.string(), name: z.string(), thumbnail: z.string() }),
  /** price: today's unit price in rupees, read from the catalogue when the cart is read. */
  selectedSize: z.object({ sizeId: z.string(), size: z.string(), price: z.number() }),
  quantity: z.number().int(),
  /** price × quantity in rupees; 0 for an unavailable line, which the totals leave out. */
  lineTotal: z.number(),
  /** false when the size went out of stock or the product was taken off sale since it was added. */
  isAvailable: z.boolean(),
  unavailableReason: z.enum(['outOfStock', 'productInactive']).optional(),
  /**
   * Pieces this shopper may order of the size (its stock, plus those their own unpaid cart orders hold), present when
   * few remain (at most FEW_LEFT, @kala/contract/stock) or fewer than the line's quantity: 'Only 2 left'. A line whose
   * quantity is above it cannot be ordered until it is lowered (checkout refuses it). Absent: plenty, or made to order.
   */
  piecesLeft: z.number().int().optional(),
  /** true when the unit price differs from the one the shopper added it at (then in previousPrice). */
  priceChanged: z.boolean(),
  previousPrice: z.number().optional(),
  /**
   * The live sale that prices the line now (issue 27, decision 041): `selectedSize.price` is its sale price, shown
   * against `usualPrice` struck through. A sale starting or ending while a piece waits in the cart moves the price
   * shown and charged, never `priceChanged` (the cart keeps the usual price it was added at).
   */
  sale: z.object({ name: z.string(), percentOff: z.number(), usualPrice: z.number() }).optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** Pieces counted in the totals (available lines only). */
  totalItems: z.number().int(),
  /** What the shopper pays before shipping: subtotal + GST, in rupees. */
  totalPrice: z.number(),
  subtotal: z.number(),
  /**
   * The goods' GST (issue 24): `percent` the highest rate, `rates` each rate, lowest first; with `included` the
   * amount is inside the subtotal (prices include GST), else it is added to it.
   */
  gst: z.object({ percent: z.number(), rates: z.array(z.number()), included: z.boolean(), amount: z.number() }),
  /** Shipping is the chosen courier's rate, known only at checkout (architecture §6.1). */
  shipping: z.null(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartCountSchema = z.object({ count: z.number().int() });
export type CartCount = z.infer<typeof cartCountSchema>;
