import type { QueryClient } from '@tanstack/react-query';

/** Which page of the admin's product list: category absent for "all", search absent for none. */
export interface AdminProductListParams {
  category?: string | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
}

/** Query keys of the admin's product screens, all under ['admin', 'products']. */
export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  lists: ['admin', 'products', 'list'] as const,
  list: (params: AdminProductListParams) =>
    [
      'admin',
      'products',
      'list',
      { category: params.category ?? 'all', search: params.search ?? '', page: params.page, limit: params.limit },
    ] as const,
  detail: (id: string) => ['admin', 'products', 'detail', id] as const,
  audit: (id: string) => ['admin', 'products', 'audit', id] as const,
  creators: ['admin', 'products', 'creators'] as const,
};

/**
 * After a product write: the admin's lists and this product, the overview's figures (its product count and top
 * products, ['admin', 'stats']) and the storefront's cached product and listings (['product'], ['products']), so
 * an admin who opens the store in this tab sees the change. Other features' keys are named here, not imported:
 * features do not import each other.
 */
export function refreshAfterProductWrite(queryClient: QueryClient, id?: string) {
  void queryClient.invalidateQueries({ queryKey: adminProductKeys.lists });
  if (id) {
    void queryClient.invalidateQueries({ queryKey: adminProductKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: adminProductKeys.audit(id) });
  }
  for (const queryKey of [['admin', 'stats'], ['product'], ['products']]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
