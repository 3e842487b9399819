import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { GstSummary } from '@kala/contract/gst-summary';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { toast } from '../../../lib/toast';

export const GST_SUMMARY_LOAD_FAILED = 'Failed to load the GST summary';
export const GST_EXPORT_FAILED = 'Failed to download the GST summary';

/** Query keys of this feature. */
export const gstKeys = {
  all: ['admin-gst'] as const,
  summary: (month: string) => ['admin-gst', 'summary', month] as const,
};

/** GET /api/admin/gst/summary (admin only): the month's GSTR-1 tables, money in paise. */
export const getGstSummary = (month: string, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<GstSummary>>('/api/admin/gst/summary', { query: { month }, signal }).then(
    (answer) => answer.data,
  );

/** A month's summary; the month shown stays (dimmed) while the next one loads. */
export function useGstSummary(month: string) {
  return useQuery({
    queryKey: gstKeys.summary(month),
    queryFn: ({ signal }) => getGstSummary(month, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET /api/admin/gst/summary.csv, saved as the file the server names. */
export function useExportGstSummary() {
  return useMutation({
    mutationFn: (month: string) =>
      downloadFile(`/api/admin/gst/summary.csv?month=${encodeURIComponent(month)}`, {
        accept: 'text/csv',
        fallbackName: `kala-gst-summary-${month}.csv`,
        failed: GST_EXPORT_FAILED,
      }),
    onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`),
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.fromServer && error.status < 500 ? error.message : GST_EXPORT_FAILED,
      ),
  });
}
