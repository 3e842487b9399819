import { describe, expect, it } from 'vitest';
import { priceOrder, type PriceBreakdown, type PriceInput, type TaxSplit } from './pricing.ts';

/**
 * GST by line and by place of supply (issue 24 item 3, decision 025), worked by hand. Couriers: local ₹99 freight,
 * national ₹149, COD ₹40, free shipping above ₹999 of goods. Shipping and COD are quoted including GST at the goods'
 * highest rate; their taxable value is charge × 100 / (100 + rate), rounded half up, and the tax is the rest.
 */
const local = { freightPaise: 9900, codChargesPaise: 4000, freeShippingAbovePaise: 99900 };
const national = { freightPaise: 14900, codChargesPaise: 4000, freeShippingAbovePaise: 99900 };

type Split = Pick<TaxSplit, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>;
const intra = (taxablePaise: number, cgstPaise: number, sgstPaise: number): Split => ({
  taxablePaise,
  cgstPaise,
  sgstPaise,
  igstPaise: 0,
});
const inter = (taxablePaise: number, igstPaise: number): Split => ({
  taxablePaise,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise,
});

interface Case {
  name: string;
  input: PriceInput;
  lines: Split[];
  shipping: Split;
  cod: Split;
  taxPaise: number;
  totalPaise: number;
}

const exclusive = (interState: boolean) => ({ pricesIncludeTax: false, interState });
const inclusive = (interState: boolean) => ({ pricesIncludeTax: true, interState });

const cases: Case[] = [
  {
    // ₹500 at 18%: GST 50000 × 0.18 = 9000, CGST 4500 + SGST 4500.
    // Shipping ₹149 at 18%: 14900 × 100 / 118 = 12627.12 → 12627 taxable, 2273 GST → CGST 1137 (odd paisa), SGST 1136.
    // Total 50000 + 9000 + 14900 = 73900.
    name: 'same state, 18%, GST on top, prepaid with shipping',
    input: {
      lines: [{ unitPaise: 50000, quantity: 1, ratePercent: 18 }],
      tax: exclusive(false),
      shipping: national,
      paymentMethod: 'razorpay',
    },
    lines: [intra(50000, 4500, 4500)],
    shipping: intra(12627, 1137, 1136),
    cod: intra(0, 0, 0),
    taxPaise: 9000,
    totalPaise: 73900,
  },
  {
    // ₹1,250 × 2 at 5% = 250000, IGST 12500. Above ₹999: free shipping.
    // COD ₹40 at 5%: 4000 × 100 / 105 = 3809.52 → 3810 taxable, 190 IGST. Total 250000 + 12500 + 4000 = 266500.
    name: 'other state, 5%, GST on top, free shipping, COD',
    input: {
      lines: [{ unitPaise: 125000, quantity: 2, ratePercent: 5 }],
      tax: exclusive(true),
      shipping: national,
      paymentMethod: 'cash_on_delivery',
    },
    lines: [inter(250000, 12500)],
    shipping: inter(0, 0),
    cod: inter(3810, 190),
    taxPaise: 12500,
    totalPaise: 266500,
  },
  {
    // Terracotta ₹799 at 5%: 79900 × 0.05 = 3995 IGST. Painting ₹349 at 18%: 34900 × 0.18 = 6282 IGST.
    // Goods 114800 > 99900: free shipping. COD at the highest rate, 18%: 4000 × 100 / 118 = 3389.83 → 3390, 610 IGST.
    // Total 114800 + 3995 + 6282 + 4000 = 129077.
    name: 'other state, mixed 5% and 18%, GST on top, free shipping, COD at the highest rate',
    input: {
      lines: [
        { unitPaise: 79900, quantity: 1, ratePercent: 5 },
        { unitPaise: 34900, quantity: 1, ratePercent: 18 },
      ],
      tax: exclusive(true),
      shipping: national,
      paymentMethod: 'cash_on_delivery',
    },
    lines: [inter(79900, 3995), inter(34900, 6282)],
    shipping: inter(0, 0),
    cod: inter(3390, 610),
    taxPaise: 10277,
    totalPaise: 129077,
  },
  {
    // Same order, same state: each line's GST halves, the odd paisa to CGST: 3995 → 1998 + 1997; 6282 → 3141 + 3141;
    // COD 610 → 305 + 305. The total does not move: 129077.
    name: 'same state, mixed 5% and 18%, GST on top, COD',
    input: {
      lines: [
        { unitPaise: 79900, quantity: 1, ratePercent: 5 },
        { unitPaise: 34900, quantity: 1, ratePercent: 18 },
      ],
      tax: exclusive(false),
      shipping: national,
      paymentMethod: 'cash_on_delivery',
    },
    lines: [intra(79900, 1998, 1997), intra(34900, 3141, 3141)],
    shipping: intra(0, 0, 0),
    cod: intra(3390, 305, 305),
    taxPaise: 10277,
    totalPaise: 129077,
  },
  {
    // Prices include GST. ₹999 at 18%: 99900 × 100 / 118 = 84661.02 → 84661 taxable, 15239 GST → 7620 + 7619.
    // Not above ₹999: shipping ₹149 → 12627 + 2273 (1137 + 1136); COD ₹40 → 3390 + 610 (305 + 305).
    // Total = what was shown: 99900 + 14900 + 4000 = 118800.
    name: 'same state, 18%, prices include GST, shipping and COD',
    input: {
      lines: [{ unitPaise: 99900, quantity: 1, ratePercent: 18 }],
      tax: inclusive(false),
      shipping: national,
      paymentMethod: 'cash_on_delivery',
    },
    lines: [intra(84661, 7620, 7619)],
    shipping: intra(12627, 1137, 1136),
    cod: intra(3390, 305, 305),
    taxPaise: 15239,
    totalPaise: 118800,
  },
  {
    // Prices include GST. ₹630 × 2 at 5% = 126000 → 126000 × 100 / 105 = 120000 taxable, 6000 IGST.
    // ₹118 at 18% → 11800 × 100 / 118 = 10000 taxable, 1800 IGST. Goods 137800: free shipping, prepaid.
    name: 'other state, mixed rates, prices include GST, free shipping, prepaid',
    input: {
      lines: [
        { unitPaise: 63000, quantity: 2, ratePercent: 5 },
        { unitPaise: 11800, quantity: 1, ratePercent: 18 },
      ],
      tax: inclusive(true),
      shipping: national,
      paymentMethod: 'razorpay',
    },
    lines: [inter(120000, 6000), inter(10000, 1800)],
    shipping: inter(0, 0),
    cod: inter(0, 0),
    taxPaise: 7800,
    totalPaise: 137800,
  },
  {
    // Prices include GST, 5%, other state: ₹399 → 39900 × 100 / 105 = 38000 taxable, 1900 IGST.
    // Local shipping ₹99 at 5%: 9900 × 100 / 105 = 9428.57 → 9429, 471 IGST; COD ₹40 → 3810 + 190. Total 53800.
    name: 'other state, 5%, prices include GST, shipping and COD',
    input: {
      lines: [{ unitPaise: 39900, quantity: 1, ratePercent: 5 }],
      tax: inclusive(true),
      shipping: local,
      paymentMethod: 'cash_on_delivery',
    },
    lines: [inter(38000, 1900)],
    shipping: inter(9429, 471),
    cod: inter(3810, 190),
    taxPaise: 1900,
    totalPaise: 53800,
  },
  {
    // Rounding per line: ₹3.27 × 3 = 981 at 5% = 49.05 → 49, CGST 25 + SGST 24.
    // Local shipping ₹99 at 5%: 9429 + 471 → 236 + 235. Total 981 + 49 + 9900 = 10930.
    name: 'same state, 5%, GST rounded per line, odd paisa to CGST',
    input: {
      lines: [{ unitPaise: 327, quantity: 3, ratePercent: 5 }],
      tax: exclusive(false),
      shipping: local,
      paymentMethod: 'razorpay',
    },
    lines: [intra(981, 25, 24)],
    shipping: intra(9429, 236, 235),
    cod: intra(0, 0, 0),
    taxPaise: 49,
    totalPaise: 10930,
  },
  {
    // A ₹100 discount on a ₹1,000 line: taxable 90000, GST 16200 → 8100 + 8100. Goods 90000 ≤ 99900: shipping ₹149
    // (12627 + 2273). Total 100000 − 10000 + 16200 + 14900 = 121100.
    name: 'same state, 18%, a discount reduces the taxable value before GST',
    input: {
      lines: [{ unitPaise: 100000, quantity: 1, ratePercent: 18, discountPaise: 10000 }],
      tax: exclusive(false),
      shipping: national,
      paymentMethod: 'razorpay',
    },
    lines: [intra(90000, 8100, 8100)],
    shipping: intra(12627, 1137, 1136),
    cod: intra(0, 0, 0),
    taxPaise: 16200,
    totalPaise: 121100,
  },
  {
    // Seller not registered: every rate is 0. ₹500 + shipping ₹149 + COD ₹40 = 68900, no GST anywhere.
    name: 'seller not registered: rate 0, no GST on goods, shipping or COD',
    input: {
      lines: [{ unitPaise: 50000, quantity: 1, ratePercent: 0 }],
      tax: exclusive(true),
      shipping: national,
      paymentMethod: 'cash_on_delivery',
    },
    lines: [inter(50000, 0)],
    shipping: inter(14900, 0),
    cod: inter(4000, 0),
    taxPaise: 0,
    totalPaise: 68900,
  },
];

/** What a tax invoice adds up: each line's taxable value and its CGST, SGST and IGST, shipping and COD included. */
function invoiceTotal(result: PriceBreakdown): number {
  const parts: TaxSplit[] = [...result.lines, result.shippingTax!, result.codTax!];
  return parts.reduce((sum, p) => sum + p.taxablePaise + p.cgstPaise + p.sgstPaise + p.igstPaise, 0);
}

const splitOf = (s: TaxSplit): Split => ({
  taxablePaise: s.taxablePaise,
  cgstPaise: s.cgstPaise,
  sgstPaise: s.sgstPaise,
  igstPaise: s.igstPaise,
});

describe('priceOrder: GST per line by place of supply', () => {
  it.each(cases)('$name', (c) => {
    const result = priceOrder(c.input);
    expect(result.lines.map(splitOf)).toEqual(c.lines);
    expect(splitOf(result.shippingTax!)).toEqual(c.shipping);
    expect(splitOf(result.codTax!)).toEqual(c.cod);
    expect(result.taxPaise).toBe(c.taxPaise);
    expect(result.totalPaise).toBe(c.totalPaise);
    // The invoice's lines add up to the order's total, to the paisa.
    expect(invoiceTotal(result)).toBe(result.totalPaise);
  });

  it('gives the same total before the address is known (the cart) as after, in either state', () => {
    const lines = [
      { unitPaise: 32700, quantity: 3, ratePercent: 5 },
      { unitPaise: 12345, quantity: 1, ratePercent: 18 },
    ];
    const totals = [null, false, true].map(
      (interState) =>
        priceOrder({ lines, tax: { pricesIncludeTax: false, interState }, shipping: null, paymentMethod: null })
          .totalPaise,
    );
    // 98100 × 5% = 4905; 12345 × 18% = 2222.1 → 2222. 98100 + 12345 + 4905 + 2222 = 117572.
    expect(totals).toEqual([117572, 117572, 117572]);
  });
});
