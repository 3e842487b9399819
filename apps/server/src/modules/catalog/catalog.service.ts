import { CATEGORIES, findCategory } from '@kala/contract/categories';
import { SORTS, type ProductListFilters } from '@kala/contract/catalog';
import { paginate } from '@kala/contract/envelope';
import { SIZE_LABELS } from '@kala/contract/sizes';
import { toRupees } from '@kala/contract/money';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { CatalogRepository } from './catalog.repository.ts';
import { toProduct } from './product-mapper.ts';

/**
 * Catalogue reads. Shopper answers are serialized once and cached until the next catalogue write, so the
 * routes send the cached JSON text as it is.
 */
export function createCatalogService(repository: CatalogRepository, cache: ResponseCache) {
  async function listJson(filters: ProductListFilters, availableOnly: boolean): Promise<string> {
    const { records, total } = await repository.list({
      category: filters.category,
      price: filters.price,
      search: filters.search || undefined,
      ordering: SORTS[filters.sort],
      offset: (filters.page - 1) * filters.limit,
      limit: filters.limit,
      includeInactive: false,
      availableOnly,
    });
    return JSON.stringify({
      success: true,
      data: records.map(toProduct),
      pagination: paginate(total, filters.page, filters.limit),
      total,
    });
  }

  return {
    /** The shopper listing as JSON text (spec §7 GET /api/products). */
    listJson(filters: ProductListFilters, options: { availableOnly?: boolean } = {}): Promise<string> {
      const availableOnly = options.availableOnly ?? false;
      const key = `list:${availableOnly}:${JSON.stringify(filters)}`;
      return cache.get(key, () => listJson(filters, availableOnly));
    },

    /** One active product as answer JSON text, or undefined. */
    async productJson(id: string): Promise<string | undefined> {
      const text = await cache.get(`product:${id}`, async () => {
        const record = await repository.findById(id, false);
        return record ? JSON.stringify({ success: true, data: toProduct(record) }) : '';
      });
      return text || undefined;
    },

    categories() {
      return CATEGORIES.map((c) => ({ ...c }));
    },

    async categoryStats() {
      const counts = new Map((await repository.countByCategory()).map((r) => [r.category, r.count]));
      return CATEGORIES.map((c) => ({
        category: c.slug,
        displayName: c.displayName,
        count: counts.get(c.slug) ?? 0,
      }));
    },

    /** The five size choices with what the category offers of each; undefined for an unknown category. */
    async sizesForCategory(spelling: string) {
      const category = findCategory(spelling);
      if (!category) return undefined;
      const rows = new Map((await repository.sizesInCategory(category.slug)).map((r) => [r.size, r]));
      return {
        category: category.slug,
        sizes: SIZE_LABELS.map((size) => {
          const row = rows.get(size);
          return {
            size,
            products: row?.products ?? 0,
            minPrice: row ? toRupees(row.minPaise) : null,
            maxPrice: row ? toRupees(row.maxPaise) : null,
            isAvailable: row?.available ?? false,
          };
        }),
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
