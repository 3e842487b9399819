import { ApiError } from './api-client';
import { sessionToken } from './session';

/** The name the server gives the file (Content-Disposition), or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads a file the API makes (a CSV export) with the bearer token: a plain link could not send the token (it
 * lives in local storage, not a cookie), so the file is fetched, turned into a blob and saved through a temporary
 * link. Answers the file's name; a refusal is an ApiError with the server's message (or `failed`).
 */
export async function downloadFile(
  url: string,
  { accept, fallbackName, failed }: { accept: string; fallbackName: string; failed: string },
): Promise<string> {
  const token = sessionToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError('Network error. Please check your connection and try again.', 0);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(payload?.message ?? failed, response.status, Boolean(payload?.message));
  }
  const fileName = fileNameOf(response, fallbackName);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  return fileName;
}
