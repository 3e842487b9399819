import { PRICE_FILTERS, SORT_NAMES } from '@kala/contract/catalog';
import { findCategory } from '@kala/contract/categories';

/**
 * The listing pages and the sort each shows without a `sort` parameter (apps/web: products-page.tsx,
 * new-arrivals-page.tsx).
 */
const LISTINGS: Record<string, string> = { '/products': 'featured', '/new-arrivals': 'newest' };

/** The listing a path shows, matched as React Router matches it (case-insensitive, trailing slash optional). */
function listingOf(pathname: string): string | undefined {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // matched as it came
  }
  const key = path.toLowerCase().replace(/\/+$/, '');
  return key in LISTINGS ? key : undefined;
}

/**
 * What a server-rendered page depends on, as a URL: its path and the query parameters the page reads, each as the
 * page reads it, in a fixed order. Tracking and unknown parameters (utm_*, fbclid, gclid, anything else) are dropped,
 * so `/products?utm_source=x` and `/products` are one page: one render and one cache entry.
 *
 * The rules are the web's: the listing reads `category`, `price`, `sort`, `search`, `view` and `page` through
 * `parseListingParams` (apps/web/src/features/catalog/hooks/use-listing-params.ts), ignoring values the API would
 * refuse; the product page, the landing page and the static pages read no parameter (they read only the pathname).
 * A page that starts reading a new parameter must add it here, or it will be served the page rendered without it.
 *
 * The page is rendered from this URL too, so the HTML is the same whichever of its URLs filled the cache, and the
 * browser (which reads the same parameters from its own URL) hydrates it without a mismatch.
 */
export function pageCacheKey(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const listing = listingOf(pathname);
  if (!listing || queryAt < 0) return pathname;

  let params: URLSearchParams;
  try {
    params = new URLSearchParams(url.slice(queryAt + 1));
  } catch {
    return pathname;
  }
  const kept = new URLSearchParams();
  // Only the first value of each counts (URLSearchParams.get, as the web reads them).
  const category = findCategory(params.get('category') ?? '');
  if (category) kept.set('category', category.slug);
  const price = params.get('price');
  if (price && (PRICE_FILTERS as readonly string[]).includes(price)) kept.set('price', price);
  const search = (params.get('search') ?? '').trim().slice(0, 100);
  if (search) kept.set('search', search);
  const sort = params.get('sort');
  if (sort && sort !== LISTINGS[listing] && (SORT_NAMES as readonly string[]).includes(sort)) kept.set('sort', sort);
  if (params.get('view') === 'list') kept.set('view', 'list');
  const pageText = params.get('page');
  if (pageText !== null) {
    const page = Number.parseInt(pageText, 10);
    // Page 1 is the default; a number too large to print back exactly is kept as it came.
    if (Number.isSafeInteger(page) && page > 1) kept.set('page', String(page));
    else if (Number.isFinite(page) && page > 1) kept.set('page', pageText);
  }
  kept.sort();
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
