import type { CurrentSales } from '@kala/contract/sales';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { SaleOnLine, SalePricer } from '../orders/order-lines.ts';
import { createSaleAdmin } from './sale-admin.ts';
import { liveAt, nextBoundary, saleFor, type ScheduledSale } from './sale-schedule.ts';
import type { SaleRow, SalesRepository } from './sales.repository.ts';

/** The response cache's key for the schedule: cleared with the catalogue, so every instance reads it again then. */
const SCHEDULE_KEY = 'sales:schedule';

export interface SalesServiceOptions {
  repository: SalesRepository;
  cache: ResponseCache;
  now?: () => number;
}

const toScheduled = (row: SaleRow): ScheduledSale => ({
  id: row.id,
  name: row.name,
  percentOff: row.percentOff,
  categories: row.categories,
  productIds: row.productIds,
  startsAt: row.startsAt.getTime(),
  endsAt: row.endsAt.getTime(),
});

/**
 * Scheduled sales (issue 27 item 2, decision 041). The sales that may be live are kept in the response cache (so a
 * sale written on any instance reaches all with the cache's invalidation) and in memory; the catalogue's cached
 * answers are cleared on this instance at the first request (or timer) at or after the next start or end, so they
 * turn over at that minute without a restart, whatever the number of instances.
 */
export function createSalesService({ repository, cache, now = Date.now }: SalesServiceOptions) {
  let scheduleText: string | undefined;
  let schedule: ScheduledSale[] = [];
  let boundary = Number.POSITIVE_INFINITY;

  async function loadSchedule(): Promise<ScheduledSale[]> {
    const text = await cache.get(SCHEDULE_KEY, async () =>
      JSON.stringify((await repository.schedule(new Date(now()))).map(toScheduled)),
    );
    if (text !== scheduleText) {
      scheduleText = text;
      schedule = JSON.parse(text) as ScheduledSale[];
      boundary = nextBoundary(schedule, now());
    }
    return schedule;
  }

  /**
   * Clears this instance's cached answers once a sale has started or ended since they were made. Cheap when nothing
   * is due (a cache hit and a comparison), so every catalogue read may call it.
   */
  async function turnOver(): Promise<void> {
    await loadSchedule();
    if (now() < boundary) return;
    cache.clearLocal();
    scheduleText = undefined;
    await loadSchedule();
  }

  async function live(): Promise<ScheduledSale[]> {
    await turnOver();
    return liveAt(schedule, now());
  }

  /** After a write: every instance's catalogue and schedule are read again. */
  function changed() {
    cache.invalidate();
  }

  return {
    live,
    turnOver,

    /** Nothing due before this moment (tests and the timer read it). */
    nextTurnOver: async () => (await loadSchedule(), boundary),

    /** Prices order and cart lines now: the sale for a piece, or undefined. */
    async pricer(): Promise<SalePricer> {
      const sales = await live();
      return (piece): SaleOnLine | undefined => {
        const sale = saleFor(sales, piece);
        return sale && { id: sale.id, name: sale.name, percentOff: sale.percentOff };
      };
    },

    /** The /sale page's answer: the live sales (the first to end first) and the next to start. */
    async current(): Promise<CurrentSales> {
      const at = now();
      const sales = await live();
      const next = schedule.filter((s) => s.startsAt > at).sort((a, b) => a.startsAt - b.startsAt)[0];
      return {
        live: [...sales]
          .sort((a, b) => a.endsAt - b.endsAt)
          .map((s) => ({
            _id: s.id,
            name: s.name,
            percentOff: s.percentOff,
            endsAt: new Date(s.endsAt).toISOString(),
          })),
        next: next
          ? {
              _id: next.id,
              name: next.name,
              percentOff: next.percentOff,
              startsAt: new Date(next.startsAt).toISOString(),
            }
          : null,
      };
    },

    ...createSaleAdmin({ repository, now, changed }),
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
