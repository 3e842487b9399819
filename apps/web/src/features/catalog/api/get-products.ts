import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList, ProductListQuery } from '@kala/contract/catalog';
import { apiRequest } from '../../../lib/api-client';

export const getProducts = (query: ProductListQuery, signal?: AbortSignal) =>
  apiRequest<ProductList>('/api/products', { query: { ...query }, signal });

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: ['products', query],
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductListQuery) => useQuery(productsQueryOptions(query));
