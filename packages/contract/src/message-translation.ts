import type { Locale } from './locale.ts';
import { HI_MESSAGES, HI_PATTERNS } from './locales/hi-messages.ts';

/** One language's dictionary of contract messages: exact sentences, and the patterns of the message templates. */
interface MessageCatalog {
  messages: Readonly<Record<string, string>>;
  patterns: readonly (readonly [RegExp, (parts: string[], tr: (part: string) => string) => string])[];
}

/** The languages other than English that translate the contract's messages (issue 28); one entry per language. */
export const MESSAGE_CATALOGS: Partial<Record<Locale, MessageCatalog>> = {
  hi: { messages: HI_MESSAGES, patterns: HI_PATTERNS },
};

/** A known word or label in the catalogue, as written or with a capital first letter ('full name' → 'Full name'). */
function part(catalog: MessageCatalog, text: string): string {
  return catalog.messages[text] ?? catalog.messages[text.charAt(0).toUpperCase() + text.slice(1)] ?? text;
}

/**
 * A contract message (an error envelope's `message`, a zod issue's, a constant of a *_MESSAGES set) in a language:
 * its translation when the language's catalogue knows it, else the message as it is (English). English answers the
 * message unchanged. The server's error handler calls it for every envelope; the storefront calls it for the errors
 * it shows from the contract's schemas: `translateMessage(issue.message, getLocale())`.
 */
export function translateMessage(message: string, locale: Locale): string {
  const catalog = MESSAGE_CATALOGS[locale];
  if (!catalog) return message;
  const exact = catalog.messages[message];
  if (exact !== undefined) return exact;
  for (const [pattern, rebuild] of catalog.patterns) {
    const match = pattern.exec(message);
    if (match) return rebuild(match.slice(1), (text) => part(catalog, text));
  }
  return message;
}
