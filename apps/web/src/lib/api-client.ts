import { LOCALE_HEADER, localePrefix, splitLocalePath } from '@kala/contract/locale';
import { getLocale } from './i18n';
import { clearSession, getSession, sessionToken } from './session';
import { toast } from './toast';

/**
 * The one way the web talks to the API: JSON in and out, the bearer token from local storage, and the envelope's
 * `{ success: false, message }` turned into an ApiError carrying the server's message and status.
 */
export class ApiError extends Error {
  readonly status: number;
  /**
   * Whether `message` is the server's own (the envelope's message), rather than one made up here for an answer
   * without one ('Request failed (502)': a proxy's HTML page, an empty body) or for no answer at all (status 0).
   */
  readonly fromServer: boolean;
  /** The error envelope as the server sent it, for an answer that says more than its message (the order a 409 names). */
  readonly body: Record<string, unknown> | undefined;

  constructor(message: string, status: number, fromServer = false, body?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.fromServer = fromServer;
    this.body = body;
  }
}

/**
 * What a screen says when a call failed (spec §8: the server's message preferred): the server's own words when it
 * refused the request (a 4xx whose envelope carries a message), else the spec's message for that call, given as
 * `fallback` (a 5xx says nothing a shopper can act on, and an answer without a message or no answer says nothing).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}

/** Calls whose 401 means "wrong credentials", not "your session ended": the 401 rule skips them (spec §6). */
const CREDENTIAL_CALLS = ['/api/auth/login', '/api/auth/register', '/api/auth/google'];

/**
 * Spec §6: on a 401 a shopper's session is cleared and they go to /login (remembering where they were); an admin is
 * only warned, so a long admin session never loses unsaved work to one refused call.
 */
function handleUnauthorized(path: string) {
  if (CREDENTIAL_CALLS.some((call) => path.startsWith(call))) return;
  const { user } = getSession();
  if (!user) return;
  if (user.isAdmin) {
    toast.warning(
      // eslint-disable-next-line lingui/no-unlocalized-strings -- said to an admin only; the admin panel stays English.
      'Your session could not be confirmed for that request. You are still signed in; sign in again if this keeps happening.',
    );
    return;
  }
  clearSession();
  // Within the page's language: the sign-in page and the way back both under /hi on a Hindi page.
  const shown = splitLocalePath(window.location.pathname).path;
  const here = `${shown}${window.location.search}`;
  const login = `${localePrefix(getLocale())}/login`;
  if (shown !== '/login') window.location.assign(`${login}?redirect=${encodeURIComponent(here)}`);
}

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

/**
 * How a request reaches the API: the browser's fetch, or (while the server renders a page, entry-server.tsx) an
 * in-process call into the catalogue that answers the same JSON without a network round trip.
 */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

export function setApiTransport(next: Transport) {
  transport = next;
}

export async function apiRequest<T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    query?: Query;
    signal?: AbortSignal;
    /** Headers of the call's own, such as an order's Idempotency-Key. */
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  // The page's language: the API answers catalogue text (and its messages) in it (issue 28).
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    [LOCALE_HEADER]: getLocale(),
  };
  const token = sessionToken();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not text
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Network error. Please check your connection and try again.', 0);
  }
  const payload = (await response.json().catch(() => undefined)) as { success?: boolean; message?: string } | undefined;
  if (response.status === 401) handleUnauthorized(path);
  if (!response.ok || payload?.success === false) {
    const message = typeof payload?.message === 'string' && payload.message ? payload.message : undefined;
    const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : undefined;
    throw new ApiError(message ?? `Request failed (${response.status})`, response.status, message !== undefined, body);
  }
  return payload as T;
}
