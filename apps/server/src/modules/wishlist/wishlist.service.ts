import { discountPercent, toRupees } from '@kala/contract/money';
import { leadSize } from '@kala/contract/shown-price';
import { WISHLIST_MESSAGES, type Wishlist, type WishlistChange, type WishlistItem } from '@kala/contract/wishlist';
import { NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { WishlistRepository, WishlistSizeRow } from './wishlist.repository.ts';

/**
 * The card prices of spec §2: the prices of the size the piece is shown at (@kala/contract/shown-price: the cheapest
 * in stock, else the cheapest), and each size's own discount.
 */
function priceProduct(sizes: WishlistSizeRow[]) {
  const priced = sizes.map((s) => {
    const originalPrice = toRupees(s.originalPaise);
    const discountedPrice = toRupees(s.discountedPaise);
    return {
      _id: s.id,
      size: s.label,
      originalPrice,
      discountedPrice,
      discountPercent: discountPercent(originalPrice, discountedPrice),
      isAvailable: s.isAvailable,
    };
  });
  // On a tie the earlier size (position order) wins.
  const lowest = leadSize(priced);
  return {
    originalPrice: lowest?.originalPrice ?? 0,
    discountedPrice: lowest?.discountedPrice ?? 0,
    discountPercent: lowest?.discountPercent ?? 0,
    maxDiscountPercent: Math.max(0, ...priced.map((s) => s.discountPercent)),
    isAvailable: priced.some((s) => s.isAvailable),
    sizes: priced,
  };
}

export function createWishlistService(repository: WishlistRepository) {
  async function change(userId: string, productId: string, inWishlist: boolean): Promise<WishlistChange> {
    return { productId, inWishlist, count: await repository.count(userId) };
  }

  return {
    async wishlist(userId: string): Promise<Wishlist> {
      const rows = await repository.items(userId);
      const items: WishlistItem[] = rows.map((row) => ({
        id: row.id,
        addedAt: row.addedAt.toISOString(),
        product: { _id: row.productId, name: row.name, thumbnail: row.thumbnail, ...priceProduct(row.sizes) },
      }));
      return { wishlist: { items, count: items.length } };
    },

    count: (userId: string) => repository.count(userId),

    async check(userId: string, productId: string): Promise<boolean> {
      return isUuid(productId) && repository.has(userId, productId);
    },

    async add(userId: string, productId: string): Promise<WishlistChange> {
      if (!isUuid(productId) || !(await repository.isActiveProduct(productId))) {
        throw new NotFoundError(WISHLIST_MESSAGES.productNotFound);
      }
      await repository.add(userId, productId);
      return change(userId, productId, true);
    },

    async remove(userId: string, productId: string): Promise<WishlistChange> {
      if (!isUuid(productId) || !(await repository.remove(userId, productId))) {
        throw new NotFoundError(WISHLIST_MESSAGES.itemNotFound);
      }
      return change(userId, productId, false);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
