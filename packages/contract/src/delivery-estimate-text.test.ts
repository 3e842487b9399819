import { describe, expect, it } from 'vitest';
import { deliveryRangeText, shortDay } from './delivery-estimate-text.ts';
import { SHIPPING_MESSAGES } from './shipping.ts';
import { DELIVERY_ESTIMATE_MESSAGES } from './delivery-estimate.ts';

describe('the delivery promise in words', () => {
  it("writes the issue's range, a single day, and a range across the new year", () => {
    expect(deliveryRangeText('2025-12-04', '2025-12-06')).toBe('Get it by Thu, 4 Dec - Sat, 6 Dec');
    expect(deliveryRangeText('2026-12-09', '2026-12-09')).toBe('Get it by Wed, 9 Dec');
    expect(deliveryRangeText('2026-12-31', '2027-01-02')).toBe('Get it by Thu, 31 Dec - Sat, 2 Jan');
    expect(shortDay('2027-01-26')).toBe('Tue, 26 Jan');
  });

  it("uses the spec's shipping messages", () => {
    expect(DELIVERY_ESTIMATE_MESSAGES.postcode).toBe(SHIPPING_MESSAGES.postcode);
    expect(DELIVERY_ESTIMATE_MESSAGES.noRates).toBe(SHIPPING_MESSAGES.noRates);
    expect(DELIVERY_ESTIMATE_MESSAGES.postcode).toBe('Please enter a valid 6-digit postcode');
    expect(DELIVERY_ESTIMATE_MESSAGES.noRates).toBe('No shipping rates found for this location.');
  });
});
