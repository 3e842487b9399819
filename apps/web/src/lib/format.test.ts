import { describe, expect, it } from 'vitest';
import { formatDate, formatIndiaDateTime, plural } from './format';

const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

describe('formatDate', () => {
  it('writes a date as spec §9 shows it', () => {
    expect(formatDate(new Date(2025, 6, 13, 15, 30))).toBe('July 13, 2025');
    expect(formatDate(new Date(2026, 0, 1))).toBe('January 1, 2026');
  });

  it('writes every day as Intl.DateTimeFormat en-US does, in the same time zone', () => {
    const start = Date.UTC(2023, 0, 1);
    for (let day = 0; day < 3 * 366; day += 1) {
      for (const hour of [0, 5, 13, 23]) {
        const date = new Date(start + day * 86_400_000 + hour * 3_600_000);
        expect(formatDate(date.toISOString()), date.toISOString()).toBe(intl.format(date));
        expect(formatDate(date)).toBe(intl.format(date));
      }
    }
  });

  it('says so for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('Invalid Date');
  });
});

describe('plural', () => {
  it('counts one and many', () => {
    expect(plural(1, 'review')).toBe('1 review');
    expect(plural(3, 'review')).toBe('3 reviews');
  });
});

describe('formatIndiaDateTime', () => {
  const intl = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

  it('writes a deadline in India time as the mails do', () => {
    expect(formatIndiaDateTime('2026-11-28T06:00:00.000Z')).toBe('Sat, 28 Nov, 11:30 am');
    expect(formatIndiaDateTime('2026-11-27T18:45:00.000Z')).toBe('Sat, 28 Nov, 12:15 am');
    expect(formatIndiaDateTime('2026-11-28T07:00:00.000Z')).toBe('Sat, 28 Nov, 12:30 pm');
  });

  it('agrees with Intl en-IN in Asia/Kolkata every hour of a year', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const date = new Date(start + hour * 3_600_000 + 17 * 60_000);
      expect(formatIndiaDateTime(date), date.toISOString()).toBe(intl.format(date));
    }
  });
});
