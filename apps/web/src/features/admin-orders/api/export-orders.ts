import { useMutation } from '@tanstack/react-query';
import type { AdminOrderFilter } from '@kala/contract/admin-orders';
import { ApiError, withQuery } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { toast } from '../../../lib/toast';

export const ORDERS_EXPORT_FAILED = 'Failed to export orders';

/** GET /api/orders/admin/export.csv with the list's filter: the orders the tab shows, every page of them. */
export const downloadOrdersCsv = (filter: { status?: AdminOrderFilter | undefined; q?: string | undefined }) =>
  downloadFile(withQuery('/api/orders/admin/export.csv', { status: filter.status, q: filter.q }), {
    accept: 'text/csv',
    fallbackName: 'kala-orders.csv',
    failed: ORDERS_EXPORT_FAILED,
  });

export function useExportOrders() {
  return useMutation({
    mutationFn: downloadOrdersCsv,
    onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`),
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.fromServer && error.status < 500 ? error.message : ORDERS_EXPORT_FAILED,
      ),
  });
}
