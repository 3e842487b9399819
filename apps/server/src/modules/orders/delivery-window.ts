import { BULK_ORDER_MIN_ITEMS, PROCESSING_DAYS } from '@kala/contract/shipping-policy';

/** Couriers in India deliver Monday to Saturday; Sundays do not count as working days. */
function addWorkingDays(start: Date, days: number): Date {
  const date = new Date(start);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) left -= 1;
  }
  return date;
}

/** The calendar day in India (IST, UTC+5:30) of an instant, as a UTC midnight Date. */
function indianDay(at: Date): Date {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * When an order should arrive (architecture §6.11: one source): the policy's processing days (bulk orders of 10 or
 * more pieces take longer) plus the chosen courier's transit days, counted in working days from the day it was placed.
 */
export function deliveryWindow(placedAt: Date, courierDays: number, pieces: number): { from: string; to: string } {
  const processing = pieces >= BULK_ORDER_MIN_ITEMS ? PROCESSING_DAYS.bulk : PROCESSING_DAYS.standard;
  const day = indianDay(placedAt);
  return {
    from: isoDay(addWorkingDays(day, processing[0] + courierDays)),
    to: isoDay(addWorkingDays(day, processing[1] + courierDays)),
  };
}
