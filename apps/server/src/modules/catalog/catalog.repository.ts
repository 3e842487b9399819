import { and, asc, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Ordering, PriceFilter } from '@kala/contract/catalog';
import { isUuid } from '../../lib/ids.ts';
import type { Db } from '../../db/client.ts';
import { creators, productSizes, products, reviews } from '../../db/schema/index.ts';
import type { ScheduledSale } from '../sales/sale-schedule.ts';
import { salePercentSql, salePriceSql } from '../sales/sale-sql.ts';
import { searchMatches, searchRank } from './search-sql.ts';

export type ProductRow = typeof products.$inferSelect;
export type SizeRow = typeof productSizes.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type CreatorRow = typeof creators.$inferSelect;

/** Reviews a product answer carries: the newest visible ones (the page of reviews has them all). */
export const PRODUCT_REVIEWS_SHOWN = 10;

/** A product with everything its answer needs. */
export interface ProductRecord {
  product: ProductRow;
  sizes: SizeRow[];
  reviews: ReviewRow[];
  creator: CreatorRow | null;
}

/** The listing's orders: the contract's, and relevance to the search words (a search's default, decision 045). */
export type ListOrdering = Ordering | 'relevance';

export interface ListCriteria {
  category?: string | undefined;
  price?: PriceFilter | undefined;
  search?: string | undefined;
  /**
   * How `search` matches: 'words' (the shoppers' listing: however the words are typed, decision 045) or 'literal'
   * (the admin's Products tab: the text as typed, anywhere in the name, subtitles, description or tags).
   */
  searchMode?: 'words' | 'literal';
  ordering: ListOrdering;
  offset: number;
  limit: number;
  includeInactive: boolean;
  /** Only products with at least one size in stock. */
  availableOnly?: boolean;
  /** The sales live now, best first (modules/sales): the price filter and sort judge a piece at its sale price. */
  live?: readonly ScheduledSale[];
}

/**
 * The price a product is shown at, on which price filters and price sorts judge it: its cheapest size in stock,
 * else its cheapest size (the contract's one rule, `leadSize` in @kala/contract/shown-price, which the cards use).
 */
const usualShownPricePaise = sql<number>`coalesce(
  (select min(${productSizes.discountedPaise}) from ${productSizes} where ${productSizes.productId} = ${products.id} and ${productSizes.isAvailable}),
  (select min(${productSizes.discountedPaise}) from ${productSizes} where ${productSizes.productId} = ${products.id})
)`;

/**
 * During a live sale the shown price is the sale price of that same size (decision 041: a sale takes one percent off
 * every size of a piece, and the rule is monotonic, so the cheapest size stays the cheapest). Without a live sale the
 * expression is exactly the one above.
 */
export function shownPricePaise(live: readonly ScheduledSale[] = []): SQL {
  const percent = salePercentSql(live);
  return percent ? salePriceSql(usualShownPricePaise, percent) : usualShownPricePaise;
}

const PRICE_RANGES: Record<PriceFilter, (shown: SQL) => SQL> = {
  below1000: (shown) => sql`${shown} < 100000`,
  '1000-5000': (shown) => sql`${shown} between 100000 and 500000`,
  above5000: (shown) => sql`${shown} > 500000`,
};

const ORDERINGS: Record<ListOrdering, (shown: SQL, search: string) => SQL[]> = {
  // Without search words (a caller's slip) relevance is the newest first.
  relevance: (_shown, search) => [
    ...(search ? [sql`${searchRank(search)} desc`] : []),
    desc(products.createdAt),
    asc(products.id),
  ],
  '-createdAt': () => [desc(products.createdAt), asc(products.id)],
  discountedPrice: (shown) => [sql`${shown} asc nulls last`, desc(products.createdAt), asc(products.id)],
  '-discountedPrice': (shown) => [sql`${shown} desc nulls last`, desc(products.createdAt), asc(products.id)],
  '-ratings': () => [desc(products.ratings), desc(products.createdAt), asc(products.id)],
};

/** LIKE treats % and _ as wildcards; an admin's search is a literal. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createCatalogRepository(db: Db) {
  function where(criteria: Omit<ListCriteria, 'ordering' | 'offset' | 'limit'>): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (!criteria.includeInactive) conditions.push(eq(products.isActive, true));
    if (criteria.category) conditions.push(eq(products.category, criteria.category));
    if (criteria.price) conditions.push(PRICE_RANGES[criteria.price](shownPricePaise(criteria.live)));
    if (criteria.availableOnly) {
      conditions.push(
        sql`exists (select 1 from ${productSizes} where ${productSizes.productId} = ${products.id} and ${productSizes.isAvailable})`,
      );
    }
    if (criteria.search && criteria.searchMode === 'literal') {
      const pattern = `%${escapeLike(criteria.search)}%`;
      conditions.push(
        or(
          ilike(products.name, pattern),
          ilike(products.subtitles, pattern),
          ilike(products.description, pattern),
          sql`array_to_string(${products.tags}, ' ') ilike ${pattern}`,
        ),
      );
    } else if (criteria.search) {
      // However it is typed (decision 045): misspelt, in Devanagari, Hindi in Latin letters, plural.
      conditions.push(searchMatches(criteria.search));
    }
    return and(...conditions);
  }

  /**
   * The newest visible reviews of each product (spec §3 reviews[]; issue 26: hidden ones are left out, and the full
   * list is paged by GET /api/reviews/products/:id).
   */
  async function visibleReviews(ids: string[]): Promise<ReviewRow[]> {
    const ranked = db
      .select({
        id: reviews.id,
        rank: sql<number>`row_number() over (partition by ${reviews.productId} order by ${reviews.createdAt} desc, ${reviews.id})`.as(
          'rank',
        ),
      })
      .from(reviews)
      .where(and(inArray(reviews.productId, ids), isNull(reviews.hiddenAt)))
      .as('ranked');
    const rows = await db
      .select({ review: reviews })
      .from(reviews)
      .innerJoin(ranked, eq(ranked.id, reviews.id))
      .where(lte(ranked.rank, PRODUCT_REVIEWS_SHOWN))
      .orderBy(desc(reviews.createdAt), asc(reviews.id));
    return rows.map((r) => r.review);
  }

  /** Sizes, reviews and creators for a page of products, in three queries whatever the page size. */
  async function hydrate(rows: ProductRow[]): Promise<ProductRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const creatorIds = [...new Set(rows.map((r) => r.creatorId).filter((id): id is string => id !== null))];
    const [sizeRows, reviewRows, creatorRows] = await Promise.all([
      db.select().from(productSizes).where(inArray(productSizes.productId, ids)).orderBy(asc(productSizes.position)),
      visibleReviews(ids),
      creatorIds.length ? db.select().from(creators).where(inArray(creators.id, creatorIds)) : Promise.resolve([]),
    ]);
    const group = <T extends { productId: string }>(items: T[]) => {
      const map = new Map<string, T[]>();
      for (const item of items) map.set(item.productId, [...(map.get(item.productId) ?? []), item]);
      return map;
    };
    const sizesByProduct = group(sizeRows);
    const reviewsByProduct = group(reviewRows);
    const creatorById = new Map(creatorRows.map((c) => [c.id, c]));
    return rows.map((product) => ({
      product,
      sizes: sizesByProduct.get(product.id) ?? [],
      reviews: reviewsByProduct.get(product.id) ?? [],
      creator: product.creatorId ? (creatorById.get(product.creatorId) ?? null) : null,
    }));
  }

  return {
    async list(criteria: ListCriteria): Promise<{ records: ProductRecord[]; total: number }> {
      const condition = where(criteria);
      const order = ORDERINGS[criteria.ordering](shownPricePaise(criteria.live), criteria.search ?? '');
      const countAll = async () =>
        (
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(products)
            .where(condition)
        )[0]?.total ?? 0;
      if (criteria.search && criteria.searchMode !== 'literal') {
        // A search weighs every product against the words to order them, so the page's statement counts the matches
        // as well (a window over the same rows) rather than a second statement matching them all again; only a page
        // past the last match, which has no row to carry the count, asks for it alone.
        const rows = await db
          .select({ product: products, total: sql<number>`(count(*) over ())::int` })
          .from(products)
          .where(condition)
          .orderBy(...order)
          .limit(criteria.limit)
          .offset(criteria.offset);
        const total = rows[0]?.total ?? (criteria.offset > 0 ? await countAll() : 0);
        return { records: await hydrate(rows.map((r) => r.product)), total };
      }
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(products)
          .where(condition)
          .orderBy(...order)
          .limit(criteria.limit)
          .offset(criteria.offset),
        countAll(),
      ]);
      return { records: await hydrate(rows), total };
    },

    async findById(id: string, includeInactive: boolean): Promise<ProductRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), includeInactive ? undefined : eq(products.isActive, true)));
      const [record] = await hydrate(rows);
      return record;
    },

    /** Several products by id, active or not, in no particular order; ids that name nothing are left out. */
    async findManyById(ids: readonly string[]): Promise<ProductRecord[]> {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return [];
      return hydrate(await db.select().from(products).where(inArray(products.id, wanted)));
    },

    async countByCategory(): Promise<{ category: string; count: number }[]> {
      return db
        .select({ category: products.category, count: sql<number>`count(*)::int` })
        .from(products)
        .where(eq(products.isActive, true))
        .groupBy(products.category);
    },

    /** Per size label in a category: how many active products offer it, the price range, whether any is in stock. */
    async sizesInCategory(category: string) {
      return db
        .select({
          size: productSizes.label,
          products: sql<number>`count(distinct ${products.id})::int`,
          minPaise: sql<number>`min(${productSizes.discountedPaise})::int`,
          maxPaise: sql<number>`max(${productSizes.discountedPaise})::int`,
          available: sql<boolean>`bool_or(${productSizes.isAvailable})`,
        })
        .from(productSizes)
        .innerJoin(products, eq(products.id, productSizes.productId))
        .where(and(eq(products.category, category), eq(products.isActive, true)))
        .groupBy(productSizes.label);
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(products);
      return row?.total ?? 0;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
