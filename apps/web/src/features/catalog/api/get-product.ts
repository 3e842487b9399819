import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@kala/contract/catalog';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { ApiAnswer } from '@kala/contract/envelope';

export const getProduct = (id: string, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<Product>>(`/api/products/${encodeURIComponent(id)}`, { signal }).then((a) => a.data);

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    // A missing product stays missing: no retry on 404.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
