import type { DeliveryWindow } from '@kala/contract/orders';

/**
 * The server's delivery window (ISO dates) in en-US words (spec §9): "December 2 – 6, 2026". The dates are
 * calendar days, not instants, so they are read and shown in UTC: a shopper west of Greenwich sees the same days.
 */
const rangeFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDeliveryWindow(window: DeliveryWindow): string {
  const from = new Date(`${window.from}T00:00:00Z`);
  const to = new Date(`${window.to}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${window.from} – ${window.to}`;
  return rangeFormatter.formatRange(from, to);
}
