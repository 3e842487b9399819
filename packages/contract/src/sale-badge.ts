/**
 * What a card says of a piece on sale (issue 27, decision 041), in a module of its own: the cards are on every arrival
 * page, so this is in the storefront chunk, with the product page's 'Sale ends …', and the rest of ./sale-price.ts (the
 * admin's dates, the /sale page's and the cart's words) stays with the pages that use it instead of riding along.
 */

/** What a piece on sale carries in the catalogue's answers: the live sale that prices it. */
export interface SaleTag {
  _id: string;
  name: string;
  percentOff: number;
  /** When the sale ends (ISO, UTC): the product page says it, the structured data's priceValidUntil is it. */
  endsAt: string;
}

/** The words beside a struck price: 'Diwali 2026 · 20% off'. */
export const saleBadgeText = (sale: Pick<SaleTag, 'name' | 'percentOff'>): string =>
  `${sale.name} · ${sale.percentOff}% off`;

/** India keeps no summer time: its offset from UTC is always +05:30. */
export const INDIA_OFFSET_MS = 330 * 60_000;

const at = (iso: string | Date) => (typeof iso === 'string' ? Date.parse(iso) : iso.getTime());

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** 'Tue, 20 Oct 2026, 6:30 pm IST': a sale's start or end as the store says it (India time, written without Intl). */
export function formatIndiaDateTimeYear(iso: string | Date): string {
  const instant = at(iso);
  if (Number.isNaN(instant)) return 'Invalid Date';
  const d = new Date(instant + INDIA_OFFSET_MS);
  const hours = d.getUTCHours();
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${clock} IST`;
}

/** 'Sale ends Tue, 20 Oct 2026, 6:30 pm IST'. */
export const saleEndsText = (sale: Pick<SaleTag, 'endsAt'>): string =>
  `Sale ends ${formatIndiaDateTimeYear(sale.endsAt)}`;
