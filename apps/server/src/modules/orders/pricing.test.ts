import { describe, expect, it } from 'vitest';
import { priceOrder, type PriceBreakdown, type PriceInput } from './pricing.ts';

/** One rate for every line, GST added on top: the spec's pricing, which a fresh clone keeps (issue 24). */
type OneRateInput = Omit<PriceInput, 'lines' | 'tax'> & {
  lines: { unitPaise: number; quantity: number }[];
  gstPercent: number;
};
const oneRate = ({ gstPercent, lines, ...rest }: OneRateInput): PriceInput => ({
  ...rest,
  lines: lines.map((line) => ({ ...line, ratePercent: gstPercent })),
  tax: { pricesIncludeTax: false, interState: null },
});

const local = { freightPaise: 9900, codChargesPaise: 4000, freeShippingAbovePaise: 99900 };
const national = { freightPaise: 14900, codChargesPaise: 4000, freeShippingAbovePaise: 99900 };
const remote = { freightPaise: 19900, codChargesPaise: 5000, freeShippingAbovePaise: 149900 };

const cases: { name: string; input: OneRateInput; expected: Partial<PriceBreakdown> }[] = [
  {
    name: 'cart page: no courier yet, GST only',
    input: { lines: [{ unitPaise: 84900, quantity: 1 }], gstPercent: 18, shipping: null, paymentMethod: null },
    expected: {
      subtotalPaise: 84900,
      taxPaise: 15282,
      shippingPaise: null,
      codChargesPaise: 0,
      totalPaise: 100182,
      freeShipping: false,
      freeShippingAbovePaise: null,
    },
  },
  {
    name: 'local zone below the threshold, prepaid',
    input: { lines: [{ unitPaise: 50000, quantity: 1 }], gstPercent: 18, shipping: local, paymentMethod: 'razorpay' },
    expected: {
      subtotalPaise: 50000,
      taxPaise: 9000,
      shippingPaise: 9900,
      codChargesPaise: 0,
      totalPaise: 68900,
      freeShipping: false,
      freeShippingAbovePaise: 99900,
    },
  },
  {
    name: 'national zone, cash on delivery adds the COD charge',
    input: {
      lines: [{ unitPaise: 45000, quantity: 2 }],
      gstPercent: 18,
      shipping: national,
      paymentMethod: 'cash_on_delivery',
    },
    expected: {
      subtotalPaise: 90000,
      taxPaise: 16200,
      shippingPaise: 14900,
      codChargesPaise: 4000,
      totalPaise: 125100,
      freeShipping: false,
      freeShippingAbovePaise: 99900,
    },
  },
  {
    name: 'exactly at the threshold is not above it: shipping charged',
    input: { lines: [{ unitPaise: 99900, quantity: 1 }], gstPercent: 18, shipping: local, paymentMethod: 'razorpay' },
    expected: {
      subtotalPaise: 99900,
      taxPaise: 17982,
      shippingPaise: 9900,
      codChargesPaise: 0,
      totalPaise: 127782,
      freeShipping: false,
      freeShippingAbovePaise: 99900,
    },
  },
  {
    name: 'one paisa above the threshold ships free; COD still charged',
    input: {
      lines: [{ unitPaise: 99901, quantity: 1 }],
      gstPercent: 18,
      shipping: national,
      paymentMethod: 'cash_on_delivery',
    },
    expected: {
      subtotalPaise: 99901,
      taxPaise: 17982,
      shippingPaise: 0,
      codChargesPaise: 4000,
      totalPaise: 121883,
      freeShipping: true,
      freeShippingAbovePaise: 99900,
    },
  },
  {
    name: 'remote zone: ₹1,200 is above ₹999 but not above the remote ₹1,499',
    input: { lines: [{ unitPaise: 120000, quantity: 1 }], gstPercent: 18, shipping: remote, paymentMethod: 'razorpay' },
    expected: {
      subtotalPaise: 120000,
      taxPaise: 21600,
      shippingPaise: 19900,
      codChargesPaise: 0,
      totalPaise: 161500,
      freeShipping: false,
      freeShippingAbovePaise: 149900,
    },
  },
  {
    name: 'several lines, remote zone above its threshold',
    input: {
      lines: [
        { unitPaise: 79900, quantity: 1 },
        { unitPaise: 34950, quantity: 3 },
        { unitPaise: 12345, quantity: 2 },
      ],
      gstPercent: 18,
      shipping: remote,
      paymentMethod: 'cash_on_delivery',
    },
    expected: {
      subtotalPaise: 209440,
      taxPaise: 37699,
      shippingPaise: 0,
      codChargesPaise: 5000,
      totalPaise: 252139,
      freeShipping: true,
      freeShippingAbovePaise: 149900,
    },
  },
  {
    name: 'GST rounds half up to the paisa (12.5% of ₹0.99 = 12.375 paise)',
    input: { lines: [{ unitPaise: 99, quantity: 1 }], gstPercent: 12.5, shipping: null, paymentMethod: null },
    expected: {
      subtotalPaise: 99,
      taxPaise: 12,
      shippingPaise: null,
      codChargesPaise: 0,
      totalPaise: 111,
      freeShipping: false,
      freeShippingAbovePaise: null,
    },
  },
  {
    name: 'GST rounds .5 up (18% of ₹0.25 = 4.5 paise)',
    input: { lines: [{ unitPaise: 25, quantity: 1 }], gstPercent: 18, shipping: null, paymentMethod: null },
    expected: {
      subtotalPaise: 25,
      taxPaise: 5,
      shippingPaise: null,
      codChargesPaise: 0,
      totalPaise: 30,
      freeShipping: false,
      freeShippingAbovePaise: null,
    },
  },
  {
    name: 'GST at 0% (a configured exemption)',
    input: { lines: [{ unitPaise: 50000, quantity: 2 }], gstPercent: 0, shipping: local, paymentMethod: 'razorpay' },
    expected: {
      subtotalPaise: 100000,
      taxPaise: 0,
      shippingPaise: 0,
      codChargesPaise: 0,
      totalPaise: 100000,
      freeShipping: true,
      freeShippingAbovePaise: 99900,
    },
  },
];

describe('priceOrder: the one pricing function', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    expect(priceOrder(oneRate(input))).toMatchObject(expected);
  });

  it('keeps every amount in whole paise', () => {
    const result = priceOrder(
      oneRate({
        lines: [{ unitPaise: 33333, quantity: 3 }],
        gstPercent: 18,
        shipping: national,
        paymentMethod: 'cash_on_delivery',
      }),
    );
    for (const value of [result.subtotalPaise, result.taxPaise, result.shippingPaise, result.totalPaise]) {
      expect(Number.isInteger(value)).toBe(true);
    }
  });
});
