import type { DeliveryWindow } from '@kala/contract/orders';
import { getLocale } from '../../../lib/i18n';

/**
 * The server's delivery window (ISO dates) in en-US words (spec §9): "December 2 – 6, 2026". The dates are
 * calendar days, not instants, so they are read and shown in UTC: a shopper west of Greenwich sees the same days.
 */
const rangeOptions: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' };
const rangeFormatters = new Map<string, Intl.DateTimeFormat>();
/** English keeps the spec's en-US words; Hindi reads 'hi-IN' ("2–6 दिसंबर 2026"). */
const rangeFormatter = () => {
  const tag = getLocale() === 'hi' ? 'hi-IN' : 'en-US';
  let formatter = rangeFormatters.get(tag);
  if (!formatter) rangeFormatters.set(tag, (formatter = new Intl.DateTimeFormat(tag, rangeOptions)));
  return formatter;
};

export function formatDeliveryWindow(window: DeliveryWindow): string {
  const from = new Date(`${window.from}T00:00:00Z`);
  const to = new Date(`${window.to}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${window.from} – ${window.to}`;
  return rangeFormatter().formatRange(from, to);
}
