import { STORE_TIME_ZONE, addDays } from '@kala/contract/analytics';
import {
  allParcelsRto,
  codFindings,
  rtoFigure,
  type CodAnalytics,
  type CodFigures,
  type CodStateRow,
  type CodTierRow,
} from '@kala/contract/cod-analytics';
import { RISK_TIERS } from '@kala/contract/cod';
import type { DayRange } from './analytics.repository.ts';
import type { AnalyticsService } from './analytics.service.ts';
import { GROUP, type CodAnalyticsRepository, type CodGroupRow } from './cod-analytics.repository.ts';

const toInt = (value: unknown): number => Number(value ?? 0);
const toIntOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** part / whole as a percent with one decimal, or null when there is no whole. */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** A group's row as the answer's figures. */
export function figuresOf(row: CodGroupRow | undefined): CodFigures {
  const n = (key: keyof CodGroupRow) => toInt(row?.[key]);
  const orders = n('orders');
  const codOrders = n('cod_orders');
  const needed = n('needed');
  const confirmed = n('confirmed');
  const awaiting = n('awaiting');
  return {
    orders,
    codOrders,
    codSharePercent: percent(codOrders, orders),
    confirmation: {
      needed,
      confirmed,
      notConfirmed: needed - confirmed - awaiting,
      awaiting,
      ratePercent: percent(confirmed, needed - awaiting),
      medianSeconds: toIntOrNull(row?.median_seconds),
      p90Seconds: toIntOrNull(row?.p90_seconds),
      byVia: { link: n('via_link'), order_page: n('via_order_page'), phone: n('via_phone'), payment: n('via_payment') },
    },
    rtoByPayment: {
      cash_on_delivery: rtoFigure(n('settled_cod'), n('returned_cod')),
      converted_to_prepaid: rtoFigure(n('settled_converted'), n('returned_converted')),
      prepaid: rtoFigure(n('settled_prepaid'), n('returned_prepaid')),
    },
    inTransit: n('in_transit'),
    convertedToPrepaid: {
      orders: n('converted'),
      valuePaise: n('converted_value'),
      discountPaise: n('prepaid_discount'),
    },
    rtoLoss: { orders: n('rto_orders'), shippingPaise: n('rto_loss'), estimatedOrders: n('rto_estimated') },
  };
}

/** The Monday-first weeks of a range, the first and last cut to it, as date_trunc('week') names them. */
export function weeksOf(range: DayRange): { key: string; start: string; end: string }[] {
  // getUTCDay: 0 is Sunday; a Monday is 0 days after its week's start.
  const sinceMonday = (new Date(`${range.from}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weeks = [];
  for (let key = addDays(range.from, -sinceMonday); key <= range.to; key = addDays(key, 7)) {
    const last = addDays(key, 6);
    weeks.push({ key, start: key < range.from ? range.from : key, end: last > range.to ? range.to : last });
  }
  return weeks;
}

/**
 * Cash on delivery for the admin (issue 25 item 6, decision 015 addendum): the range is resolved and checked as the
 * weekly analytics is (the last 30 days without dates), the figures come from one grouped query, and the findings
 * on the tier thresholds are worked out from them.
 */
export function createCodAnalyticsService(repository: CodAnalyticsRepository, analytics: AnalyticsService) {
  return {
    async cod(query: { from?: string | undefined; to?: string | undefined }): Promise<CodAnalytics> {
      const range = analytics.resolveRange(query, 'week');
      const rows = await repository.figures(range);
      const thresholds = await repository.thresholds();
      const group = (set: number) => rows.filter((row) => toInt(row.grouping_set) === set);

      const byWeek = new Map(group(GROUP.week).map((row) => [row.week, row]));
      const weeks = weeksOf(range).map(({ key, start, end }) => ({ start, end, ...figuresOf(byWeek.get(key)) }));

      const tierRows = new Map(group(GROUP.tier).map((row) => [row.tier, row]));
      // Every tier is listed, an empty one at zero; orders without a tier (online from the start, or placed before
      // tiers existed) are in no row.
      const byTier: CodTierRow[] = RISK_TIERS.map((tier) => {
        const figures = figuresOf(tierRows.get(tier));
        return { tier, orders: figures.orders, rto: allParcelsRto(figures.rtoByPayment) };
      });

      const byState: CodStateRow[] = group(GROUP.state)
        .map((row) => {
          const figures = figuresOf(row);
          return {
            state: row.state ?? 'Unknown',
            orders: figures.orders,
            codOrders: figures.codOrders,
            rto: allParcelsRto(figures.rtoByPayment),
            codRto: figures.rtoByPayment.cash_on_delivery,
          };
        })
        .sort((a, b) => b.orders - a.orders || a.state.localeCompare(b.state, 'en'));

      const totals = figuresOf(group(GROUP.total)[0]);
      return {
        range: { ...range, timeZone: STORE_TIME_ZONE },
        totals,
        weeks,
        byTier,
        byState,
        thresholds,
        findings: codFindings({ byTier, rtoByPayment: totals.rtoByPayment, thresholds }),
      };
    },
  };
}

export type CodAnalyticsService = ReturnType<typeof createCodAnalyticsService>;
