import { RISK_TIER_LABELS } from '@kala/contract/cod';
import type { CodAnalytics, CodFigures, RtoFigure } from '@kala/contract/cod-analytics';
import { COD_CSV_HEADER, allParcelsRto } from '@kala/contract/cod-analytics';
import { rupeesText } from '../orders/order-export.ts';

const number = (value: number | null) => (value === null ? '' : String(value));
/** Seconds as minutes with one decimal: what a spreadsheet sorts and averages. */
const minutes = (seconds: number | null) => (seconds === null ? '' : String(Math.round(seconds / 6) / 10));
const rtoCells = (figure: RtoFigure) => [String(figure.settled), String(figure.returned), number(figure.ratePercent)];

/** A week's or the range's figures, every column filled. */
function figureCells(group: string, from: string, to: string, figures: CodFigures): string[] {
  const { confirmation: c, rtoByPayment: r, convertedToPrepaid: converted, rtoLoss: loss } = figures;
  return [
    group,
    from,
    to,
    String(figures.orders),
    String(figures.codOrders),
    number(figures.codSharePercent),
    String(c.needed),
    String(c.confirmed),
    String(c.notConfirmed),
    String(c.awaiting),
    number(c.ratePercent),
    minutes(c.medianSeconds),
    minutes(c.p90Seconds),
    ...rtoCells(r.cash_on_delivery),
    ...rtoCells(r.converted_to_prepaid),
    ...rtoCells(r.prepaid),
    String(figures.inTransit),
    String(converted.orders),
    rupeesText(converted.valuePaise),
    rupeesText(converted.discountPaise),
    String(loss.orders),
    rupeesText(loss.shippingPaise),
    String(loss.estimatedOrders),
    ...rtoCells(allParcelsRto(figures.rtoByPayment)),
  ];
}

/** A tier's or a state's row: its name, orders and parcels; the columns it has no figure for stay empty. */
function breakdownCells(group: string, name: string, orders: number, codOrders: number | null, all: RtoFigure) {
  const cells: string[] = new Array<string>(COD_CSV_HEADER.length).fill('');
  cells[0] = group;
  cells[1] = name;
  cells[3] = String(orders);
  cells[4] = number(codOrders);
  cells.splice(COD_CSV_HEADER.length - 3, 3, ...rtoCells(all));
  return cells;
}

/**
 * The COD figures as CSV rows under COD_CSV_HEADER: a row per week, the range's total, then each risk tier and each
 * state. Money as rupees with two decimals; csv.ts quotes the cells and neutralises a state typed as a formula.
 */
export function codCsvRows(data: CodAnalytics): string[][] {
  return [
    ...data.weeks.map((week) => figureCells('Week', week.start, week.end, week)),
    figureCells('Total', data.range.from, data.range.to, data.totals),
    ...data.byTier.map((row) => breakdownCells('Risk tier', RISK_TIER_LABELS[row.tier], row.orders, null, row.rto)),
    ...data.byState.map((row) => breakdownCells('State', row.state, row.orders, row.codOrders, row.rto)),
  ];
}
