import type { OrderItemRow, OrderRow } from './order-rows.ts';
import { priceOrder, type PriceBreakdown } from './pricing.ts';

/**
 * Splits a discount over lines in proportion to their value, to the paisa (the largest-remainder method): each line
 * gets the whole paise of its exact share, and the paise left go one each to the lines with the largest fractions
 * (the earlier line on a tie), so the shares always add up to the discount exactly. Integer arithmetic only.
 */
export function splitDiscount(discountPaise: number, values: readonly number[]): number[] {
  const total = values.reduce((sum, v) => sum + v, 0);
  if (discountPaise <= 0 || total <= 0) return values.map(() => 0);
  const capped = Math.min(discountPaise, total);
  const shares = values.map((v) => Math.floor((capped * v) / total));
  const remainders = values.map((v, i) => ({ i, rest: (capped * v) % total }));
  let left = capped - shares.reduce((sum, s) => sum + s, 0);
  for (const { i } of remainders.sort((a, b) => b.rest - a.rest || a.i - b.i)) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** An order re-priced as paid online with the seller's prepaid discount, and what it was priced from. */
export interface PrepaidPricing {
  totals: PriceBreakdown;
  /** The lines in position order, as `totals.lines` are. */
  items: OrderItemRow[];
  discountPaise: number;
}

/**
 * A cash-on-delivery order as it would be paid online instead (issue 25 item 4, decision 033), by the one pricing
 * function from what the order stored when it was placed (never today's catalogue or tax settings: the order's
 * prices do not move): each line's unit price, quantity and GST rate, the order's price mode and place of supply, and
 * the prepaid discount split over the lines before GST. Shipping stays what the shopper was quoted: the discount never
 * takes free shipping away, nor adds it. No COD charge: nothing is collected in cash.
 */
export function prepaidPricing(
  row: OrderRow,
  lines: readonly OrderItemRow[],
  discountPaise: number,
  /** A gift order's wrap at the price it was placed with (decision 042); the discount does not touch it. */
  giftWrapPaise = 0,
): PrepaidPricing {
  const items = [...lines].sort((a, b) => a.position - b.position);
  // A coupon code's part of each line stays (issue 27): the prepaid discount is split over what is left of the lines.
  const shares = splitDiscount(
    discountPaise,
    items.map((item) => item.unitPricePaise * item.quantity - item.couponDiscountPaise),
  );
  const totals = priceOrder({
    lines: items.map((item, i) => ({
      unitPaise: item.unitPricePaise,
      quantity: item.quantity,
      ratePercent: item.gstRate ?? row.gstPercent,
      discountPaise: shares[i]! + item.couponDiscountPaise,
    })),
    tax: { pricesIncludeTax: row.pricesIncludeTax, interState: row.interState },
    paymentMethod: 'razorpay',
    shipping: {
      freightPaise: row.shippingPaise,
      codChargesPaise: 0,
      // The order's own free shipping, kept: always free (below any value) or never (above any).
      freeShippingAbovePaise: row.freeShipping ? -1 : Number.MAX_SAFE_INTEGER,
    },
    giftWrapPaise,
  });
  return { totals, items, discountPaise: shares.reduce((sum, s) => sum + s, 0) };
}
