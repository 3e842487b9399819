import { infiniteQueryOptions, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductList, ProductListQuery } from '@kala/contract/catalog';
import { apiRequest } from '../../../lib/api-client';

export const getProducts = (query: ProductListQuery, signal?: AbortSignal) =>
  apiRequest<ProductList>('/api/products', { query: { ...query }, signal });

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: ['products', query],
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductListQuery, options: { enabled?: boolean } = {}) =>
  useQuery({ ...productsQueryOptions(query), enabled: options.enabled ?? true });

/** Pages 1, 2, 3... of one filtered listing, for infinite scroll on narrow screens. */
export const infiniteProductsQueryOptions = (query: Omit<ProductListQuery, 'page'>) =>
  infiniteQueryOptions({
    queryKey: ['products', 'infinite', query],
    queryFn: ({ pageParam, signal }) => getProducts({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNextPage ? last.pagination.currentPage + 1 : undefined),
  });

/** Every active product in pages of 100: for views the API cannot filter on (the sale page). */
export async function getAllProducts(query: Omit<ProductListQuery, 'page' | 'limit'>, signal?: AbortSignal) {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const answer = await getProducts({ ...query, page, limit: 100 }, signal);
    all.push(...answer.data);
    if (!answer.pagination.hasNextPage) return all;
  }
}
