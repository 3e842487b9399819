import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { GRANULARITY_LABELS, type Analytics } from '@kala/contract/analytics';
import { toRupees } from '@kala/contract/money';
import { ChartCanvas } from './chart-canvas';
import { ChartFigure } from './chart-figure';
import { CHART_COLOURS, bucketLabel, bucketPeriod, formatDay, formatPaise, formatPaiseShort } from './analytics-format';

/**
 * Revenue (bars, rupees, left axis) and orders (a line with points, right axis) over the range, one bucket per day,
 * week or month; the table beside it lists every bucket with both figures.
 */
export function RevenueChart({ data }: { data: Analytics }) {
  const { series, range } = data;
  const per = GRANULARITY_LABELS[range.granularity].toLowerCase();
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels: series.map((bucket) => bucketLabel(bucket, range.granularity)),
        datasets: [
          {
            type: 'bar',
            label: 'Revenue (₹)',
            data: series.map((bucket) => toRupees(bucket.revenuePaise)),
            backgroundColor: CHART_COLOURS.revenue,
            yAxisID: 'revenue',
            order: 2,
          },
          {
            type: 'line',
            label: 'Orders',
            data: series.map((bucket) => bucket.orders),
            borderColor: CHART_COLOURS.orders,
            backgroundColor: CHART_COLOURS.orders,
            pointStyle: 'rectRot',
            pointRadius: 4,
            borderWidth: 2,
            yAxisID: 'orders',
            order: 1,
          },
        ],
      },
      options: {
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: {
            callbacks: {
              label: (item) =>
                item.dataset.yAxisID === 'revenue'
                  ? `Revenue: ${formatPaise(Math.round(Number(item.raw) * 100))}`
                  : `Orders: ${String(item.raw)}`,
            },
          },
        },
        scales: {
          x: { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0 } },
          revenue: {
            type: 'linear',
            position: 'left',
            beginAtZero: true,
            // With no sales the axis would run 0-1 in fractions, each shown as '₹1': whole rupees, a sensible top.
            suggestedMax: 1000,
            grid: { color: CHART_COLOURS.grid },
            ticks: { precision: 0, callback: (value) => formatPaiseShort(Number(value) * 100) },
          },
          orders: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            suggestedMax: 5,
            grid: { display: false },
            ticks: { precision: 0 },
          },
        },
      },
    }),
    [series, range.granularity],
  );

  const summary = `Revenue and orders by ${per} from ${formatDay(range.from)} to ${formatDay(range.to)}`;
  return (
    <ChartFigure
      title="Revenue and orders over time"
      headingId="analytics-revenue-heading"
      description={`By ${per}, in India time (${range.timeZone}).`}
      chart={<ChartCanvas config={config} label={`${summary}. Choose 'Show as table' for the figures.`} />}
      table={
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{summary}</caption>
          <thead className="border-b border-stone-200 text-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Period
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Revenue
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Orders
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((bucket) => (
              <tr key={bucket.start} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {bucketPeriod(bucket)}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{formatPaise(bucket.revenuePaise)}</td>
                <td className="py-2 text-right tabular-nums">{bucket.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
