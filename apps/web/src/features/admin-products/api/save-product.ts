import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductValues } from '@kala/contract/admin-products';
import { apiRequest } from '../../../lib/api-client';
import { adminProductKeys, refreshAfterProductWrite } from './admin-product-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

type Saved = ApiAnswer<AdminProduct>;

/** POST /api/products (new) or PATCH /api/products/:id (edit) with the whole checked form. */
export const saveProduct = ({ id, values }: { id?: string | undefined; values: ProductValues }) =>
  id
    ? apiRequest<Saved>(`/api/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: values })
    : apiRequest<Saved>('/api/products', { method: 'POST', body: values });

/** Saves the form; the screens that show products (admin and store) refresh. The form shows how it went. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminProductKeys.detail(answer.data._id), answer.data);
      refreshAfterProductWrite(queryClient, answer.data._id);
    },
  });
}
