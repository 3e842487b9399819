import { z } from 'zod';

/** Wishlist schemas (spec §3 Wishlist, §7 Wishlist, §2 the wishlist page). */

import { WISHLIST_MESSAGES } from './wishlist-messages.ts';

export { WISHLIST_MESSAGES, WISHLIST_FALLBACKS } from './wishlist-messages.ts';

export const wishlistAddSchema = z.object({
  productId: z
    .string({ error: WISHLIST_MESSAGES.productRequired })
    .trim()
    .min(1, WISHLIST_MESSAGES.productRequired)
    .max(100, WISHLIST_MESSAGES.productNotFound),
});

export const wishlistProductParamsSchema = z.object({ productId: z.string().max(100) });

export const wishlistSizeSchema = z.object({
  _id: z.string(),
  size: z.string(),
  originalPrice: z.number(),
  discountedPrice: z.number(),
  /** Rounded percent off for this size, 0 when it has no discount. */
  discountPercent: z.number().int(),
  isAvailable: z.boolean(),
});

export const wishlistProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  thumbnail: z.string(),
  /** Prices of the lowest-priced size, in rupees ("from" prices). */
  originalPrice: z.number(),
  discountedPrice: z.number(),
  /** Percent off of the lowest-priced size, and the most any size is off (for 'Up to X% off'). */
  discountPercent: z.number().int(),
  maxDiscountPercent: z.number().int(),
  /** true when at least one size is in stock. */
  isAvailable: z.boolean(),
  sizes: z.array(wishlistSizeSchema),
});

export const wishlistItemSchema = z.object({
  id: z.string(),
  addedAt: z.string(),
  product: wishlistProductSchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistSchema = z.object({
  wishlist: z.object({ items: z.array(wishlistItemSchema), count: z.number().int() }),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

/** Answer of add and remove: where the product stands now, and the new count for the header. */
export const wishlistChangeSchema = z.object({
  productId: z.string(),
  inWishlist: z.boolean(),
  count: z.number().int(),
});
export type WishlistChange = z.infer<typeof wishlistChangeSchema>;

export const wishlistCheckSchema = z.object({ inWishlist: z.boolean() });
export const wishlistCountSchema = z.object({ count: z.number().int() });
