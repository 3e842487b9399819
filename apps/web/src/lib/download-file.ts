import { ApiError } from './api-client';
import { sessionToken } from './session';

/** The name the server gives the file (Content-Disposition), or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Fetches a file the API makes (a CSV, a PDF, a printable page) with the bearer token: a plain link could not send
 * it (the token lives in local storage, not a cookie). A refusal is an ApiError with the server's message, or
 * `failed`; no answer at all is the spec's network message.
 */
export async function fetchApiFile(url: string, init: RequestInit & { failed: string }): Promise<Response> {
  const { failed, headers, ...rest } = init;
  const token = sessionToken();
  let response: Response;
  try {
    response = await fetch(url, {
      ...rest,
      headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError('Network error. Please check your connection and try again.', 0);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(payload?.message ?? failed, response.status, Boolean(payload?.message));
  }
  return response;
}

/** Saves what an object URL holds as `fileName`, through a temporary link. */
export function saveObjectUrl(objectUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Downloads a file the API makes (a CSV export) and answers its name (the server's, else `fallbackName`). */
export async function downloadFile(
  url: string,
  { accept, fallbackName, failed }: { accept: string; fallbackName: string; failed: string },
): Promise<string> {
  const response = await fetchApiFile(url, { headers: { Accept: accept }, failed });
  const fileName = fileNameOf(response, fallbackName);
  const objectUrl = URL.createObjectURL(await response.blob());
  saveObjectUrl(objectUrl, fileName);
  // Revoked on the next turn: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  return fileName;
}
