import type { RtoFigure } from '@kala/contract/cod-analytics';
import { formatDay } from './analytics-format';

/** A percent with one decimal, or a dash when there is nothing to divide by. */
export const percentText = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(1)}%`);

/** An RTO figure in a table cell: '66.7% (2 of 3)', or a dash when no parcel has settled. */
export const rtoText = (figure: RtoFigure) =>
  figure.ratePercent === null ? '—' : `${percentText(figure.ratePercent)} (${figure.returned} of ${figure.settled})`;

/** Seconds as a person says them: 'under a minute', '25 min', '3 h 5 min', '2 d 4 h'. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

/** A week's days as the table names them: 'March 10, 2025 – March 12, 2025', or one day. */
export const weekText = (start: string, end: string) =>
  start === end ? formatDay(start) : `${formatDay(start)} – ${formatDay(end)}`;
