import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, indiaLocalToDate } from '@kala/contract/promotions';
import type { ShippingCharge } from '../orders/pricing.ts';
import { priceWithCoupon, type CouponChoice, type QuoteLine, type UnknownCode } from './coupon-pricing.ts';
import type { CouponTerms } from './coupon-rules.ts';

/**
 * The one pricing function with coupon codes (issue 27 item 6): each row is what a shopper sees on the checkout's
 * review. Prices exclude GST (18% unless said); shipping ₹80 with a ₹40 COD charge, free above ₹5,000.
 */

const at = (local: string) => indiaLocalToDate(local)!.getTime();
const NOW = at('2026-11-10T12:00');

const terms = (over: Partial<CouponTerms>): CouponTerms => ({
  id: 'c1',
  code: 'DIWALI',
  kind: 'percent',
  percent: 10,
  ceilingPaise: null,
  amountPaise: null,
  minOrderPaise: 0,
  startsAt: indiaLocalToDate('2026-11-01T00:00')!,
  endsAt: indiaLocalToDate('2026-11-16T00:00')!,
  categories: [],
  productIds: [],
  usageCap: null,
  uses: 0,
  perShopperLimit: 1,
  firstOrderOnly: false,
  pausedAt: null,
  endedAt: null,
  ...over,
});

const choice = (over: Partial<CouponTerms>, extra: Partial<CouponChoice> = {}): CouponChoice => ({
  terms: terms(over),
  facts: { usesByShopper: 0, earlierOrders: 0 },
  combination: 'best-of',
  now: NOW,
  ...extra,
});

const line = (rupees: number, quantity = 1, over: Partial<QuoteLine> = {}): QuoteLine => ({
  productId: `p-${rupees}`,
  category: 'mandala',
  unitPaise: rupees * 100,
  listUnitPaise: rupees * 100,
  quantity,
  ratePercent: 18,
  ...over,
});

const SHIPPING: ShippingCharge = { freightPaise: 8_000, codChargesPaise: 4_000, freeShippingAbovePaise: 500_000 };

const price = (lines: QuoteLine[], c: CouponChoice | UnknownCode | null, cod = false) =>
  priceWithCoupon(
    {
      lines,
      tax: { pricesIncludeTax: false, interState: false },
      shipping: SHIPPING,
      paymentMethod: cod ? 'cash_on_delivery' : 'razorpay',
    },
    c,
  );

describe('coupon codes through the one pricing function', () => {
  it('percent with a ceiling: 20% of ₹4,000 is ₹800, held to the ₹500 ceiling; GST on the discounted value', () => {
    const priced = price([line(1000, 2), line(2000)], choice({ percent: 20, ceilingPaise: 50_000 }));
    expect(priced.coupon).toMatchObject({ applied: true, discountPaise: 50_000 });
    expect(priced.totals.discountPaise).toBe(50_000);
    // ₹3,500 taxable × 18% = ₹630 GST, + ₹80 shipping.
    expect(priced.totals.taxPaise).toBe(63_000);
    expect(priced.totals.totalPaise).toBe(350_000 + 63_000 + 8_000);
    // Split in proportion: the ₹2,000 line and the 2 × ₹1,000 line take ₹250 each.
    expect(priced.lineCouponPaise).toEqual([25_000, 25_000]);
  });

  it('percent without a ceiling rounds half up to the paisa', () => {
    // 15% of ₹333.33 = ₹49.9995 → ₹50.00.
    const priced = price([line(333.33)], choice({ percent: 15 }));
    expect(priced.coupon).toMatchObject({ applied: true, discountPaise: 5_000 });
  });

  it('a flat amount above the lines’ value takes only their value (never below zero), and no GST is left on them', () => {
    const priced = price([line(300)], choice({ kind: 'flat', percent: null, amountPaise: 50_000 }));
    expect(priced.coupon).toMatchObject({ applied: true, discountPaise: 30_000 });
    expect(priced.totals.taxPaise).toBe(0);
    expect(priced.totals.totalPaise).toBe(8_000);
  });

  it('free shipping makes the freight zero but keeps the COD charge', () => {
    const plain = price([line(1000)], null, true);
    expect(plain.totals).toMatchObject({ shippingPaise: 8_000, codChargesPaise: 4_000 });
    const priced = price([line(1000)], choice({ kind: 'free_shipping', percent: null }), true);
    expect(priced.coupon).toMatchObject({ applied: true, discountPaise: 0, shippingWaivedPaise: 8_000 });
    expect(priced.totals).toMatchObject({ shippingPaise: 0, codChargesPaise: 4_000, freeShipping: true });
    expect(priced.totals.totalPaise).toBe(plain.totals.totalPaise - 8_000);
  });

  it('a category-limited code in a mixed cart takes off only the category’s pieces, at their own GST rate', () => {
    const lines = [
      line(1000, 1, { category: 'terracotta', ratePercent: 5 }),
      line(2000, 1, { category: 'mandala' }),
      line(500, 2, { category: 'terracotta', ratePercent: 5 }),
    ];
    const priced = price(lines, choice({ percent: 10, categories: ['terracotta'] }));
    // 10% of the terracotta ₹2,000 = ₹200, split ₹100 / ₹100 by value; the mandala line keeps its price.
    expect(priced.lineCouponPaise).toEqual([10_000, 0, 10_000]);
    expect(priced.totals.lines.map((l) => l.taxablePaise)).toEqual([90_000, 200_000, 90_000]);
    expect(priced.totals.lines.map((l) => l.taxPaise)).toEqual([4_500, 36_000, 4_500]);
  });

  it('a code limited to pieces not in the cart does not apply, in plain words', () => {
    const priced = price([line(1000)], choice({ productIds: ['someone-else'] }));
    expect(priced.coupon).toMatchObject({ applied: false, message: COUPON_MESSAGES.noEligiblePieces });
    expect(priced.totals.discountPaise).toBe(0);
  });

  it('first-order-only refuses a shopper with an earlier order, and takes a first order', () => {
    const first = price([line(1000)], choice({ firstOrderOnly: true }));
    expect(first.coupon).toMatchObject({ applied: true });
    const again = price(
      [line(1000)],
      choice({ firstOrderOnly: true }, { facts: { usesByShopper: 0, earlierOrders: 1 } }),
    );
    expect(again.coupon).toMatchObject({ applied: false, message: 'This code is for your first order only' });
  });

  it('expires at the minute, India time: works at 15 Nov 23:59 IST, not at 16 Nov 00:00', () => {
    const late = price([line(1000)], choice({}, { now: at('2026-11-15T23:59') }));
    expect(late.coupon).toMatchObject({ applied: true });
    const over = price([line(1000)], choice({}, { now: at('2026-11-16T00:00') }));
    expect(over.coupon).toMatchObject({ applied: false, message: 'This code has expired' });
    const early = price([line(1000)], choice({}, { now: at('2026-10-31T23:59') }));
    expect(early.coupon).toMatchObject({
      applied: false,
      message: 'This code can be used from 1 Nov 2026, 12:00 am IST',
    });
  });

  it('says the minimum order in rupees with Indian grouping', () => {
    const priced = price([line(1499)], choice({ minOrderPaise: 150_000 }));
    expect(priced.coupon).toMatchObject({ applied: false, message: 'This code needs an order of ₹1,500 or more' });
    const big = price([line(1499)], choice({ minOrderPaise: 15_000_000 }));
    expect(big.coupon).toMatchObject({ message: 'This code needs an order of ₹1,50,000 or more' });
  });

  it('used up, already used, paused and unknown codes are refused with their reasons', () => {
    expect(price([line(1000)], choice({ usageCap: 5, uses: 5 })).coupon).toMatchObject({
      message: 'This code has been used up',
    });
    const used = choice({}, { facts: { usesByShopper: 1, earlierOrders: 1 } });
    expect(price([line(1000)], used).coupon).toMatchObject({ message: 'You have already used this code' });
    expect(price([line(1000)], choice({ pausedAt: new Date(NOW) })).coupon).toMatchObject({
      message: 'This code is not active right now',
    });
    expect(price([line(1000)], { unknown: 'NOPE' }).coupon).toMatchObject({
      applied: false,
      message: COUPON_MESSAGES.unknown,
    });
  });

  it('the split adds up to the paisa over awkward values', () => {
    const lines = [line(333.33), line(333.33), line(333.34, 3), line(0.07)];
    const priced = price(lines, choice({ kind: 'flat', percent: null, amountPaise: 10_001 }));
    expect(priced.lineCouponPaise.reduce((a, b) => a + b, 0)).toBe(10_001);
    expect(priced.totals.discountPaise).toBe(10_001);
  });
});

describe('coupon codes with a scheduled sale', () => {
  // A ₹2,000 piece on a 20% sale: ₹1,600 shown.
  const onSale = [line(1600, 1, { listUnitPaise: 200_000 })];

  it('stack: the code applies on the sale prices', () => {
    const priced = price(onSale, choice({ percent: 10 }, { combination: 'stack' }));
    expect(priced.coupon).toMatchObject({ applied: true, discountPaise: 16_000, basis: 'sale' });
    expect(priced.units).toEqual([160_000]);
    expect(priced.totals.totalPaise).toBe(Math.round(144_000 * 1.18) + 8_000);
  });

  it('best-of: the sale wins over a smaller code, and the code is not used', () => {
    const priced = price(onSale, choice({ percent: 10 }));
    expect(priced.coupon).toMatchObject({ applied: false, message: COUPON_MESSAGES.saleIsBetter });
    expect(priced.units).toEqual([160_000]);
    expect(priced.totals.discountPaise).toBe(0);
  });

  it('best-of: a bigger code wins on the usual prices', () => {
    const priced = price(onSale, choice({ percent: 30 }));
    expect(priced.coupon).toMatchObject({ applied: true, discountPaise: 60_000, basis: 'usual' });
    expect(priced.units).toEqual([200_000]);
    expect(priced.totals.subtotalPaise - priced.totals.discountPaise).toBe(140_000);
  });
});
