import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@kala/contract/locale';
import { escapeHtml, mailLayout } from './mail/mail-layout.ts';
import { en, type ServerMessageId } from '../locales/en.ts';
import { hi } from '../locales/hi.ts';

/**
 * The server's own words in each language (issue 28, decision 046): mails and their subjects, by stable message id
 * (`mail.order.confirmed.subject`), in ICU message format (`{count, plural, one {# piece} other {# pieces}}`).
 * Catalogues are plain modules under src/locales/, one per language, typed so that a language missing an id does
 * not compile; the esbuild bundle carries them, no macro step. A later language is one more file and one entry here.
 */
export const SERVER_CATALOGS: Record<Locale, Record<ServerMessageId, string>> = { en, hi };

export type { ServerMessageId };
export type MessageValues = Record<string, string | number>;
/** Values of an HTML message: text (escaped) or `{ html }`, trusted markup put in as it is (a link). */
export type HtmlValues = Record<string, string | number | { html: string }>;

let shared: I18n | undefined;
/** One Lingui instance holding every language; messages are compiled once, on first use. */
function instance(): I18n {
  if (shared) return shared;
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  for (const locale of LOCALES) i18n.load(locale, SERVER_CATALOGS[locale]);
  i18n.activate(DEFAULT_LOCALE);
  shared = i18n;
  return i18n;
}

/** A message of the server catalogue in one language, as plain text. */
export function translate(locale: Locale, id: ServerMessageId, values?: MessageValues): string {
  const i18n = instance();
  if (i18n.locale !== locale) i18n.activate(locale);
  return i18n._(id, values);
}

// Private-use characters mark where a value goes, so the message's own text can be escaped around it.
const MARK = /\uE000(\w+)\uE001/g;

/**
 * A message as HTML: its text escaped, each value escaped, and the values named in `strong` in <strong> (the order
 * number of 'Thank you for your order <strong>KALA-1</strong>.'), wherever the language puts them.
 */
export function translateHtml(
  locale: Locale,
  id: ServerMessageId,
  values: HtmlValues = {},
  strong: readonly string[] = [],
): string {
  const marked = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? value : `\uE000${key}\uE001`]),
  );
  return escapeHtml(translate(locale, id, marked)).replace(MARK, (_, key: string) => {
    const given = values[key];
    const value = typeof given === 'object' ? given.html : escapeHtml(String(given ?? ''));
    return strong.includes(key) ? `<strong>${value}</strong>` : value;
  });
}

/** The two helpers bound to one language: `const { t, h } = mailWords(order.language)`. */
export function mailWords(locale: Locale = DEFAULT_LOCALE) {
  return {
    locale,
    t: (id: ServerMessageId, values?: MessageValues) => translate(locale, id, values),
    h: (id: ServerMessageId, values?: HtmlValues, strong?: readonly string[]) =>
      translateHtml(locale, id, values, strong),
    /** The store's mail layout in this language (its `lang` and footer line). */
    layout: (options: { storeName: string; title: string; body: string }) =>
      mailLayout({ ...options, locale, footer: translate(locale, 'mail.footer') }),
  };
}
