import { useQuery } from '@tanstack/react-query';
import type { AdminProduct, CreatorOption } from '@kala/contract/admin-products';
import type { AuditEntry } from '@kala/contract/audit';
import { apiRequest } from '../../../lib/api-client';
import { adminProductKeys } from './admin-product-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

/** GET /api/admin/products/:id: the product as the form edits it (inactive ones too, with stock counts). */
export const getAdminProduct = (id: string, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<AdminProduct>>(`/api/admin/products/${encodeURIComponent(id)}`, { signal }).then(
    (answer) => answer.data,
  );

export const useAdminProduct = (id: string | undefined) =>
  useQuery({
    queryKey: adminProductKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getAdminProduct(id ?? '', signal),
    enabled: Boolean(id),
    staleTime: 0,
    // A product that is not there (deleted in another tab) is not there a second later either.
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

/** GET /api/admin/products/:id/audit: who changed the product, when, and what. */
export const useProductAudit = (id: string | undefined) =>
  useQuery({
    queryKey: adminProductKeys.audit(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<AuditEntry[]>>(`/api/admin/products/${encodeURIComponent(id ?? '')}/audit`, {
        signal,
      }).then((answer) => answer.data),
    enabled: Boolean(id),
  });

/** GET /api/admin/products/creators: the artists a piece can be credited to. */
export const useCreators = () =>
  useQuery({
    queryKey: adminProductKeys.creators,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<CreatorOption[]>>('/api/admin/products/creators', { signal }).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });
