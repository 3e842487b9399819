import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { sessionToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';

export const EXPORT_FAILED = 'Failed to export subscribers';

/** The name the server gives the file (Content-Disposition), or a sensible one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'kala-newsletter-subscribers.csv';
}

/**
 * GET /api/admin/newsletter.csv, downloaded with the bearer token: a plain link could not send the token (it lives in
 * local storage, not a cookie), so the file is fetched, turned into a blob and saved through a temporary link.
 */
export async function downloadSubscribersCsv(): Promise<string> {
  const token = sessionToken();
  let response: Response;
  try {
    response = await fetch('/api/admin/newsletter.csv', {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError('Network error. Please check your connection and try again.', 0);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(payload?.message ?? EXPORT_FAILED, response.status, Boolean(payload?.message));
  }
  const fileName = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}

export function useExportSubscribers() {
  return useMutation({
    mutationFn: downloadSubscribersCsv,
    onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`),
    onError: (error) =>
      toast.error(error instanceof ApiError && error.fromServer && error.status < 500 ? error.message : EXPORT_FAILED),
  });
}
