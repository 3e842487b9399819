/**
 * The storefront's language at run time (issue 28, docs/decisions/044-storefront-languages.md). Lingui's macros
 * (t``, plural(), msg``, <Trans>) read the one global `i18n` of '@lingui/core'; it is activated once, before the first
 * render, in the language of the page's address: English at today's paths, Hindi under /hi. English needs no
 * catalogue (each message carries its English, compiled at build time: scripts/lingui-macro.ts); Hindi loads its
 * compiled catalogue as a chunk of its own.
 */
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, localePrefix, type Locale } from '@kala/contract/locale';

/** Activates English at once, so code that runs before the page's language is known (and every test) has one. */
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

/** Loads the compiled catalogue of `locale` (nothing for English) and makes it the language of every message. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) {
    i18n.loadAndActivate({ locale, messages: {} });
    return;
  }
  const [{ messages }, contract] = await Promise.all([
    loadCatalog(locale as Exclude<Locale, 'en'>),
    import('@kala/contract/message-translation'),
  ]);
  translateContract = contract.translateMessage;
  i18n.loadAndActivate({ locale, locales: [`${locale}-IN`, 'en-IN'], messages });
}

/** The contract's dictionary of its own messages, loaded with a language other than English (never on English pages). */
let translateContract: ((message: string, locale: Locale) => string) | undefined;

/**
 * A message of the contract (a zod issue of its schemas, a *_MESSAGES constant) in the page's language: the same
 * dictionary the server's error envelope uses (packages/contract/src/message-translation.ts), so a form's own check
 * and the server's answer say the same words. English, and any message the dictionary does not know, pass unchanged.
 */
export function translateContractMessage(message: string): string {
  const locale = getLocale();
  return locale === DEFAULT_LOCALE || !translateContract ? message : translateContract(message, locale);
}

/** Each language's compiled catalogue, a chunk of its own (English has none: its messages are in the code). */
const CATALOGS: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  hi: () => import('../../locales/hi/messages.po'),
};

function loadCatalog(locale: Exclude<Locale, 'en'>): Promise<{ messages: Messages }> {
  return CATALOGS[locale]();
}

/** The language of the page the shopper reads: 'en' or 'hi'. */
export function getLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The same, for components (the language never changes while a page is open: the switch is a page load). */
export function useLocale(): Locale {
  return getLocale();
}

/** The router's basename for a language: '' for English, '/hi' for Hindi. */
export function localeBasename(locale: Locale = getLocale()): string {
  return localePrefix(locale);
}

/** The Intl locale for a language: Indian English and Hindi (numbers grouped the Indian way in both). */
export function intlLocale(locale: Locale = getLocale()): string {
  return locale === 'hi' ? 'hi-IN' : 'en-IN';
}

/**
 * A date in the page's language, e.g. '5 March 2026' / '5 मार्च 2026'. `options` as Intl.DateTimeFormat's; the
 * default is day, month name and year. Dates are shown in India time.
 */
export function formatDate(
  date: Date | string | number,
  locale: Locale = getLocale(),
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: 'Asia/Kolkata', ...options }).format(new Date(date));
}
