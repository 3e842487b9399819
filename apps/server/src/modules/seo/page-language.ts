import { LOCALES, localePrefix, splitLocalePath, type Locale } from '@kala/contract/locale';
import { escapeHtml, insertBefore } from './html-escape.ts';

/** Pages that exist in one language only (the admin panel): no alternates. */
const SINGLE_LANGUAGE = /^\/admin(\/|$)/;

/** What the page's <title> and description say in Hindi when the page keeps index.html's defaults. */
const HINDI_HEAD = {
  title: 'Kala · हाथ से बनी भारतीय कला और होम डेकोर',
  description:
    'भारतीय कारीगरों की हाथ से बनी कला और होम डेकोर: बोहो, मंडला, टेराकोटा, लिप्पन और मिनिमल आर्ट। पूरे भारत में डिलीवरी, कैश ऑन डिलीवरी उपलब्ध।',
};

/** The address of `path` (without a language prefix) in `locale`: '/hi/products', '/hi' for the home page. */
export function pathIn(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path || '/';
  return path === '/' || path === '' ? prefix : `${prefix}${path}`;
}

/**
 * A storefront page in its language (issue 28): `<html lang>`, the alternates of every language (and x-default,
 * English) for search engines, and on a Hindi page the Devanagari font and the Hindi default title and description.
 */
export function localizePage(html: string, url: string, publicUrl: string, fontLinks: string): string {
  const [pathname = '/', query] = url.split('?');
  const { locale, path } = splitLocalePath(pathname);
  if (SINGLE_LANGUAGE.test(path)) return html;
  const search = query ? `?${query}` : '';
  const base = publicUrl.replace(/\/$/, '');
  const alternates = [
    ...LOCALES.map((each) => ({ lang: each, href: `${base}${pathIn(path, each)}${search}` })),
    { lang: 'x-default', href: `${base}${pathIn(path, 'en')}${search}` },
  ]
    .map(({ lang, href }) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`)
    .join('\n');
  let page = insertBefore(html, '</head>', `${alternates}\n`);
  if (locale === 'en') return page;
  page = page.replace('<html lang="en"', `<html lang="${locale}"`);
  page = page.replace(
    '<title>Kala · Handmade Indian art and home decor</title>',
    `<title>${escapeHtml(HINDI_HEAD.title)}</title>`,
  );
  page = page.replace(
    /(<meta\s+name="description"\s+content=")[^"]*(")/,
    (_, start: string, end: string) => `${start}${escapeHtml(HINDI_HEAD.description)}${end}`,
  );
  return fontLinks ? insertBefore(page, '</head>', `${fontLinks}\n`) : page;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether `Accept-Language` ranks Hindi above English (and above every other language the store has). */
export function prefersHindi(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage) return false;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { lang: tag.split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((each) => each.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked.find((each) => each.lang === 'hi' || each.lang === 'en');
  return first?.lang === 'hi';
}

/**
 * Where a page request goes instead, if anywhere (issue 28): the admin panel has no Hindi (/hi/admin -> /admin), and
 * a first visit (no language cookie) whose browser prefers Hindi goes once to the same page in Hindi; the cookie set
 * with it (and the switch's own cookie) is then followed: 'en' keeps English.
 */
export function languageRedirect(
  url: string,
  headers: { cookie?: string | undefined; acceptLanguage?: string | undefined },
  cookieName: string,
): { location: string; setCookie?: string } | undefined {
  const [pathname = '/', query] = url.split('?');
  const search = query ? `?${query}` : '';
  const { locale, path } = splitLocalePath(pathname);
  if (SINGLE_LANGUAGE.test(path)) return locale === 'en' ? undefined : { location: `${path}${search}` };
  if (locale !== 'en') return undefined;
  const chosen = new RegExp(`(?:^|;\\s*)${cookieName}=`).test(headers.cookie ?? '');
  if (chosen || !prefersHindi(headers.acceptLanguage)) return undefined;
  return {
    location: `${pathIn(path, 'hi')}${search}`,
    setCookie: `${cookieName}=hi; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`,
  };
}

/** The manifest entries page-language reads (apps/web's Vite manifest). */
type LanguageManifest = Record<string, { file: string; assets?: string[] } | undefined>;

/** The web build's Devanagari stylesheet (apps/web/src/styles/devanagari.css), as its manifest names it. */
const DEVANAGARI_CSS = 'src/styles/devanagari.css';

/**
 * The head tags of a Hindi page: the Devanagari font's stylesheet and a preload of its two faces (regular and
 * semibold, devanagari.css), so the first Hindi words are drawn in them rather than swapped in later. Empty without a
 * build that has the font.
 */
export function hindiFontLinks(manifest: LanguageManifest | undefined): string {
  const css = manifest?.[DEVANAGARI_CSS];
  if (!css) return '';
  const faces = css.assets?.filter((file) => /\.woff2$/.test(file)) ?? [];
  return [
    ...faces.map(
      (face) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/${escapeHtml(face)}" />`,
    ),
    `<link rel="stylesheet" href="/${escapeHtml(css.file)}" />`,
  ].join('\n');
}

/** The compiled catalogue chunk of a page's language, which its app loads before it renders (none for English). */
export function catalogScripts(manifest: LanguageManifest | undefined, url: string): string[] {
  const { locale } = splitLocalePath(url.split('?')[0] ?? '/');
  if (locale === 'en') return [];
  const file = manifest?.[`src/locales/${locale}/messages.po`]?.file;
  return file ? [`/${file}`] : [];
}
