import clsx from 'clsx';
import { useState } from 'react';
import type { Analytics } from '@kala/contract/analytics';
import { CHART_COLOURS } from './analytics-format';
import { ChartFigure } from './chart-figure';
import { RankingChart, RankingTable, type RankingRow } from './ranking-chart';

type Measure = 'revenuePaise' | 'units';
const MEASURES: { value: Measure; label: string }[] = [
  { value: 'revenuePaise', label: 'Revenue' },
  { value: 'units', label: 'Units' },
];

/**
 * The best sellers of the range, ranked by revenue or by units (the server ranks both). Revenue here is the goods'
 * value of the lines, before GST and shipping; a deleted product keeps the name its orders copied.
 */
export function TopProducts({ data }: { data: Analytics }) {
  const [measure, setMeasure] = useState<Measure>('revenuePaise');
  const source = measure === 'units' ? data.topProducts.byUnits : data.topProducts.byRevenue;
  const rows: RankingRow[] = source.map((product) => ({
    key: product.productId ?? `deleted:${product.name}`,
    name: product.name,
    units: product.units,
    revenuePaise: product.revenuePaise,
  }));
  const by = measure === 'units' ? 'units sold' : 'revenue';
  const empty = rows.length === 0;

  return (
    <ChartFigure
      title="Top products"
      headingId="analytics-products-heading"
      description="Goods' value of the lines, before GST and shipping."
      actions={
        <fieldset className="inline-flex rounded-full bg-white p-1 ring-1 ring-stone-300">
          <legend className="sr-only">Rank products by</legend>
          {MEASURES.map((option) => (
            <label
              key={option.value}
              className={clsx(
                'cursor-pointer rounded-full px-3 py-1 text-sm font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-turmeric',
                measure === option.value ? 'bg-indigo text-white' : 'text-ink hover:bg-sand',
              )}
            >
              <input
                type="radio"
                name="top-products-measure"
                value={option.value}
                className="sr-only"
                checked={measure === option.value}
                onChange={() => setMeasure(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      }
      chart={
        empty ? (
          <p className="py-8 text-center text-muted">No products sold in this range.</p>
        ) : (
          <RankingChart
            rows={rows}
            measure={measure}
            colour={measure === 'units' ? CHART_COLOURS.units : CHART_COLOURS.revenue}
            label={`Top ${rows.length} products by ${by}. Choose 'Show as table' for the figures.`}
          />
        )
      }
      table={
        empty ? (
          <p className="text-muted">No products sold in this range.</p>
        ) : (
          <RankingTable rows={rows} caption={`Top products by ${by}`} nameHeading="Product" />
        )
      }
    />
  );
}
