import type { SaleTag } from '@kala/contract/sale-price';

/**
 * The sales that may be live (not paused, not ended when read), as each instance keeps them in memory, and the pure
 * rules over them: which are live at a moment, which one prices a piece, when the next start or end comes.
 */
export interface ScheduledSale {
  id: string;
  name: string;
  percentOff: number;
  categories: string[];
  productIds: string[];
  startsAt: number;
  endsAt: number;
}

/** The sales live at `now`, the best for the shopper first (highest percent; on a tie, the first to end). */
export function liveAt(schedule: readonly ScheduledSale[], now: number): ScheduledSale[] {
  return schedule
    .filter((sale) => sale.startsAt <= now && now < sale.endsAt)
    .sort((a, b) => b.percentOff - a.percentOff || a.endsAt - b.endsAt || a.id.localeCompare(b.id));
}

/** The live sale that prices a piece: the first of `live` (best first) that covers its category or the piece. */
export function saleFor(
  live: readonly ScheduledSale[],
  piece: { productId: string; category: string },
): ScheduledSale | undefined {
  return live.find((sale) => sale.categories.includes(piece.category) || sale.productIds.includes(piece.productId));
}

/** The next moment after `now` a sale starts or ends (Infinity when none will): the catalogue's cache turns over then. */
export function nextBoundary(schedule: readonly ScheduledSale[], now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const sale of schedule) {
    if (sale.startsAt > now && sale.startsAt < next) next = sale.startsAt;
    if (sale.endsAt > now && sale.endsAt < next) next = sale.endsAt;
  }
  return next;
}

/** The tag a piece's answer carries. */
export const saleTag = (sale: ScheduledSale): SaleTag => ({
  _id: sale.id,
  name: sale.name,
  percentOff: sale.percentOff,
  endsAt: new Date(sale.endsAt).toISOString(),
});
