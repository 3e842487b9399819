import { describe, expect, it } from 'vitest';
import { formatRupees } from './money.ts';

const intl = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe('formatRupees', () => {
  it('writes rupees with Indian digit groups and two decimals', () => {
    expect(formatRupees(1499)).toBe('₹1,499.00');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(-250.75)).toBe('-₹250.75');
  });

  // Every amount the store has is whole paise (architecture §4: integer paise, shown as rupees).
  it('writes every amount in whole paise exactly as Intl.NumberFormat en-IN does', () => {
    const amounts = [
      0, -0, 0.01, 0.1, 0.99, 1, 9.99, 10, 99.5, 100, 999, 1000, 1001.01, 9999.99, 10000, 99999, 100000, 123456.78,
      999999.99, 1000000, 9876543.21, 10000000, 123456789.12, 1234567890, 1e12, -0.01, -1, -999.99, -1000, -123456.78,
    ];
    // And a sweep of paise amounts, as the store stores them (integer paise / 100).
    for (let paise = 0; paise < 5_000_000; paise += 9_973) amounts.push(paise / 100, -paise / 100);
    for (const amount of amounts) expect(formatRupees(amount), String(amount)).toBe(intl.format(amount));
  });
});
