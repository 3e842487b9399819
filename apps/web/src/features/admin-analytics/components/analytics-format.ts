import type { AnalyticsBucket, AnalyticsGranularity } from '@kala/contract/analytics';
import { formatRupees, toRupees } from '@kala/contract/money';

/** Paise from the API as the store shows money: ₹1,499.00. */
export const formatPaise = (paise: number) => formatRupees(toRupees(paise));

/** Whole rupees for chart axes, where the paise would only crowd the ticks: ₹1,499. */
const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const formatPaiseShort = (paise: number) => wholeRupees.format(toRupees(paise));

// A YYYY-MM-DD date is a day of the store's calendar, not an instant: it is formatted as written (UTC), so no
// browser time zone can move it to the day before.
const dayMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A date in full, en-US: March 1, 2025. */
export const formatDay = (day: string) => fullDate.format(asDate(day));

/** The chart's axis label of a bucket: 'Mar 1' for a day or a week (its first day), 'Mar 2025' for a month. */
export function bucketLabel(bucket: AnalyticsBucket, granularity: AnalyticsGranularity): string {
  return granularity === 'month' ? monthYear.format(asDate(bucket.start)) : dayMonth.format(asDate(bucket.start));
}

/** The table's name of a bucket: the day, or the days it covers ('March 3, 2025 – March 9, 2025'). */
export function bucketPeriod(bucket: AnalyticsBucket): string {
  return bucket.start === bucket.end
    ? formatDay(bucket.start)
    : `${formatDay(bucket.start)} – ${formatDay(bucket.end)}`;
}

/** A count with its noun: '1 order', '3 orders'. */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/** Colours of the charts, each at least 3:1 against white (WCAG 1.4.11) and told apart by shape too. */
export const CHART_COLOURS = { revenue: '#9a3412', orders: '#1e3a8a', units: '#1e3a8a', grid: '#e7e5e4' } as const;
