import { msg, plural, t } from '@lingui/core/macro';
import type { DeliveryWindow, Order, PaymentStatus } from '@kala/contract/orders';
import { getLocale } from '../../../lib/i18n';

/**
 * Spec §9: dates in en-US (Hindi pages: hi-IN, the same parts). A moment in the shopper's own time zone:
 * "July 13, 2025, 3:45 PM".
 */
const momentFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
// Hindi: day and time side by side ('28 नवंबर 2026, 7:09 am'); one formatter for both says '… को 7:09 am बजे',
// which does not fit inside a sentence.
const hiDay = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric' });
const hiTime = new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit' });
export const formatMoment = (iso: string) => {
  const date = new Date(iso);
  return getLocale() === 'hi' ? `${hiDay.format(date)}, ${hiTime.format(date)}` : momentFormatter.format(date);
};

/**
 * A calendar day given as yyyy-mm-dd (the delivery window). Read as UTC and shown in UTC, so a shopper west of
 * Greenwich does not see the day before.
 */
const dayFormatters = {
  en: new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
};
const dayNoYearFormatters = {
  en: new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { month: 'long', day: 'numeric', timeZone: 'UTC' }),
};
const utcDay = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);
export const formatDay = (day: string) => dayFormatters[getLocale()].format(utcDay(day));

/** "July 20 – 24, 2025"-like ranges without repeating the year: "July 20 – July 24, 2025", or one day. */
export function formatDeliveryWindow(window: DeliveryWindow): string {
  if (window.from.slice(0, 10) === window.to.slice(0, 10)) return formatDay(window.from);
  const sameYear = window.from.slice(0, 4) === window.to.slice(0, 4);
  const from = sameYear ? dayNoYearFormatters[getLocale()].format(utcDay(window.from)) : formatDay(window.from);
  return `${from} – ${formatDay(window.to)}`;
}

/** Time left to cancel, to the minute: "11 h 42 min", "42 min", "less than a minute". */
export function formatTimeLeft(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return t`less than a minute`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t`${rest} min`;
  return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
}

/** Built lazily (msg): read with i18n._ at render, in the page's language. */
export const PAYMENT_STATUS_LABELS = {
  pending: msg`Pending`,
  completed: msg`Paid`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
  // A cancelled cash-on-delivery order: no money was ever taken.
  cancelled: msg`Not charged`,
} satisfies Record<PaymentStatus, unknown>;

/** One try at paying online, as the shopper reads it. */
export const ATTEMPT_LABELS = {
  failed: msg`Failed`,
  dismissed: msg`Cancelled`,
  captured: msg`Paid`,
} satisfies Record<Order['paymentAttempts'][number]['outcome'], unknown>;

export const REFUND_LABELS = {
  requested: msg`Requested`,
  pending: msg`Processing`,
  processed: msg`Refunded`,
  failed: msg`Failed`,
} satisfies Record<Order['refunds'][number]['status'], unknown>;

/** "1 item", "3 items": counts pieces, not lines. */
export const pieceCount = (items: { quantity: number }[]) => {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return plural(count, { one: '# item', other: '# items' });
};
