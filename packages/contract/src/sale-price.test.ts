import { describe, expect, it } from 'vitest';
import {
  formatIndiaDateTimeYear,
  fromIndiaLocal,
  nextSaleText,
  salePricePaise,
  salePriceRupees,
  saleState,
  toIndiaLocal,
} from './sale-price.ts';
import { leadSize, shownPrice, hasPriceRange } from './shown-price.ts';
import { saleInputSchema, SALE_MESSAGES } from './sales.ts';

describe('salePricePaise, the one sale price rule (decision 041)', () => {
  // usual paise, percent, sale paise: the discount rounds to the nearest paisa, a half paisa to the shopper.
  const table: [number, number, number][] = [
    [95_000, 20, 76_000], // ₹950 less 20% = ₹760.00 exactly
    [99_999, 20, 79_999], // discount 19,999.8 → 20,000
    [12_345, 10, 11_110], // discount 1,234.5 → 1,235 (half in the shopper's favour)
    [12_344, 10, 11_110], // discount 1,234.4 → 1,234
    [1, 50, 0], // discount 0.5 → 1: a paisa at half price is free
    [1, 49, 1], // discount 0.49 → 0
    [249_900, 15, 212_415], // ₹2,499 less 15%: discount 37,485 exactly
    [100, 90, 10],
    [77_777, 33, 52_111], // discount 25,666.41 → 25,666
    [50_000, 0, 50_000], // no percent, no change
  ];
  it.each(table)('%i paise less %i%% is %i paise', (usual, percent, sale) => {
    expect(salePricePaise(usual, percent)).toBe(sale);
  });

  // Half a million comparisons: about 2 s alone, over vitest's 5 s default on a machine running other suites.
  it(
    "equals the usual price less the discount rounded half in the shopper's favour, for every paisa",
    { timeout: 30_000 },
    () => {
      for (let usual = 0; usual < 50_000; usual += 1) {
        for (const percent of [1, 7, 10, 13, 20, 33, 49, 50, 67, 90]) {
          expect(salePricePaise(usual, percent)).toBe(usual - Math.floor((usual * percent + 50) / 100));
        }
      }
    },
  );

  it('is the same in rupees, and never reorders sizes', () => {
    expect(salePriceRupees(123.45, 10)).toBe(111.1);
    for (let usual = 0; usual < 3000; usual += 7) {
      expect(salePricePaise(usual + 1, 33)).toBeGreaterThanOrEqual(salePricePaise(usual, 33));
    }
  });
});

describe('the shown price during a sale', () => {
  const sizes = [
    { discountedPrice: 1200, salePrice: 960, isAvailable: true },
    { discountedPrice: 950, salePrice: 760, isAvailable: true },
  ];
  it('is the cheapest size at its sale price', () => {
    expect(shownPrice(sizes)).toBe(760);
    expect(leadSize(sizes)).toBe(sizes[1]);
    expect(hasPriceRange(sizes)).toBe(true);
    expect(shownPrice([{ discountedPrice: 950, isAvailable: true }])).toBe(950);
  });
});

describe('sale dates in India time', () => {
  it('reads a datetime-local value as India time and writes it back', () => {
    expect(new Date(fromIndiaLocal('2026-10-20T00:00')).toISOString()).toBe('2026-10-19T18:30:00.000Z');
    expect(toIndiaLocal('2026-10-19T18:30:00.000Z')).toBe('2026-10-20T00:00');
    expect(fromIndiaLocal('2026-02-30T10:00')).toBeNaN();
    expect(fromIndiaLocal('20/10/2026')).toBeNaN();
  });

  it('says the date as the store does', () => {
    expect(formatIndiaDateTimeYear('2026-10-19T18:30:00.000Z')).toBe('Tue, 20 Oct 2026, 12:00 am IST');
    expect(nextSaleText({ name: 'Diwali 2026', startsAt: '2026-11-01T13:00:00.000Z' })).toBe(
      'Our next sale, Diwali 2026, starts on Sun, 1 Nov 2026, 6:30 pm IST.',
    );
  });

  it('gives each state at its minute', () => {
    const sale = { startsAt: '2026-10-19T18:30:00.000Z', endsAt: '2026-10-25T18:30:00.000Z' };
    expect(saleState(sale, Date.parse('2026-10-19T18:29:59.999Z'))).toBe('scheduled');
    expect(saleState(sale, Date.parse('2026-10-19T18:30:00.000Z'))).toBe('live');
    expect(saleState({ ...sale, pausedAt: '2026-10-20T00:00:00Z' }, Date.parse('2026-10-21T00:00:00Z'))).toBe('paused');
    expect(saleState(sale, Date.parse('2026-10-25T18:30:00.000Z'))).toBe('ended');
  });

  it('refuses an end at or before the start with a clear message', () => {
    const result = saleInputSchema.safeParse({
      name: 'Diwali 2026',
      percentOff: 20,
      categories: ['mandala'],
      startsAt: '2026-10-20T00:00',
      endsAt: '2026-10-20T00:00',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([SALE_MESSAGES.endBeforeStart]);
  });
});
