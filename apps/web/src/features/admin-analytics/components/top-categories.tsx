import type { Analytics } from '@kala/contract/analytics';
import { CHART_COLOURS } from './analytics-format';
import { ChartFigure } from './chart-figure';
import { RankingChart, RankingTable, type RankingRow } from './ranking-chart';

/** Revenue per category over the range; pieces whose product was deleted are under 'Unknown'. */
export function TopCategories({ data }: { data: Analytics }) {
  const rows: RankingRow[] = data.topCategories.map((category) => ({
    key: category.category ?? 'unknown',
    name: category.label,
    units: category.units,
    revenuePaise: category.revenuePaise,
  }));
  const empty = rows.length === 0;
  return (
    <ChartFigure
      title="Top categories"
      headingId="analytics-categories-heading"
      description="By revenue; deleted products under 'Unknown'."
      chart={
        empty ? (
          <p className="py-8 text-center text-muted">No products sold in this range.</p>
        ) : (
          <RankingChart
            rows={rows}
            measure="revenuePaise"
            colour={CHART_COLOURS.orders}
            label={`Revenue of ${rows.length} categories. Choose 'Show as table' for the figures.`}
          />
        )
      }
      table={
        empty ? (
          <p className="text-muted">No products sold in this range.</p>
        ) : (
          <RankingTable rows={rows} caption="Top categories by revenue" nameHeading="Category" />
        )
      }
    />
  );
}
