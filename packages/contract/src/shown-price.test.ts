import { describe, expect, it } from 'vitest';
import { hasPriceRange, leadSize, shownPrice } from './shown-price.ts';

const size = (id: string, discountedPrice: number, isAvailable = true) => ({ id, discountedPrice, isAvailable });

describe('the shown price of a piece', () => {
  it('is its cheapest size in stock, even when a cheaper size is out of stock', () => {
    const sizes = [size('6', 899, false), size('8', 1269), size('12', 1719)];
    expect(leadSize(sizes)?.id).toBe('8');
    expect(shownPrice(sizes)).toBe(1269);
  });

  it('is its cheapest size when nothing is in stock, the earlier one on a tie, and nothing without sizes', () => {
    expect(shownPrice([size('8', 1200, false), size('6', 900, false)])).toBe(900);
    expect(leadSize([size('a', 500), size('b', 500)])?.id).toBe('a');
    expect(shownPrice([])).toBeUndefined();
  });

  it("says 'From' only when the sizes it was chosen among differ in price", () => {
    expect(hasPriceRange([size('6', 899, false), size('8', 1269)])).toBe(false);
    expect(hasPriceRange([size('6', 899, false), size('8', 1269), size('12', 1719)])).toBe(true);
    expect(hasPriceRange([size('6', 899, false), size('8', 1269, false)])).toBe(true);
    expect(hasPriceRange([size('8', 1000), size('10', 1000)])).toBe(false);
  });
});
