import { CATEGORIES, findCategory } from '@kala/contract/categories';
import { SORTS, type ProductListFilters } from '@kala/contract/catalog';
import { paginate } from '@kala/contract/envelope';
import { SIZE_LABELS } from '@kala/contract/sizes';
import { toRupees } from '@kala/contract/money';
import type { Locale } from '@kala/contract/locale';
import type { Keep, ResponseCache } from '../../lib/response-cache.ts';
import type { CatalogRepository, ListOrdering, ProductRecord } from './catalog.repository.ts';
import { saleFor, saleTag, type ScheduledSale } from '../sales/sale-schedule.ts';
import { toProduct } from './product-mapper.ts';

/** The deepest listing page kept with the catalogue's answers, as for pages (seo/page-cache-key.ts). */
const DEEPEST_KEPT_PAGE = 50;

/**
 * Where a listing answer is kept: with the catalogue's answers when there are only so many of it (a category, price,
 * sort and shallow page), else in the bounded long-tail room: any search words a visitor makes up, a page number
 * typed at will. A flood of random queries then pushes out only its own kind (issue 30).
 */
const listRoom = (filters: ProductListFilters) => (): Keep =>
  filters.search || filters.page > DEEPEST_KEPT_PAGE ? 'long-tail' : true;

/**
 * A search is ordered by relevance unless the shopper chose an order: 'featured', the default, is the store's own pick,
 * and for a search the best match is that pick (decision 045).
 */
const orderingOf = (filters: ProductListFilters): ListOrdering =>
  filters.search && filters.sort === 'featured' ? 'relevance' : SORTS[filters.sort];

/** A product that does not exist (any id a visitor makes up) is remembered in the long-tail room only. */
const productRoom = (text: string): Keep => (text ? true : 'long-tail');

/**
 * Catalogue reads. Shopper answers are serialized once and cached until the next catalogue write, so the
 * routes send the cached JSON text as it is.
 */
export function createCatalogService(
  repository: CatalogRepository,
  cache: ResponseCache,
  sales?: { live(): Promise<ScheduledSale[]> },
) {
  /** The live sales and the tag each piece carries (decision 041); none without the sales module. */
  async function pricing() {
    const live = sales ? await sales.live() : [];
    const tagOf = (record: ProductRecord) => {
      const sale = live.length
        ? saleFor(live, { productId: record.product.id, category: record.product.category })
        : undefined;
      return sale && saleTag(sale);
    };
    return { live, tagOf };
  }

  async function listJson(filters: ProductListFilters, availableOnly: boolean, locale: Locale): Promise<string> {
    const { live, tagOf } = await pricing();
    const { records, total } = await repository.list({
      live,
      category: filters.category,
      price: filters.price,
      search: filters.search || undefined,
      ordering: orderingOf(filters),
      offset: (filters.page - 1) * filters.limit,
      limit: filters.limit,
      includeInactive: false,
      availableOnly,
    });
    return JSON.stringify({
      success: true,
      data: records.map((record) => toProduct(record, tagOf(record), locale)),
      pagination: paginate(total, filters.page, filters.limit),
      total,
    });
  }

  return {
    /** The shopper listing as JSON text (spec §7 GET /api/products). */
    listJson(filters: ProductListFilters, options: { availableOnly?: boolean; locale?: Locale } = {}): Promise<string> {
      const availableOnly = options.availableOnly ?? false;
      const locale = options.locale ?? 'en';
      const key = `list:${locale}:${availableOnly}:${JSON.stringify(filters)}`;
      return cache.get(key, () => listJson(filters, availableOnly, locale), listRoom(filters));
    },

    /** One active product as answer JSON text, or undefined. */
    async productJson(id: string, locale: Locale = 'en'): Promise<string | undefined> {
      const text = await cache.get(
        `product:${locale}:${id}`,
        async () => {
          const [record, { tagOf }] = await Promise.all([repository.findById(id, false), pricing()]);
          return record ? JSON.stringify({ success: true, data: toProduct(record, tagOf(record), locale) }) : '';
        },
        productRoom,
      );
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
