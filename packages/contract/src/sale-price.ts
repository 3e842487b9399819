/**
 * Scheduled sales (issue 27 item 2) as the storefront needs them: the one sale price rule, a sale's state, its dates
 * in India time and the words a card says. Free of zod, so cards, the product page and the cart can import it
 * without growing the arrival pages' first-visit script (the schemas are in ./sales.ts).
 */

export { formatIndiaDateTimeYear, INDIA_OFFSET_MS, saleBadgeText, saleEndsText, type SaleTag } from './sale-badge.ts';
import { formatIndiaDateTimeYear, INDIA_OFFSET_MS } from './sale-badge.ts';

export const SALE_PERCENT_MIN = 1;
export const SALE_PERCENT_MAX = 90;

/**
 * The one price rule (decision 041): during a live sale a size is shown and sold at its usual selling price less the
 * sale's percent. The discount is rounded to the nearest paisa, a half paisa in the shopper's favour:
 * `usual - floor((usual * p + 50) / 100)`, written here in the equal form `floor((usual * (100 - p) + 49) / 100)`,
 * which reads the usual price once, so the listing's SQL (the same expression, integer division) computes the shown
 * price's subqueries once. Integer arithmetic only: server SQL and browser agree to the paisa for every price.
 * Monotonic in the usual price, so the cheapest size stays the cheapest during a sale.
 */
export function salePricePaise(usualPaise: number, percentOff: number): number {
  if (percentOff <= 0) return usualPaise;
  return Math.floor((usualPaise * (100 - percentOff) + 49) / 100);
}

/** The same rule for rupees as the answers carry them (two decimals): converted to paise and back. */
export const salePriceRupees = (usualRupees: number, percentOff: number): number =>
  salePricePaise(Math.round(usualRupees * 100), percentOff) / 100;

export type SaleState = 'scheduled' | 'live' | 'ended' | 'paused';
export const SALE_STATES: readonly SaleState[] = ['scheduled', 'live', 'ended', 'paused'];

export interface SaleTimes {
  startsAt: string | Date;
  endsAt: string | Date;
  pausedAt?: string | Date | null;
}

const ms = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** A sale's state at `now`: ended once its end has come (paused or not), paused while paused, else by its dates. */
export function saleState(sale: SaleTimes, now: number): SaleState {
  if (now >= ms(sale.endsAt)) return 'ended';
  if (sale.pausedAt) return 'paused';
  return now >= ms(sale.startsAt) ? 'live' : 'scheduled';
}

export const SALE_STATE_LABELS: Record<SaleState, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  ended: 'Ended',
  paused: 'Paused',
};

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** '2026-10-20T18:30' (India wall-clock time, as a datetime-local field gives it) to the instant; NaN when unreadable. */
export function fromIndiaLocal(local: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(utc);
  // 2026-02-30 would roll over into March: refused rather than moved.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return Number.NaN;
  return utc - INDIA_OFFSET_MS;
}

/** The instant as India wall-clock time for a datetime-local field: '2026-10-20T18:30'. */
export const toIndiaLocal = (iso: string | Date): string =>
  new Date(ms(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 16);

/** The /sale page's line when no sale is live but one is coming. */
export const nextSaleText = (sale: { name: string; startsAt: string }): string =>
  `Our next sale, ${sale.name}, starts on ${formatIndiaDateTimeYear(sale.startsAt)}.`;

export const NO_SALE_TEXT = 'There is no sale on right now. New pieces arrive every week, have a look around.';

/** The cart's note on a line whose price a sale moved since it was put in the cart. */
export const SALE_CART_NOTES = {
  started: (name: string) => `${name} price applied since you added this.`,
  ended: (name: string | null) =>
    name
      ? `The ${name} sale has ended; this is the usual price now.`
      : 'The sale has ended; this is the usual price now.',
} as const;

export const SALE_PATHS = {
  /** Public: the live sale (if any) and the next one. */
  current: '/api/sales/current',
  admin: '/api/admin/sales',
} as const;
