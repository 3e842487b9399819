import { DEFAULT_LOCALE, isLocale, LOCALE_HEADER, type Locale } from '@kala/contract/locale';

/** Anything with request headers (a Fastify request, or a test's stand-in). */
interface WithHeaders {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The language a request reads the store in (issue 28): the `x-kala-language` header the storefront's API client
 * sends, or English when it is absent or names no language of the store. Orders record it at placement (their mails
 * and messages are written in it); mails to a guest, and the error envelope, follow it.
 */
export function requestLocale(request: WithHeaders): Locale {
  const raw = request.headers[LOCALE_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** A stored language (users.language, orders.language) as a Locale: English when it is not one. */
export const toLocale = (value: string | null | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
