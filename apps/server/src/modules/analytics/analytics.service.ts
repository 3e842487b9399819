import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_TOP_LIMIT,
  STORE_TIME_ZONE,
  UNKNOWN_CATEGORY_LABEL,
  addDays,
  rangeProblem,
  storeToday,
  type Analytics,
  type AnalyticsGranularity,
  type RankedProduct,
} from '@kala/contract/analytics';
import { categoryTitle } from '@kala/contract/categories';
import { BadRequestError } from '../../lib/errors.ts';
import type { AnalyticsRepository, DayRange } from './analytics.repository.ts';
import { rankProducts } from './product-ranking.ts';

/** Each bucket's last day: the day before the next bucket starts, and never past the range's end. */
function withEnds(series: { start: string; revenuePaise: number; orders: number }[], range: DayRange) {
  return series.map((bucket, index) => {
    const next = series[index + 1]?.start;
    return {
      ...bucket,
      // The first week or month may begin before the range: it is shown from the range's first day.
      start: bucket.start < range.from ? range.from : bucket.start,
      end: next ? addDays(next, -1) : range.to,
    };
  });
}

/** The top sellers by one measure, as the answer names them. */
const rank = (sales: RankedProduct[], by: 'revenuePaise' | 'units'): RankedProduct[] =>
  rankProducts(sales, by, ANALYTICS_TOP_LIMIT).map(({ productId, name, units, revenuePaise }) => ({
    productId,
    name,
    units,
    revenuePaise,
  }));

/**
 * Analytics for the admin (issue 11 item 6, decision 015): the range is resolved here (defaults: the last 30 days
 * of the store's calendar, by day) and checked as a whole; the figures come from the repository in integer paise.
 */
export function createAnalyticsService(repository: AnalyticsRepository, now: () => number = Date.now) {
  /** The range asked for, with the defaults filled in, or a 400 saying what is wrong with it. */
  function resolveRange(
    query: { from?: string | undefined; to?: string | undefined },
    granularity: AnalyticsGranularity,
  ) {
    // Either end may be left out: the range then ends today, or covers the 30 days up to the end given.
    const to = query.to ?? storeToday(now());
    const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
    const problem = rangeProblem(from, to, granularity);
    if (problem) throw new BadRequestError(problem, [{ path: 'from', message: problem }]);
    return { from, to };
  }

  return {
    resolveRange,

    async analytics(query: {
      from?: string | undefined;
      to?: string | undefined;
      granularity: AnalyticsGranularity;
    }): Promise<Analytics> {
      const { granularity } = query;
      const range = resolveRange(query, granularity);
      // One after another: PGlite serves one query at a time anyway, and a pool should not be emptied by one screen.
      const series = await repository.series(range, granularity);
      const totals = await repository.totals(range);
      const reasons = await repository.cancellationReasons(range, ANALYTICS_TOP_LIMIT);
      const productSales = await repository.productSales(range);
      const categories = await repository.categorySales(range, ANALYTICS_TOP_LIMIT);
      const conversion = await repository.conversion(range);

      return {
        range: { ...range, granularity, timeZone: STORE_TIME_ZONE },
        totals: {
          revenuePaise: totals.revenuePaise,
          orders: totals.orders,
          averageOrderValuePaise: totals.orders > 0 ? Math.round(totals.revenuePaise / totals.orders) : 0,
          cancelledOrders: totals.cancelled,
        },
        series: withEnds(series, range),
        conversion: {
          ...conversion,
          ratePercent:
            conversion.cartShoppers > 0
              ? Math.round((conversion.orderingShoppers / conversion.cartShoppers) * 1000) / 10
              : null,
        },
        cancellations: { total: totals.cancelled, reasons },
        topProducts: { byRevenue: rank(productSales, 'revenuePaise'), byUnits: rank(productSales, 'units') },
        topCategories: categories.map((row) => ({
          ...row,
          label: row.category ? categoryTitle(row.category) : UNKNOWN_CATEGORY_LABEL,
        })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
