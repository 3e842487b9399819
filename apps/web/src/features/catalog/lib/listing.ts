import type { ProductListQuery } from '@kala/contract/catalog';
import type { ListingFilters } from '../hooks/use-listing-params';

/** Spec §9: the listing loads 12 products a page (the contract's LISTING_PAGE_SIZE, without its zod module). */
export const LISTING_PAGE_SIZE_WEB = 12;

/**
 * The API query of a listing, without the page. The server names the first request in a preload
 * (apps/server/src/modules/seo/api-preload.ts), so keep the keys and their order in step with it.
 */
export const listingQuery = (filters: ListingFilters): Omit<ProductListQuery, 'page'> => ({
  category: filters.category,
  price: filters.price,
  sort: filters.sort,
  search: filters.search || undefined,
  limit: LISTING_PAGE_SIZE_WEB,
});
