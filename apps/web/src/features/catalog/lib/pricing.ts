import { t } from '@lingui/core/macro';
import type { Product, Size } from '@kala/contract/catalog';
import { discountPercent } from '@kala/contract/money';
import { leadSize as shownSize } from '@kala/contract/shown-price';
import { DEFAULT_STUDIO_NAME } from '@kala/contract/studio';

/** The creator's name, or the default studio's for pieces with no named creator (spec §3 createdBy). */
export const creatorName = (product: Product) => product.createdBy?.name ?? DEFAULT_STUDIO_NAME;

export const isInStock = (product: Product) => product.sizes.some((s) => s.isAvailable);

/**
 * The size a card shows the price of: the lowest-priced size a shopper can buy, else the lowest-priced size. The
 * contract's one rule (@kala/contract/shown-price), which the listing's price filter and sort use too.
 */
export const leadSize = (product: Product): Size | undefined => shownSize(product.sizes);

/** The first available size, else the first size (spec §2 product detail). */
export const defaultSize = (product: Product): Size | undefined =>
  product.sizes.find((s) => s.isAvailable) ?? product.sizes[0];

/**
 * The discount badge of spec §9: 'X% off' when every discounted size saves the same, 'Up to X% off' when they
 * differ, nothing without a discount.
 */
export function discountLabel(sizes: readonly Pick<Size, 'originalPrice' | 'discountedPrice'>[]): string | null {
  const percents = sizes.map((s) => discountPercent(s.originalPrice, s.discountedPrice));
  const best = Math.max(0, ...percents);
  if (best === 0) return null;
  const uniform = percents.every((p) => p === best);
  return uniform ? t`${best}% off` : t`Up to ${best}% off`;
}

export const hasDiscount = (product: Product) => discountLabel(product.sizes) !== null;
