import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { toast } from '../../../lib/toast';

export const EXPORT_FAILED = 'Failed to export subscribers';

/** GET /api/admin/newsletter.csv, saved as the file the server names. */
export const downloadSubscribersCsv = () =>
  downloadFile('/api/admin/newsletter.csv', {
    accept: 'text/csv',
    fallbackName: 'kala-newsletter-subscribers.csv',
    failed: EXPORT_FAILED,
  });

export function useExportSubscribers() {
  return useMutation({
    mutationFn: downloadSubscribersCsv,
    onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`),
    onError: (error) =>
      toast.error(error instanceof ApiError && error.fromServer && error.status < 500 ? error.message : EXPORT_FAILED),
  });
}
