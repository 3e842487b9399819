import { FIXED_NATIONAL_HOLIDAYS, HOLIDAYS_BY_YEAR } from './india-holidays.ts';

/**
 * Business days in India time (decision 036): Monday to Saturday, less the national public holidays of
 * india-holidays.ts. Days are counted as whole numbers (days since 1970-01-01 of the calendar day in India), so the
 * sums are integer steps with no time zone left to get wrong.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The calendar day in India of an instant, and the minute of that day. */
export function indiaTime(atMs: number): { day: number; minute: number } {
  const shifted = atMs + IST_OFFSET_MS;
  const day = Math.floor(shifted / DAY_MS);
  return { day, minute: Math.floor((shifted - day * DAY_MS) / 60_000) };
}

export const isoDayOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const dayOfIso = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

const listed = new Set(Object.values(HOLIDAYS_BY_YEAR).flatMap((days) => days.map(([iso]) => iso)));
const fixed = new Set(FIXED_NATIONAL_HOLIDAYS);

function holidayByTable(day: number): boolean {
  const iso = isoDayOf(day);
  const year = Number(iso.slice(0, 4));
  return year in HOLIDAYS_BY_YEAR ? listed.has(iso) : fixed.has(iso.slice(5));
}

/** Days already looked up: every estimate asks about the same few weeks, and a day's answer never changes. */
const known = new Map<number, boolean>();

export function isHoliday(day: number): boolean {
  let holiday = known.get(day);
  if (holiday === undefined) {
    holiday = holidayByTable(day);
    // Bounded: a few years of days at most, a few kilobytes.
    if (known.size < 5000) known.set(day, holiday);
  }
  return holiday;
}

/** 1970-01-01 was a Thursday: day 0 is weekday 4 (Sunday is 0). */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

export const isBusinessDay = (day: number): boolean => weekdayOf(day) !== 0 && !isHoliday(day);

/** The business day `count` business days after `day` (count 0: `day` itself if it is one, else the next). */
export function addBusinessDays(day: number, count: number): number {
  let current = day;
  while (!isBusinessDay(current)) current += 1;
  let left = count;
  while (left > 0) {
    current += 1;
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/**
 * The day an order placed now starts counting from: today when it is a business day and the cut-off hour (India
 * time) has not passed, else the next business day. A piece with no making days is handed to the courier that day.
 */
export function firstCountedDay(nowMs: number, cutoffHour: number): { day: number; countsToday: boolean } {
  const { day, minute } = indiaTime(nowMs);
  if (isBusinessDay(day) && minute < cutoffHour * 60) return { day, countsToday: true };
  return { day: addBusinessDays(day + 1, 0), countsToday: false };
}

export interface DayRange {
  min: number;
  max: number;
}

/**
 * When a piece arrives: from the first counted day, its handling (making and packing) days, then the courier's
 * transit days, all business days; the earliest end adds the two minimums, the latest the two maximums.
 */
export function deliveryDates(input: { start: number; handling: DayRange; transit: DayRange }): {
  earliest: string;
  latest: string;
} {
  return {
    earliest: isoDayOf(addBusinessDays(input.start, input.handling.min + input.transit.min)),
    latest: isoDayOf(addBusinessDays(input.start, input.handling.max + input.transit.max)),
  };
}
