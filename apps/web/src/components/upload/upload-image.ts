import { ApiError } from '../../lib/api-client';
import { TOKEN_STORAGE_KEY } from '../../lib/session';
import { UPLOAD_MESSAGES } from './upload-rules';

/** What POST /api/uploads answers in `data`. */
export interface UploadedImage {
  /** The stored photo's id, when the endpoint keeps one (a claim's or review's photos). */
  id?: string;
  url: string;
  width?: number;
  height?: number;
  format?: string;
  bytes?: number;
}

export interface UploadOptions {
  /** Where to send it; POST /api/uploads (the admin's) unless given (a shopper's claim photos). */
  endpoint?: string;
  /** Cloudinary folder; ignored when the server stores images itself. */
  folder?: string;
  /** Called with 0..100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one image to POST /api/uploads as multipart (field `file`). XMLHttpRequest rather than lib/api-client's
 * fetch, because only XHR reports upload progress; the bearer token is sent the same way api-client sends it.
 * Fails with an ApiError carrying the server's message when the envelope has one.
 */
export function uploadImage(file: File, options: UploadOptions = {}): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.endpoint ?? '/api/uploads');
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a request header, not text
    xhr.setRequestHeader('Accept', 'application/json');
    const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a request header, not text
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      let payload: { success?: boolean; message?: unknown; data?: UploadedImage } | undefined;
      try {
        payload = JSON.parse(xhr.responseText) as typeof payload;
      } catch {
        payload = undefined;
      }
      const ok = xhr.status >= 200 && xhr.status < 300 && payload?.success !== false;
      if (ok && payload?.data && typeof payload.data.url === 'string') {
        resolve(payload.data);
        return;
      }
      const message = typeof payload?.message === 'string' && payload.message ? payload.message : undefined;
      reject(new ApiError(message ?? `Request failed (${xhr.status})`, xhr.status, message !== undefined));
    };
    xhr.onerror = () => reject(new ApiError('Network error. Please check your connection and try again.', 0));
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an AbortError, never shown (callers ignore it)
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));

    if (options.signal) {
      if (options.signal.aborted) {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an AbortError, never shown (callers ignore it)
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }

    const body = new FormData();
    // Fields before the file: the server reads the multipart stream in order and needs `folder` before the bytes.
    if (options.folder) body.append('folder', options.folder);
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

/**
 * What the widget says when an upload failed (spec §8: the server's message preferred): the server's own words
 * when it refused the file (4xx) or when the image host refused it (502 carrying the host's message), else
 * 'Upload failed'.
 */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && error.message) {
    if ((error.status >= 400 && error.status < 500) || error.status === 502) return error.message;
  }
  if (error instanceof ApiError && error.status === 0) return error.message;
  return UPLOAD_MESSAGES.failed;
}
