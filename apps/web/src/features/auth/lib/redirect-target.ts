/**
 * Where to go after signing in: `?redirect=` or the page the guard remembered, but only a path on this site
 * (never `//evil.example` or `https://…`, which would make the login page an open redirect).
 */
export function safeRedirect(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string') return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  if (candidate.startsWith('/login') || candidate.startsWith('/register')) return fallback;
  return candidate;
}
