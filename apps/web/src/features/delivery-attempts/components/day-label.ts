import { formatDate } from '../../../lib/format';
import { formatDate as formatLocaleDate, getLocale } from '../../../lib/i18n';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the English branch's day names; Hindi's come from Intl below.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A re-attempt date (YYYY-MM-DD, India's calendar) as the shopper reads it: 'Wednesday, November 25, 2026' (Hindi
 * pages: 'बुधवार, 25 नवंबर 2026').
 */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(y!, m! - 1, d!);
  if (getLocale() === 'hi') {
    return formatLocaleDate(day, 'hi', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: undefined,
    });
  }
  return `${WEEKDAYS[day.getDay()]}, ${formatDate(day)}`;
}
