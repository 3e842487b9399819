import { formatIndiaDateTime } from '../../../lib/format';
import { formatDate, getLocale } from '../../../lib/i18n';

/**
 * A confirmation deadline as the store's mails say it, in the page's language: 'Sat, 28 Nov, 11:30 am' in English
 * (formatIndiaDateTime, the mails' words), 'शनि, 28 नव॰, 11:30 am' in Hindi (India time in both).
 */
export function deadlineText(iso: string | Date): string {
  const locale = getLocale();
  if (locale === 'en') return formatIndiaDateTime(iso);
  return formatDate(iso, locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
}
