import type { Product } from '@kala/contract/catalog';
import type { CategorySlug } from '@kala/contract/categories';
import { textIn, type Locale } from '@kala/contract/locale';
import { toRupees } from '@kala/contract/money';
import { salePricePaise, type SaleTag } from '@kala/contract/sale-price';
import { FEW_LEFT } from '@kala/contract/stock-messages';
import type { ProductRecord } from './catalog.repository.ts';

/** Builds the product answer of spec §3 from database rows. */
export function toProduct(
  { product, sizes, reviews, creator }: ProductRecord,
  sale?: SaleTag,
  locale: Locale = 'en',
): Product {
  return {
    _id: product.id,
    name: textIn(locale, product.name, product.nameHi),
    subtitles: textIn(locale, product.subtitles, product.subtitlesHi),
    description: textIn(locale, product.description, product.descriptionHi),
    productDescription: textIn(locale, product.productDescription, product.productDescriptionHi),
    thumbnail: product.thumbnail,
    sliderImages: product.sliderImages,
    category: product.category as CategorySlug,
    tags: product.tags,
    // The average of the visible reviews and their count (modules/reviews keeps both on the product row).
    ratings: product.ratings,
    reviewCount: product.reviewCount,
    reviews: reviews.map((r) => ({
      username: r.username,
      message: r.message,
      createdAt: r.createdAt.toISOString(),
      rating: r.rating,
    })),
    isActive: product.isActive,
    createdBy: creator ? { _id: creator.id, name: creator.name } : null,
    createdAt: product.createdAt.toISOString(),
    sizes: sizes.map((s) => ({
      _id: s.id,
      size: s.label,
      originalPrice: toRupees(s.originalPaise),
      discountedPrice: toRupees(s.discountedPaise),
      isAvailable: s.isAvailable,
      // The one price rule (decision 041): the usual selling price less the live sale's percent, to the paisa.
      ...(sale ? { salePrice: toRupees(salePricePaise(s.discountedPaise, sale.percentOff)) } : {}),
      estimatedDelivery: s.estimatedDelivery,
      // 'Only 2 left' (issue 26): an order or cancellation that moves a count this low invalidates the cache.
      ...(s.isAvailable && s.stock !== null && s.stock > 0 && s.stock <= FEW_LEFT ? { piecesLeft: s.stock } : {}),
    })),
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    ...(sale ? { sale } : {}),
  };
}
