import { localePrefix, type Locale } from '@kala/contract/locale';

/**
 * A storefront page's address for a mail or message (issue 28): the page in the language the message is written in,
 * so a Hindi mail opens the Hindi page (`<publicUrl>/hi/orders/…`) and an English one today's path. `path` starts
 * with '/'. API addresses (`/api/…`, a one-click unsubscribe) are not pages and take no prefix.
 */
export function storefrontLink(publicUrl: string, locale: Locale | undefined, path: string): string {
  return `${publicUrl}${localePrefix(locale ?? 'en')}${path}`;
}
