import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminProductList } from '@kala/contract/admin-products';
import { apiRequest } from '../../../lib/api-client';
import { adminProductKeys, type AdminProductListParams } from './admin-product-keys';

/** GET /api/admin/products: every product, active or not, newest first, one page at a time. */
export const getAdminProducts = (params: AdminProductListParams, signal?: AbortSignal) =>
  apiRequest<AdminProductList>('/api/admin/products', {
    query: { category: params.category, search: params.search, page: params.page, limit: params.limit },
    signal,
  });

/** One page of the Products tab; the page shown stays on screen while the next one loads. */
export function useAdminProducts(params: AdminProductListParams) {
  return useQuery({
    queryKey: adminProductKeys.list(params),
    queryFn: ({ signal }) => getAdminProducts(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
