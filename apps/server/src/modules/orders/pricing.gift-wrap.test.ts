import { describe, expect, it } from 'vitest';
import { priceOrder, type PriceInput } from './pricing.ts';

/**
 * Gift wrap in the one pricing function (issue 27 item 3, decision 042), worked by hand. The wrap is taxed like the
 * goods: in their price mode (on top, or inside the price and backed out: taxable = amount × 100 / (100 + rate),
 * rounded half up) at the goods' highest rate (composite supply, CGST Act s.8(a)), split CGST + SGST in the seller's
 * state (odd paisa to CGST) or IGST. Couriers: ₹99 freight, ₹40 COD, free shipping above ₹999 of goods.
 */
const courier = { freightPaise: 9900, codChargesPaise: 4000, freeShippingAbovePaise: 99900 };
const mixedGoods = [
  { unitPaise: 50000, quantity: 1, ratePercent: 18 },
  { unitPaise: 30000, quantity: 1, ratePercent: 5 },
];

const cases: {
  name: string;
  input: PriceInput;
  wrap: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; ratePercent: number };
  giftWrapPaise: number;
  totalPaise: number;
}[] = [
  {
    // Goods ₹500 @18% (GST 9000) + ₹300 @5% (GST 1500); shipping ₹99 inside its price. Wrap ₹50 at the highest rate,
    // 18%, on top: 5000 × 0.18 = 900 → CGST 450 + SGST 450; charged 5900.
    // Total 80000 + 10500 + 9900 + 5900 = 106300.
    name: 'prices excluding GST, same state, mixed rates: the wrap takes 18%',
    input: {
      lines: mixedGoods,
      tax: { pricesIncludeTax: false, interState: false },
      shipping: courier,
      paymentMethod: 'razorpay',
      giftWrapPaise: 5000,
    },
    wrap: { taxablePaise: 5000, cgstPaise: 450, sgstPaise: 450, igstPaise: 0, ratePercent: 18 },
    giftWrapPaise: 5900,
    totalPaise: 106300,
  },
  {
    // Wrap ₹49.99 on top at 18%: 4999 × 0.18 = 899.82 → 900 IGST; charged 5899. Total 80000 + 10500 + 9900 + 5899.
    name: 'prices excluding GST, another state: IGST, rounded half up',
    input: {
      lines: mixedGoods,
      tax: { pricesIncludeTax: false, interState: true },
      shipping: courier,
      paymentMethod: 'razorpay',
      giftWrapPaise: 4999,
    },
    wrap: { taxablePaise: 4999, cgstPaise: 0, sgstPaise: 0, igstPaise: 900, ratePercent: 18 },
    giftWrapPaise: 5899,
    totalPaise: 106299,
  },
  {
    // Goods ₹1,180 @18% including GST (free shipping above ₹999). Wrap ₹59 including GST: 5900 × 100 / 118 = 5000
    // taxable, 900 GST → CGST 450 + SGST 450; charged 5900 as priced. Total 118000 + 5900 = 123900.
    name: 'prices including GST, same state: the wrap’s GST is backed out',
    input: {
      lines: [{ unitPaise: 118000, quantity: 1, ratePercent: 18 }],
      tax: { pricesIncludeTax: true, interState: false },
      shipping: courier,
      paymentMethod: 'razorpay',
      giftWrapPaise: 5900,
    },
    wrap: { taxablePaise: 5000, cgstPaise: 450, sgstPaise: 450, igstPaise: 0, ratePercent: 18 },
    giftWrapPaise: 5900,
    totalPaise: 123900,
  },
  {
    // Goods ₹500 × 2 @5% including GST (free shipping), COD ₹40. Wrap ₹50 including GST at 5%:
    // 5000 × 100 / 105 = 4761.90 → 4762 taxable, 238 IGST. Total 100000 + 4000 + 5000 = 109000.
    name: 'prices including GST, another state, cash on delivery: the wrap at 5%',
    input: {
      lines: [{ unitPaise: 50000, quantity: 2, ratePercent: 5 }],
      tax: { pricesIncludeTax: true, interState: true },
      shipping: courier,
      paymentMethod: 'cash_on_delivery',
      giftWrapPaise: 5000,
    },
    wrap: { taxablePaise: 4762, cgstPaise: 0, sgstPaise: 0, igstPaise: 238, ratePercent: 5 },
    giftWrapPaise: 5000,
    totalPaise: 109000,
  },
  {
    // A seller not registered for GST charges none: the wrap is ₹50 of taxable value. Total 80000 + 9900 + 5000.
    name: 'a seller not registered: no GST on the wrap',
    input: {
      lines: mixedGoods.map((l) => ({ ...l, ratePercent: 0 })),
      tax: { pricesIncludeTax: false, interState: false },
      shipping: courier,
      paymentMethod: 'razorpay',
      giftWrapPaise: 5000,
    },
    wrap: { taxablePaise: 5000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, ratePercent: 0 },
    giftWrapPaise: 5000,
    totalPaise: 94900,
  },
];

describe('gift wrap in priceOrder', () => {
  it.each(cases)('$name', ({ input, wrap, giftWrapPaise, totalPaise }) => {
    const priced = priceOrder(input);
    expect(priced.giftWrapTax).toMatchObject({ ...wrap, taxPaise: wrap.cgstPaise + wrap.sgstPaise + wrap.igstPaise });
    expect(priced.giftWrapPaise).toBe(giftWrapPaise);
    expect(priced.totalPaise).toBe(totalPaise);
    // The wrap is not goods: the goods' GST, subtotal and the free-shipping threshold do not move with it.
    const without = priceOrder({ ...input, giftWrapPaise: 0 });
    expect(priced.taxPaise).toBe(without.taxPaise);
    expect(priced.freeShipping).toBe(without.freeShipping);
    expect(priced.totalPaise - without.totalPaise).toBe(giftWrapPaise);
  });

  it('charges nothing and has no wrap GST without wrap', () => {
    const priced = priceOrder({ ...cases[0]!.input, giftWrapPaise: undefined });
    expect(priced.giftWrapPaise).toBe(0);
    expect(priced.giftWrapTax).toBeNull();
  });
});

describe('gift wrap when a COD order is paid online instead', () => {
  it('keeps the wrap at the price it was placed with; the prepaid discount is off the goods only', async () => {
    const { prepaidPricing } = await import('./prepaid-pricing.ts');
    const row = {
      pricesIncludeTax: false,
      interState: false,
      shippingPaise: 0,
      freeShipping: true,
      gstPercent: 18,
    } as unknown as Parameters<typeof prepaidPricing>[0];
    const items = [
      { position: 0, unitPricePaise: 120000, quantity: 1, gstRate: 18, couponDiscountPaise: 0 },
    ] as unknown as Parameters<typeof prepaidPricing>[1];
    // ₹1,200 less a ₹50 prepaid discount = 115000 + 18% (20700); wrap ₹50 + 18% = 5900. Total 115000 + 20700 + 5900.
    const priced = prepaidPricing(row, items, 5000, 5000);
    expect(priced.totals.giftWrapTax).toMatchObject({ taxablePaise: 5000, cgstPaise: 450, sgstPaise: 450 });
    expect(priced.totals.totalPaise).toBe(141600);
  });
});
