import { and, desc, eq, sql } from 'drizzle-orm';
import { CATEGORY_SLUGS, type CategorySlug } from '@kala/contract/categories';
import type { Db } from '../../db/client.ts';
import { WORD_SIMILARITY_THRESHOLD } from '../../db/search-settings.ts';
import { products } from '../../db/schema/index.ts';
import { shownPricePaise } from '../catalog/catalog.repository.ts';
import { searchMatches, searchRank } from '../catalog/search-sql.ts';
import type { ScheduledSale } from '../sales/sale-schedule.ts';

/** The suggestions' queries: the listing's own match and rank (catalog/search-sql.ts), a few columns, one page. */
export function createSearchRepository(db: Db) {
  return {
    /** The best-matching active pieces, with the price each is shown at (a live sale's, decision 041). */
    async products(words: string, limit: number, live: readonly ScheduledSale[]) {
      return db
        .select({
          id: products.id,
          name: products.name,
          nameHi: products.nameHi,
          thumbnail: products.thumbnail,
          pricePaise: sql<number | null>`${shownPricePaise(live)}`,
        })
        .from(products)
        .where(and(eq(products.isActive, true), searchMatches(words)))
        .orderBy(sql`${searchRank(words)} desc`, desc(products.createdAt), products.id)
        .limit(limit);
    },

    /**
     * The categories whose names (English or Hindi, `kala_category_words` of migration 0018) the words come close to,
     * best first.
     */
    async categories(words: string): Promise<CategorySlug[]> {
      const result = await db.execute(sql`
        select slug from (
          select slug, word_similarity(kala_search_key(${words}), kala_search_key(kala_category_words(slug))) as score
          from unnest(string_to_array(${CATEGORY_SLUGS.join(',')}, ',')) as slug
        ) scored
        where score >= ${WORD_SIMILARITY_THRESHOLD}
        order by score desc, slug`);
      const slugs = new Set<string>(CATEGORY_SLUGS);
      // Both drivers answer `{ rows }` (as invoices/gst-summary.repository.ts reads them).
      return (result as unknown as { rows: { slug: string }[] }).rows
        .map((r) => r.slug)
        .filter((slug): slug is CategorySlug => slugs.has(slug));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
