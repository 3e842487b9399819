import type { Product } from '@kala/contract/catalog';
import type { CategorySlug } from '@kala/contract/categories';
import { toRupees } from '@kala/contract/money';
import type { ProductRecord } from './catalog.repository.ts';

/** Builds the product answer of spec §3 from database rows. */
export function toProduct({ product, sizes, reviews, creator }: ProductRecord): Product {
  return {
    _id: product.id,
    name: product.name,
    subtitles: product.subtitles,
    description: product.description,
    productDescription: product.productDescription,
    thumbnail: product.thumbnail,
    sliderImages: product.sliderImages,
    category: product.category as CategorySlug,
    tags: product.tags,
    ratings: product.ratings,
    reviews: reviews.map((r) => ({
      username: r.username,
      message: r.message,
      createdAt: r.createdAt.toISOString(),
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
      estimatedDelivery: s.estimatedDelivery,
    })),
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
  };
}
