/**
 * What the log may say (issue 16, item 8): no line carries a token, a password, a password hash or a mail's body.
 *
 * - URLs are logged through `redactUrl`: a path segment that follows a token-bearing word (`/reset-password/<token>`,
 *   the page and the API call) or looks like a random token becomes `:token`; the values of sensitive query
 *   parameters (token, password, code, key, secret, signature, ...) become `[redacted]`.
 * - Errors are logged through `serializeError`: the bound values of a failed query (Drizzle's `params`, which
 *   carry password hashes, reset-token hashes and mail payloads) and PostgreSQL's `detail` ('Failing row contains
 *   (...)', the whole row) are dropped, from the error and from every `cause`.
 * - `scrubLogLine` is the last filter on every line written (pino's streamWrite hook): it masks anything shaped like
 *   an argon2 hash, a JWT, a bearer credential, a reset link or a newsletter link that got past the rules above.
 */

const REDACTED = '[redacted]';

/** Path words whose next segment is a secret (`/reset-password/<token>`, `/api/auth/reset-password/<token>`). */
const TOKEN_BEFORE = new Set([
  'reset-password',
  'reset',
  'verify',
  'verify-email',
  'confirm',
  'confirm-email',
  'unsubscribe',
  'invite',
  'magic-link',
  'token',
  'tokens',
  'delivery-fix',
]);

/** Query parameter names whose value is a secret. */
const SENSITIVE_NAME =
  /(^|[_-])(token|access[_-]?token|refresh[_-]?token|id[_-]?token|passw(or)?d|pwd|pass|code|otp|key|api[_-]?key|secret|signature|sig|hash|credentials?|auth(orization)?|session|jwt)$/i;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a name (query parameter, route parameter, field) whose value must not be logged. */
export function isSensitiveName(name: string): boolean {
  return SENSITIVE_NAME.test(name) || /token|passw|secret|signature/i.test(name);
}

/** A segment that looks like a random token: long, URL-safe, mixed letters and digits (not a UUID or a slug). */
function looksLikeToken(segment: string): boolean {
  if (/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/.test(segment)) return true;
  if (segment.length < 24 || UUID.test(segment) || !/^[A-Za-z0-9_~%-]+$/.test(segment)) return false;
  const digits = /\d/.test(segment);
  const lower = /[a-z]/.test(segment);
  const upper = /[A-Z]/.test(segment);
  return (digits && (lower || upper)) || (lower && upper);
}

/**
 * The URL to log: token segments as `:token`, sensitive query values as `[redacted]`. `sensitiveParams` are route
 * parameter values to mask as well (the route's own `:token`, whatever its shape).
 */
export function redactUrl(url: string, sensitiveParams: readonly string[] = []): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? undefined : url.slice(queryAt + 1);
  const secrets = new Set(sensitiveParams.filter(Boolean));
  const segments = pathname.split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] ?? '';
    if (!segment) continue;
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // logged as it came
    }
    const previous = (segments[i - 1] ?? '').toLowerCase();
    if (TOKEN_BEFORE.has(previous) || secrets.has(decoded) || secrets.has(segment) || looksLikeToken(segment)) {
      segments[i] = ':token';
    }
  }
  const path = segments.join('/');
  if (query === undefined) return path;
  const pairs = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // the raw name is checked
    }
    if (equals >= 0 && isSensitiveName(name)) return `${rawName}=${REDACTED}`;
    const value = equals < 0 ? undefined : pair.slice(equals + 1);
    if (value !== undefined && looksLikeToken(value)) return `${rawName}=${REDACTED}`;
    return pair;
  });
  return `${path}?${pairs.join('&')}`;
}

/** Drops the bound values from a failed query's text: `Failed query: ...\nparams: <values>`. */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

/** Keys of an error that carry the values of a row or a query. */
const DROPPED_KEYS = new Set(['params', 'parameters', 'detail', 'payload', 'body', 'values', 'row', 'password']);

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeAny(error: unknown, depth: number): unknown {
  if (typeof error === 'string') return scrubLogLine(withoutParams(error));
  if (!(error instanceof Error)) return typeof error === 'object' && error !== null ? '[object]' : error;
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: scrubLogLine(withoutParams(error.message)),
    stack: scrubLogLine(withoutParams(error.stack ?? '')),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key === 'message' || key === 'stack' || DROPPED_KEYS.has(key)) continue;
    if (typeof value === 'string') out[key] = scrubLogLine(withoutParams(value));
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeAny(error.cause, depth + 1);
  return out;
}

/**
 * The error serializer of every log line (`err`): type, message, stack and the plain fields (code, constraint,
 * table, status...) of the error and its causes, without the values a failed query carried.
 */
export function serializeError(error: Error): SerializedError {
  const out = serializeAny(error, 0);
  return typeof out === 'object' && out !== null
    ? (out as SerializedError)
    : { type: typeof error, message: String(out), stack: '' };
}

/** A one-line description of an error for places that log or store text (the outbox's `lastError`). */
export function safeErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return scrubLogLine(withoutParams(message));
}

const SCRUBS: [RegExp, string][] = [
  // argon2 / bcrypt / scrypt hashes in PHC or modular crypt form.
  [/\$argon2(?:id|i|d)\$(?:v=\d+\$)?[mtp=\d,]+\$[A-Za-z0-9+/=]+(?:\$[A-Za-z0-9+/=]+)?/g, '[hash]'],
  [/\$2[aby]?\$\d{2}\$[./A-Za-z0-9]{53}/g, '[hash]'],
  // JSON Web Tokens (session tokens, Google ID tokens).
  [/eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g, '[jwt]'],
  [/(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi, '$1[redacted]'],
  // A reset link's token wherever the link appears (a mail's text quoted in an error), and a newsletter's
  // confirmation and unsubscribe links' (decision 022).
  [/(reset-password\/)[A-Za-z0-9_~.%-]{8,}/g, '$1:token'],
  [/((?:newsletter|marketing)\/(?:confirm|unsubscribe)\/)[A-Za-z0-9_~.%-]{8,}/g, '$1:token'],
  // A failed delivery's fix link (decision 032) and a COD order's one-tap confirmation link (decision 030).
  [/(delivery-fix\/)[A-Za-z0-9_~.%-]{8,}/g, '$1:token'],
  [/(orders\/confirm\/)[A-Za-z0-9_~.%-]{8,}/g, '$1:token'],
  // The messaging providers' credentials (issue 25): a Meta access token (EAA…) and MSG91's authkey header or field.
  [/\bEAA[A-Za-z0-9]{20,}/g, '[token]'],
  [/(\\?"?authkey\\?"?\s*[:=]\s*\\?"?)[A-Za-z0-9]{8,}/gi, '$1[redacted]'],
  // An Indian mobile number, alone or with +91/91 before it (a shopper's phone quoted by a provider's error).
  [/(?<![\w.+-])(?:\+?91[ -]?)?[6-9]\d{4}[ -]?\d{5}(?!\w)/g, '[phone]'],
];

/** Masks secrets of known shapes in one line of log output. */
export function scrubLogLine(line: string): string {
  let out = line;
  for (const [pattern, replacement] of SCRUBS) out = out.replace(pattern, replacement);
  return out;
}

/** The request's URL for a log line: its route parameters with sensitive names (`:token`) masked too. */
export function requestUrlForLog(request: { url: string; params?: unknown }): string {
  const params = request.params && typeof request.params === 'object' ? request.params : {};
  const secrets = Object.entries(params as Record<string, unknown>)
    .filter(([name, value]) => typeof value === 'string' && isSensitiveName(name))
    .map(([, value]) => value as string);
  return redactUrl(request.url, secrets);
}

/** Fastify's `req` serializer, with the URL redacted (Fastify's own request lines are off; this is for any other). */
export function serializeRequest(request: {
  method?: string;
  url?: string;
  params?: unknown;
  ip?: string;
}): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : requestUrlForLog({ url: request.url, params: request.params }),
    remoteAddress: request.ip,
  };
}
