import type { ProductListQuery } from '@kala/contract/catalog';
import { LISTING_PAGE_SIZE } from '@kala/contract/catalog-constants';
import type { ListingFilters } from '../hooks/use-listing-params';

/**
 * The API query of a listing, without the page. The server names the first request in a preload
 * (apps/server/src/modules/seo/api-preload.ts), so keep the keys and their order in step with it.
 */
export const listingQuery = (filters: ListingFilters): Omit<ProductListQuery, 'page'> => ({
  category: filters.category,
  price: filters.price,
  sort: filters.sort,
  search: filters.search || undefined,
  limit: LISTING_PAGE_SIZE,
});
