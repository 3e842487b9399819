import type { DeliveryWindow } from '@kala/contract/orders';
import { getLocale, intlLocale } from '../../../lib/i18n';

/** English keeps the spec's en-US words; Hindi reads as the rest of the Hindi pages (intlLocale: 'hi-IN'). */
const SPEC_ENGLISH = 'en-US';
/** The time of day a calendar date is read at. */
const MIDNIGHT_UTC = 'T00:00:00Z';

/**
 * The server's delivery window (ISO dates) in en-US words (spec §9): "December 2 – 6, 2026". The dates are
 * calendar days, not instants, so they are read and shown in UTC: a shopper west of Greenwich sees the same days.
 */
const rangeOptions: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' };
const rangeFormatters = new Map<string, Intl.DateTimeFormat>();
/** The formatter of the page's language: "December 2 – 6, 2026", "2–6 दिसंबर 2026". */
const rangeFormatter = () => {
  const locale = getLocale();
  const tag = locale === 'hi' ? intlLocale(locale) : SPEC_ENGLISH;
  let formatter = rangeFormatters.get(tag);
  if (!formatter) rangeFormatters.set(tag, (formatter = new Intl.DateTimeFormat(tag, rangeOptions)));
  return formatter;
};

export function formatDeliveryWindow(window: DeliveryWindow): string {
  const from = new Date(window.from + MIDNIGHT_UTC);
  const to = new Date(window.to + MIDNIGHT_UTC);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${window.from} – ${window.to}`;
  return rangeFormatter().formatRange(from, to);
}
