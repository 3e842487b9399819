/**
 * The one way the web talks to the API: JSON in and out, the bearer token from local storage, and the envelope's
 * `{ success: false, message }` turned into an ApiError carrying the server's message and status.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export const TOKEN_STORAGE_KEY = 'kala.token';

type Query = Record<string, string | number | undefined | null>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function apiRequest<T>(
  path: string,
  options: { method?: string; body?: unknown; query?: Query; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Network error. Please check your connection and try again.', 0);
  }
  const payload = (await response.json().catch(() => undefined)) as
    | { success?: boolean; message?: string }
    | undefined;
  if (!response.ok || payload?.success === false) {
    throw new ApiError(payload?.message ?? `Request failed (${response.status})`, response.status);
  }
  return payload as T;
}
