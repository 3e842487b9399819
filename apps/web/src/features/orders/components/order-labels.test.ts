import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { formatMoment, formatTimeLeft, pieceCount } from './order-format';
import { orderStatusLabel, paymentMethodLabel } from './order-labels';

describe('order labels in the page language (issue 28)', () => {
  it('keeps the contract’s English on English pages', () => {
    expect(orderStatusLabel('shipped')).toBe('Shipped');
    expect(paymentMethodLabel('cash_on_delivery')).toBe('Cash on Delivery');
    expect(pieceCount([{ quantity: 1 }])).toBe('1 item');
    expect(pieceCount([{ quantity: 2 }, { quantity: 1 }])).toBe('3 items');
    expect(formatTimeLeft(42 * 60 + 5 * 3600)).toBe('5 h 42 min');
  });

  describe('on Hindi pages', () => {
    beforeAll(() => activateLocale('hi'));
    afterAll(() => activateLocale('en'));

    it('shows statuses, counts and times in Hindi', () => {
      expect(orderStatusLabel('shipped')).toBe('भेज दिया गया');
      expect(paymentMethodLabel('cash_on_delivery')).toBe('कैश ऑन डिलीवरी');
      expect(pieceCount([{ quantity: 1 }])).toBe('1 वस्तु');
      expect(pieceCount([{ quantity: 3 }])).toBe('3 वस्तुएँ');
      expect(formatTimeLeft(42 * 60 + 5 * 3600)).toBe('5 घंटे 42 मिनट');
      // Day and time side by side, without the '… को … बजे' of Intl's long style.
      expect(formatMoment('2026-03-05T09:34:00Z')).toMatch(/^5 मार्च 2026, /);
    });
  });
});
