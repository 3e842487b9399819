import { PRICE_FILTERS, SORT_NAMES } from '@kala/contract/catalog';
import { findCategory } from '@kala/contract/categories';
import { splitLocalePath } from '@kala/contract/locale';

/**
 * The listing pages and the sort each shows without a `sort` parameter (apps/web: products-page.tsx,
 * new-arrivals-page.tsx).
 */
const LISTINGS: Record<string, string> = { '/products': 'featured', '/new-arrivals': 'newest' };

/**
 * The listing a path shows, matched as React Router matches it (case-insensitive, trailing slash optional), in either
 * language: '/hi/products' is the listing too (issue 28).
 */
function listingOf(pathname: string): string | undefined {
  let path = splitLocalePath(pathname).path;
  try {
    path = decodeURIComponent(path);
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

/**
 * The deepest listing page kept with the catalogue's pages: 50 pages of 12 (LISTING_PAGE_SIZE) is a shop of 600
 * pieces, deeper than shoppers page. Deeper numbers (any a visitor types) are kept in the bounded long-tail room.
 */
export const DEEPEST_CATALOGUE_PAGE = 50;

/** A path as the store's own links write it: lower case, no trailing or doubled slash, nothing percent-encoded. */
const CANONICAL_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/**
 * Where a page's key (pageCacheKey) is kept: with the catalogue's pages when there are only so many of it (the
 * store's own links: a path as they write it, a listing's category, price, sort, view and shallow page), else in the
 * long-tail room (ResponseCache#get), which holds a bounded amount: a page for any search words, a page number
 * typed at will, another spelling of a path React Router matches all the same (`/About`, `/about/`). A product
 * page is also long-tail when its product does not exist; only the renderer knows that (render-page.ts).
 */
export function pageCacheRoom(key: string): 'catalogue' | 'long-tail' {
  const queryAt = key.indexOf('?');
  const pathname = queryAt < 0 ? key : key.slice(0, queryAt);
  if (!CANONICAL_PATH.test(pathname)) return 'long-tail';
  if (queryAt < 0) return 'catalogue';
  const params = new URLSearchParams(key.slice(queryAt + 1));
  if (params.has('search')) return 'long-tail';
  const page = Number(params.get('page') ?? '1');
  return Number.isSafeInteger(page) && page <= DEEPEST_CATALOGUE_PAGE ? 'catalogue' : 'long-tail';
}
