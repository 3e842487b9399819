import { describe, expect, it } from 'vitest';
import { splitDiscount } from './prepaid-pricing.ts';

describe('splitting a discount over lines by value (largest remainder)', () => {
  it.each([
    // discount, line values, shares
    [7_750, [99_999, 55_000], [5_000, 2_750]],
    [2, [100, 100, 100], [1, 1, 0]],
    [10, [30, 30, 30], [4, 3, 3]],
    [10, [300, 100], [8, 2]], // 7.5 and 2.5: the tie goes to the earlier line
    [1, [5, 995], [0, 1]],
    [0, [500, 700], [0, 0]],
    [5_000, [1_000, 2_000], [1_000, 2_000]], // never more than the goods
  ])('splits %i over %j as %j', (discount, values, shares) => {
    expect(splitDiscount(discount, values)).toEqual(shares);
  });

  it('always adds up to the discount to the paisa, each share within its line', () => {
    let seed = 7;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return 1 + (seed % max);
    };
    for (let run = 0; run < 500; run += 1) {
      const values = Array.from({ length: next(6) }, () => next(500_000));
      const total = values.reduce((a, b) => a + b, 0);
      const discount = next(total);
      const shares = splitDiscount(discount, values);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(values[i]!);
        // Within a paisa of the exact proportional share.
        expect(Math.abs(share - (discount * values[i]!) / total)).toBeLessThan(1);
      });
    }
  });
});
