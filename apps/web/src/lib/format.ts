/* eslint-disable lingui/no-unlocalized-strings -- the English formats' own month and day names: Hindi dates are
   Intl's (lib/i18n formatDate), chosen below by the page's language. */
import { formatDate as formatLocaleDate, getLocale } from './i18n';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Dates are shown in en-US (spec §9): "July 13, 2025", in the reader's time zone, exactly as
 * `Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' })` writes them (format.test.ts holds
 * the two side by side). Written out rather than built with Intl: building the first Intl formatter loads ICU's
 * data, and a date formatter its patterns, 20-30 ms of this machine's CPU in the middle of the app's start on the
 * product page (issue 13). A date that cannot be read shows as "Invalid Date" where Intl would throw.
 */
export function formatDate(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  // A Hindi page writes its dates in Hindi ('13 जुलाई 2025', issue 28); Intl is loaded there anyway.
  if (getLocale() !== 'en') return formatLocaleDate(date);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "1 review", "3 reviews". */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const IST_OFFSET_MS = 330 * 60_000;
/** en-IN's short months: September is 'Sept'. */
const SHORT_MONTHS_IN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * A deadline in India time, as the store's mails say it: "Sat, 28 Nov, 11:30 am" (en-IN). India keeps no summer time,
 * so the offset is fixed; written out like formatDate, without Intl (issue 13).
 */
export function formatIndiaDateTime(iso: string | Date): string {
  const utc = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(utc.getTime())) return 'Invalid Date';
  // A Hindi page writes it in Hindi ('शनि, 28 नव॰, 11:30 am', India time too, issue 28).
  if (getLocale() !== 'en') {
    return formatLocaleDate(utc, getLocale(), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    });
  }
  const d = new Date(utc.getTime() + IST_OFFSET_MS);
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${SHORT_MONTHS_IN[d.getUTCMonth()]}, ${clock}`;
}
