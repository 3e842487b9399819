import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterProductWrite } from './admin-product-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

/** DELETE /api/products/:id. Orders that hold the piece keep their copied lines (the server sees to it). */
export const deleteProduct = (id: string) =>
  apiRequest<ApiAnswer<{ _id: string }>>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => refreshAfterProductWrite(queryClient, id),
  });
}
