import { useMutation } from '@tanstack/react-query';
import { ApiError, withQuery } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { toast } from '../../../lib/toast';
import type { CodRange } from './get-cod-analytics';

export const COD_EXPORT_FAILED = 'Failed to export the cash-on-delivery figures';

/** GET /api/admin/analytics/cod.csv for a range, saved as the file the server names. */
export const downloadCodCsv = (range: CodRange) =>
  downloadFile(withQuery('/api/admin/analytics/cod.csv', { from: range.from, to: range.to }), {
    accept: 'text/csv',
    fallbackName: `kala-cash-on-delivery-${range.from}-to-${range.to}.csv`,
    failed: COD_EXPORT_FAILED,
  });

export function useExportCodCsv() {
  return useMutation({
    mutationFn: downloadCodCsv,
    onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`),
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.fromServer && error.status < 500 ? error.message : COD_EXPORT_FAILED,
      ),
  });
}
