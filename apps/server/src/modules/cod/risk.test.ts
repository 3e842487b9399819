import { describe, expect, it } from 'vitest';
import { DEFAULT_COD_POLICY } from '@kala/contract/cod';
import { assessRisk, couldBeIndianMobile, smoothedRtoRate, type RiskFacts } from './risk.ts';

/** A returning shopper of a quiet PIN code with a full address: nothing to worry about. */
const base: RiskFacts = {
  pincode: '302001',
  pincodeFinished: 0,
  pincodeReturned: 0,
  shopperDelivered: 0,
  shopperFailed: 0,
  accountAgeDays: 30,
  orderTotalPaise: 1_999_00,
  address: { fullName: 'Asha Verma', addressLine1: '12 Johari Bazaar', addressLine2: null, phone: '98290 12345' },
  listed: null,
};
const with_ = (changes: Partial<RiskFacts>, address: Partial<RiskFacts['address']> = {}): RiskFacts => ({
  ...base,
  ...changes,
  address: { ...base.address, ...address },
});

// Hand-worked: each row's score is the sum of decision 030's points; tiers at 30 (medium) and 60 (high).
const rows: [string, RiskFacts, number, 'low' | 'medium' | 'high', string[]][] = [
  ['a full address, an established account, a quiet PIN code', base, 0, 'low', ['Nothing unusual']],
  [
    'a PIN code where 6 of 10 COD parcels came back: (6 + 2) / 20 = 40 %',
    with_({ pincodeFinished: 10, pincodeReturned: 6 }),
    35,
    'medium',
    ['PIN code 302001: 6 of 10 COD orders came back'],
  ],
  [
    'a PIN code with 2 of 2 back is smoothed to (2 + 2) / 12 = 33 %: only a little risk',
    with_({ pincodeFinished: 2, pincodeReturned: 2 }),
    15,
    'low',
    ['PIN code 302001: 2 of 2 COD orders came back'],
  ],
  [
    'a shopper who refused two parcels',
    with_({ shopperFailed: 2, shopperDelivered: 1 }),
    40,
    'medium',
    ['2 earlier COD orders refused or returned'],
  ],
  [
    'a shopper who took three COD parcels, a new PIN code with some returns',
    with_({ shopperDelivered: 3, pincodeFinished: 10, pincodeReturned: 4 }),
    0,
    'low',
    ['PIN code 302001: 4 of 10 COD orders came back', '3 earlier COD orders delivered (lowers the risk)'],
  ],
  [
    'a new account ordering ₹12,000 to an address with no number',
    with_({ accountAgeDays: 0.1, orderTotalPaise: 12_000_00 }, { addressLine1: 'Near the temple, Main road' }),
    45,
    'medium',
    ['High order value (₹12,000.00)', 'New account', 'No house or flat number in the address'],
  ],
  [
    'filler text and a phone that cannot be a mobile',
    with_({}, { addressLine1: 'asdf asdf 1', phone: '12345 67890' }),
    55,
    'medium',
    ['Address or name looks like filler text', 'Phone cannot be an Indian mobile number'],
  ],
  [
    'everything at once reaches high',
    with_(
      { shopperFailed: 1, accountAgeDays: 0, orderTotalPaise: 6_000_00 },
      { addressLine1: 'xxxx', phone: '99999 99999' },
    ),
    100,
    'high',
    [
      'An earlier COD order was refused or returned',
      'Order value over ₹5,000.00',
      'New account',
      'No house or flat number in the address',
      'Very short address',
      'Address or name looks like filler text',
      'Phone cannot be an Indian mobile number',
    ],
  ],
  [
    'the seller blocked the PIN code or phone',
    with_({ listed: 'block' }),
    100,
    'high',
    ["On the seller's COD block list"],
  ],
  [
    'the seller allowed it, whatever else',
    with_({ listed: 'allow', shopperFailed: 5 }, { phone: '11111 11111' }),
    0,
    'low',
    ["On the seller's COD allow list"],
  ],
];

describe('the risk tier of a COD order (issue 25 item 3)', () => {
  it.each(rows)('%s', (_, facts, score, tier, reasons) => {
    expect(assessRisk(facts, DEFAULT_COD_POLICY)).toEqual({ score, tier, reasons });
  });

  it("cuts tiers at the seller's own thresholds", () => {
    const facts = with_({ pincodeFinished: 10, pincodeReturned: 6 }); // 35 points
    expect(assessRisk(facts, { ...DEFAULT_COD_POLICY, mediumFromScore: 40, highFromScore: 70 }).tier).toBe('low');
    expect(assessRisk(facts, { ...DEFAULT_COD_POLICY, mediumFromScore: 10, highFromScore: 35 }).tier).toBe('high');
  });

  it('smooths a PIN code with few orders towards the 20 % prior', () => {
    expect(smoothedRtoRate(0, 0)).toBeCloseTo(0.2);
    expect(smoothedRtoRate(1, 1)).toBeCloseTo(3 / 11);
    expect(smoothedRtoRate(100, 50)).toBeCloseTo(52 / 110);
  });

  it('knows an Indian mobile number (6-9 first, ten digits, +91 or 0 allowed)', () => {
    for (const ok of ['9829012345', '+91 98290 12345', '098290-12345', '6000012345'])
      expect(couldBeIndianMobile(ok), ok).toBe(true);
    for (const bad of ['5829012345', '98290 1234', '0000000000', '7777777777', ''])
      expect(couldBeIndianMobile(bad), bad).toBe(false);
  });
});
