import type { DeliveryWindow, Order, PaymentStatus } from '@kala/contract/orders';

/** Spec §9: dates in en-US. A moment in the shopper's own time zone: "July 13, 2025, 3:45 PM". */
const momentFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
export const formatMoment = (iso: string) => momentFormatter.format(new Date(iso));

/**
 * A calendar day given as yyyy-mm-dd (the delivery window). Read as UTC and shown in UTC, so a shopper west of
 * Greenwich does not see the day before.
 */
const dayFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayNoYearFormatter = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
export const formatDay = (day: string) => dayFormatter.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** "July 20 – 24, 2025"-like ranges without repeating the year: "July 20 – July 24, 2025", or one day. */
export function formatDeliveryWindow(window: DeliveryWindow): string {
  if (window.from.slice(0, 10) === window.to.slice(0, 10)) return formatDay(window.from);
  const sameYear = window.from.slice(0, 4) === window.to.slice(0, 4);
  const from = sameYear
    ? dayNoYearFormatter.format(new Date(`${window.from.slice(0, 10)}T00:00:00Z`))
    : formatDay(window.from);
  return `${from} – ${formatDay(window.to)}`;
}

/** Time left to cancel, to the minute: "11 h 42 min", "42 min", "less than a minute". */
export function formatTimeLeft(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  // A cancelled cash-on-delivery order: no money was ever taken.
  cancelled: 'Not charged',
};

/** One try at paying online, as the shopper reads it. */
export const ATTEMPT_LABELS: Record<Order['paymentAttempts'][number]['outcome'], string> = {
  failed: 'Failed',
  dismissed: 'Cancelled',
  captured: 'Paid',
};

export const REFUND_LABELS: Record<Order['refunds'][number]['status'], string> = {
  requested: 'Requested',
  pending: 'Processing',
  processed: 'Refunded',
  failed: 'Failed',
};

/** "1 item", "3 items": counts pieces, not lines. */
export const pieceCount = (items: { quantity: number }[]) => {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
};
