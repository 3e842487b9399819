import { describe, expect, it } from 'vitest';
import type { OrderItemRow, OrderRow } from '../orders/order-rows.ts';
import { prepaidPricing } from '../orders/prepaid-pricing.ts';

/**
 * A COD order placed with a coupon code and then paid online instead (decision 033): the code's share of each line
 * stays, and the prepaid discount is split over what is left of the lines (decision 040).
 */
describe('a COD order with a code, paid online instead', () => {
  it("keeps the code's share of each line and adds the prepaid discount's", () => {
    const row = { gstPercent: 18, pricesIncludeTax: false, interState: false, shippingPaise: 0, freeShipping: true };
    const items = [
      { position: 0, unitPricePaise: 100_000, quantity: 2, gstRate: 18, couponDiscountPaise: 15_000 },
      { position: 1, unitPricePaise: 200_000, quantity: 1, gstRate: 18, couponDiscountPaise: 15_000 },
    ];
    const priced = prepaidPricing(row as OrderRow, items as OrderItemRow[], 3_700);
    // ₹37 prepaid discount over the ₹1,850 left of each line: ₹18.50 each, beside the code's ₹150.
    expect(priced.totals.lines.map((l) => l.discountPaise)).toEqual([16_850, 16_850]);
    expect(priced.discountPaise).toBe(3_700);
    expect(priced.totals.totalPaise).toBe(Math.round(2 * 183_150 * 1.18));
  });
});
