import { findCategory } from '@kala/contract/categories';
import { PRICE_FILTERS, SORT_NAMES } from '@kala/contract/catalog';

/** The listing's page size and the landing page's featured count, as the web asks for them. */
const LISTING_LIMIT = 12;
const FEATURED_QUERY = '/api/products?sort=rating&limit=6';

/**
 * The API request a page makes first, so the server can name it in a <link rel="preload"> and the browser fetches
 * it while the scripts still download. The text must equal the web's own request URL exactly (same parameters, same
 * order: see apps/web/src/features/catalog/components/product-listing.tsx and lib/api-client.ts withQuery), or the
 * preload is wasted. Undefined when the page has no such request or its filters are not ones the web would send.
 */
export function firstApiRequest(pathname: string, search: URLSearchParams): string | undefined {
  if (pathname === '/') return FEATURED_QUERY;
  if (pathname !== '/products' && pathname !== '/new-arrivals') return undefined;
  const page = search.get('page');
  if (page && page !== '1') return undefined;
  const query = new URLSearchParams();
  const categoryText = search.get('category');
  const category = categoryText ? findCategory(categoryText) : undefined;
  if (categoryText && !category) return undefined;
  if (category) query.set('category', category.slug);
  const price = search.get('price');
  if (price && (PRICE_FILTERS as readonly string[]).includes(price)) query.set('price', price);
  const defaultSort = pathname === '/new-arrivals' ? 'newest' : 'featured';
  const sort = search.get('sort');
  query.set('sort', sort && (SORT_NAMES as readonly string[]).includes(sort) ? sort : defaultSort);
  const text = (search.get('search') ?? '').trim().slice(0, 100);
  if (text) query.set('search', text);
  query.set('limit', String(LISTING_LIMIT));
  query.set('page', '1');
  return `/api/products?${query.toString()}`;
}
