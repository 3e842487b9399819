import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { toRupees } from '@kala/contract/money';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { ChartCanvas } from './chart-canvas';
import { formatPaise, formatPaiseShort } from './analytics-format';

export interface RankingRow {
  key: string;
  name: string;
  units: number;
  revenuePaise: number;
}

/** Long names are cut on the axis (the table and the tooltip have them whole); shorter on a phone's narrow canvas. */
const axisName = (name: string, max: number) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

/** Horizontal bars, the largest on top: revenue in rupees or units sold. */
export function RankingChart({
  rows,
  measure,
  colour,
  label,
}: {
  rows: RankingRow[];
  measure: 'revenuePaise' | 'units';
  colour: string;
  label: string;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels: rows.map((row) => axisName(row.name, phone ? 14 : 26)),
        datasets: [
          {
            label: measure === 'units' ? 'Units sold' : 'Revenue (₹)',
            data: rows.map((row) => (measure === 'units' ? row.units : toRupees(row.revenuePaise))),
            backgroundColor: colour,
            barThickness: 18,
          },
        ],
      },
      options: {
        indexAxis: 'y',
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              title: (items) => rows[items[0]?.dataIndex ?? 0]?.name ?? '',
              label: (item) =>
                measure === 'units'
                  ? `Units sold: ${String(item.raw)}`
                  : `Revenue: ${formatPaise(Math.round(Number(item.raw) * 100))}`,
            },
          },
        },
        scales: {
          x: {
            beginAtZero: true,
            ticks:
              measure === 'units' ? { precision: 0 } : { callback: (value) => formatPaiseShort(Number(value) * 100) },
          },
          y: { grid: { display: false } },
        },
      },
    }),
    [rows, measure, colour, phone],
  );
  // Room for each bar and its name: the chart grows with the list instead of squeezing it.
  const height = Math.max(8, rows.length * 2.25 + 3);
  return (
    <div style={{ height: `${height}rem` }}>
      <ChartCanvas config={config} label={label} className="relative h-full" />
    </div>
  );
}

/** The figures of a ranking as a table: rank, name, units and revenue. */
export function RankingTable({
  rows,
  caption,
  nameHeading,
}: {
  rows: RankingRow[];
  caption: string;
  nameHeading: string;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-stone-200 text-muted">
        <tr>
          <th scope="col" className="py-2 pr-2 font-semibold">
            #
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {nameHeading}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            Units
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Revenue
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.key} className="border-b border-stone-100 last:border-0">
            <td className="py-2 pr-2 tabular-nums text-muted">{index + 1}</td>
            <th scope="row" className="break-words py-2 pr-3 font-normal">
              {row.name}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{row.units}</td>
            <td className="py-2 text-right tabular-nums">{formatPaise(row.revenuePaise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
