import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { ProductList } from '@kala/contract/catalog';
import { SALE_PATHS, type AdminSale, type AdminSaleDetail, type Sale, type SaleInput } from '@kala/contract/sales';
import { apiRequest } from '../../../lib/api-client';

export const adminSaleKeys = {
  list: ['admin', 'sales', 'list'] as const,
  detail: (id: string) => ['admin', 'sales', 'detail', id] as const,
  pieces: ['admin', 'sales', 'pieces'] as const,
};

export const ADMIN_SALES_LOAD_FAILED = 'Failed to fetch sales';

export const useAdminSales = () =>
  useQuery({
    queryKey: adminSaleKeys.list,
    queryFn: ({ signal }) => apiRequest<ApiAnswer<AdminSale[]>>(SALE_PATHS.admin, { signal }).then((a) => a.data),
    staleTime: 0,
  });

/** A sale's change history (audit log), asked for when its row is opened. */
export const useSaleDetail = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: adminSaleKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<AdminSaleDetail>>(`${SALE_PATHS.admin}/${id}`, { signal }).then((a) => a.data),
    enabled,
    staleTime: 0,
  });

/** The active pieces a sale may name (the first 100 by name order of the listing: a small catalogue). */
export const useSalePieces = () =>
  useQuery({
    queryKey: adminSaleKeys.pieces,
    queryFn: ({ signal }) =>
      apiRequest<ProductList>('/api/products', { query: { limit: 100, sort: 'newest' }, signal }).then((list) =>
        list.data.map((p) => ({ _id: p._id, name: p.name, category: p.category })),
      ),
    staleTime: 60_000,
  });

export type SaleChange =
  | { kind: 'create'; input: SaleInput }
  | { kind: 'update'; id: string; input: SaleInput }
  | { kind: 'pause' | 'resume' | 'end'; id: string };

const send = (change: SaleChange) => {
  switch (change.kind) {
    case 'create':
      return apiRequest<ApiAnswer<Sale>>(SALE_PATHS.admin, { method: 'POST', body: change.input });
    case 'update':
      return apiRequest<ApiAnswer<Sale>>(`${SALE_PATHS.admin}/${change.id}`, { method: 'PUT', body: change.input });
    default:
      return apiRequest<ApiAnswer<Sale>>(`${SALE_PATHS.admin}/${change.id}/${change.kind}`, { method: 'POST' });
  }
};

/** Any change to a sale; the list (and the storefront's sale answers) are read again after it. */
export function useChangeSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'sales'] });
      void client.invalidateQueries({ queryKey: ['sales'] });
      void client.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
