import { categoryName } from '@kala/contract/categories';
import { textIn, type Locale } from '@kala/contract/locale';
import { toRupees } from '@kala/contract/money';
import { SUGGEST_MIN_LENGTH, SUGGEST_PRODUCTS, type Suggestions } from '@kala/contract/search';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { ScheduledSale } from '../sales/sale-schedule.ts';
import type { SearchRepository } from './search.repository.ts';

/** How a query is written in the cache's key: the same words however they were spaced or capitalised. */
const cacheWords = (q: string) => q.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The header search's suggestions (issue 28 item 5, decision 045): a few pieces and the categories the words come
 * close to, in the shopper's language. Answers are kept as JSON text in the response cache's long-tail room (any
 * words a visitor types) until the next catalogue write or sale boundary, as the listing's are.
 */
export function createSearchService(deps: {
  repository: SearchRepository;
  cache: ResponseCache;
  sales?: { live(): Promise<ScheduledSale[]> } | undefined;
}) {
  async function suggest(words: string, locale: Locale): Promise<Suggestions> {
    if (words.length < SUGGEST_MIN_LENGTH) return { products: [], categories: [] };
    const live = deps.sales ? await deps.sales.live() : [];
    const [pieces, categories] = await Promise.all([
      deps.repository.products(words, SUGGEST_PRODUCTS, live),
      deps.repository.categories(words),
    ]);
    return {
      products: pieces.map((p) => ({
        _id: p.id,
        name: textIn(locale, p.name, p.nameHi),
        thumbnail: p.thumbnail,
        price: p.pricePaise === null ? null : toRupees(Number(p.pricePaise)),
      })),
      categories: categories.map((slug) => ({ slug, name: categoryName(slug, locale) })),
    };
  }

  return {
    /** The suggestions for the words as the answer's JSON text. */
    suggestJson(q: string, locale: Locale): Promise<string> {
      const words = cacheWords(q);
      return deps.cache.get(
        `suggest:${locale}:${words}`,
        async () => JSON.stringify({ success: true, data: await suggest(words, locale) }),
        () => 'long-tail',
      );
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
