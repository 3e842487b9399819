import { LOCALE_COOKIE, LOCALE_NAMES, localePrefix, type Locale } from '@kala/contract/locale';
import { t } from '@lingui/core/macro';
import { useLocation } from 'react-router';
import { apiRequest } from '../../lib/api-client';
import { useLocale } from '../../lib/i18n';
import { getSession } from '../../lib/session';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The address of `path` (as the router sees it, without a language prefix) in `locale`: '/hi/products', '/hi'. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path || '/';
  return path === '/' || path === '' ? prefix : `${prefix}${path}`;
}

/** Remembers the shopper's language: on the device (a year) and, when signed in, on the account. */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  if (getSession().user) {
    void apiRequest('/api/users/me/language', { method: 'PUT', body: { language: locale } }).catch(() => undefined);
  }
}

/**
 * The link to the same page in the other language (issue 28), named in that language ('हिन्दी' / 'English'). A plain
 * link: the other language is another address, loaded afresh with its own catalogue.
 */
export function LanguageSwitch({ className, onDark = false }: { className?: string; onDark?: boolean }) {
  const locale = useLocale();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  const { pathname, search, hash } = useLocation();
  const href = `${localizedPath(pathname, other)}${search}${hash}`;
  const label = LOCALE_NAMES[other];
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={t`Read the store in ${label}`}
      onClick={() => rememberLocale(other)}
      className={
        className ??
        `inline-flex min-h-10 items-center rounded-md px-2 text-sm font-medium ${
          onDark ? 'text-white/85 hover:text-white hover:underline' : 'text-ink hover:bg-sand'
        }`
      }
    >
      {label}
    </a>
  );
}
