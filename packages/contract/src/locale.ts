/**
 * The storefront's languages (issue 28). English lives at today's paths, every other language under its own prefix
 * (`/hi/...`), so a shared link or a search engine sees one language per address. A later language (Marathi, Tamil)
 * is one entry here and a catalogue file per side, not a code change.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** What each language calls itself, for the switch in the header and the footer. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The header the storefront's API client sends with the language the shopper reads the store in. */
export const LOCALE_HEADER = 'x-kala-language';

/** The cookie that remembers the shopper's choice on the device (and that `Accept-Language` was followed once). */
export const LOCALE_COOKIE = 'kala_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a language: '' for English, '/hi' for Hindi. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The language a storefront path is in, and the path without its language prefix ('/hi/products' -> hi, '/products'). */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)/.exec(path);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: path.slice(match[0].length) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path };
}

/**
 * A piece's text in `locale`, field by field (issue 28): its Hindi where the seller gave one, else the English. The
 * catalogue, the cart, the checkout's preview and the search suggestions all name pieces through it.
 */
export const textIn = (locale: Locale, english: string, hindi: string | null | undefined): string =>
  (locale === 'hi' && hindi) || english;
