import type { AdminProduct } from '@kala/contract/admin-products';
import { toRupees } from '@kala/contract/money';
import type { ProductRecord } from '../catalog/catalog.repository.ts';
import { toProduct } from '../catalog/product-mapper.ts';

/** The admin's view of a product: the catalogue's answer plus each size's stock count and the last change. */
export function toAdminProduct(record: ProductRecord): AdminProduct {
  const product = toProduct(record);
  return {
    ...product,
    sizes: record.sizes.map((s, index) => ({ ...product.sizes[index]!, stock: s.stock })),
    nameHi: record.product.nameHi,
    subtitlesHi: record.product.subtitlesHi,
    descriptionHi: record.product.descriptionHi,
    productDescriptionHi: record.product.productDescriptionHi,
    updatedAt: record.product.updatedAt.toISOString(),
  };
}

/**
 * What the audit log keeps of a product (issue 11 item 7): the fields the admin edits, prices in rupees as the form
 * shows them. Reviews and timestamps are left out: they are not the admin's change.
 */
export function productSnapshot(record: ProductRecord) {
  const { product, sizes } = record;
  return {
    name: product.name,
    subtitles: product.subtitles,
    category: product.category,
    description: product.description,
    productDescription: product.productDescription,
    nameHi: product.nameHi,
    subtitlesHi: product.subtitlesHi,
    descriptionHi: product.descriptionHi,
    productDescriptionHi: product.productDescriptionHi,
    thumbnail: product.thumbnail,
    sliderImages: product.sliderImages,
    tags: product.tags,
    ratings: product.ratings,
    isActive: product.isActive,
    creatorId: product.creatorId,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    sizes: sizes.map((s) => ({
      _id: s.id,
      size: s.label,
      originalPrice: toRupees(s.originalPaise),
      discountedPrice: toRupees(s.discountedPaise),
      estimatedDelivery: s.estimatedDelivery,
      isAvailable: s.isAvailable,
      stock: s.stock,
    })),
  };
}
export type ProductSnapshot = ReturnType<typeof productSnapshot>;

/** The fields that differ between two snapshots, as `before` and `after` objects holding only those fields. */
export function changedFields(before: ProductSnapshot, after: ProductSnapshot) {
  const keys = (Object.keys(after) as (keyof ProductSnapshot)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    changed: keys,
  };
}
