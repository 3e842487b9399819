import { t } from '@lingui/core/macro';
import { REVIEW_PATHS } from '@kala/contract/review-constants';
import type { ReviewPhoto } from '@kala/contract/reviews';
import { ApiError } from '../../../lib/api-client';
import { sessionToken } from '../../../lib/session';

/**
 * Sends one photo to the review photos endpoint (multipart, field `file`): the server judges the bytes, re-encodes
 * them and strips their metadata, and answers the photo's id for the review's `photoIds`. fetch rather than
 * lib/api-client, which speaks JSON only; the bearer token is sent the same way.
 */
export async function uploadReviewPhoto(file: File, signal?: AbortSignal): Promise<ReviewPhoto> {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = sessionToken();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not text
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(REVIEW_PATHS.photos, { method: 'POST', headers, body, signal: signal ?? null });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(t`Network error. Please check your connection and try again.`, 0);
  }
  const payload = (await response.json().catch(() => undefined)) as
    { success?: boolean; message?: unknown; data?: ReviewPhoto } | undefined;
  if (response.ok && payload?.success !== false && payload?.data && typeof payload.data.id === 'string') {
    return payload.data;
  }
  const message = typeof payload?.message === 'string' && payload.message ? payload.message : undefined;
  const status = response.status;
  throw new ApiError(message ?? t`Request failed (${status})`, status, message !== undefined);
}
