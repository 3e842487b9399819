import { describe, expect, it } from 'vitest';
import { allParcelsRto, codFindings, rtoFigure, type CodTierRow, type RtoFigure } from './cod-analytics.ts';

const thresholds = { mediumFromScore: 30, highFromScore: 60 };
const none = rtoFigure(0, 0);

/** Tiers from [settled, returned] pairs. */
const tiers = (low: [number, number], medium: [number, number], high: [number, number]): CodTierRow[] => [
  { tier: 'low', orders: low[0], rto: rtoFigure(...low) },
  { tier: 'medium', orders: medium[0], rto: rtoFigure(...medium) },
  { tier: 'high', orders: high[0], rto: rtoFigure(...high) },
];

const findings = (byTier: CodTierRow[], cod: RtoFigure = none, prepaid: RtoFigure = none) =>
  codFindings({ byTier, rtoByPayment: { cash_on_delivery: cod, converted_to_prepaid: none, prepaid }, thresholds });

describe('rtoFigure and allParcelsRto', () => {
  it('rounds to one decimal and has no rate without settled parcels', () => {
    expect(rtoFigure(3, 2)).toEqual({ settled: 3, returned: 2, ratePercent: 66.7 });
    expect(rtoFigure(0, 0).ratePercent).toBeNull();
    expect(
      allParcelsRto({ cash_on_delivery: rtoFigure(3, 2), converted_to_prepaid: none, prepaid: rtoFigure(2, 1) }),
    ).toEqual({ settled: 5, returned: 3, ratePercent: 60 });
  });
});

describe('codFindings', () => {
  it.each([
    [
      'too few high-tier parcels',
      tiers([200, 20], [40, 6], [19, 10]),
      [
        'Too little data to judge the tier thresholds yet: 19 high-tier and 200 low-tier parcels were delivered or ' +
          'returned in this range, and at least 20 of each are needed. Choose a longer range, or wait for more orders.',
        // The medium tier has enough parcels of its own to compare with the low one.
        'Medium-tier orders came back 1.5× as often as low-tier ones (15.0% against 10.0%): asking them for an ' +
          'advance, not only a confirmation, may pay.',
      ],
    ],
    [
      'high three times as often as low; medium in between',
      tiers([100, 15], [40, 12], [20, 9]),
      [
        'High-tier orders came back 3× as often as low-tier ones (45.0% against 15.0%): the thresholds pick out ' +
          'risky orders; keep cash on delivery withheld from the high tier.',
        'Medium-tier orders came back 2× as often as low-tier ones (30.0% against 15.0%): asking them for an ' +
          'advance, not only a confirmation, may pay.',
      ],
    ],
    [
      'tiers that do not separate',
      tiers([100, 20], [30, 6], [25, 6]),
      [
        'High-tier orders came back about as often as low-tier ones (24.0% against 20.0%): the tiers do not tell ' +
          'risky orders apart in this store yet; review the thresholds (medium from score 30, high from 60) before ' +
          'relying on them.',
        'Medium-tier orders came back about as often as low-tier ones (20.0% against 20.0%): the medium threshold ' +
          '(score 30) may be too low, asking shoppers for confirmation or an advance without saving returns.',
      ],
    ],
    [
      'medium as bad as high',
      tiers([100, 10], [20, 8], [20, 6]),
      [
        'High-tier orders came back 3× as often as low-tier ones (30.0% against 10.0%): the thresholds pick out ' +
          'risky orders; keep cash on delivery withheld from the high tier.',
        'Medium-tier orders came back 4× as often as low-tier ones (40.0% against 10.0%), as often as high-tier ' +
          'ones: consider lowering the high threshold (score 60).',
      ],
    ],
    [
      'no low-tier parcel came back',
      tiers([50, 0], [0, 0], [20, 5]),
      [
        'High-tier orders came back 25.0% of the time, low-tier ones never: the thresholds pick out risky orders; ' +
          'keep cash on delivery withheld from the high tier.',
      ],
    ],
  ])('%s', (_name, byTier, expected) => {
    expect(findings(byTier)).toEqual(expected);
  });

  it('compares cash on delivery with prepaid once both have enough parcels', () => {
    const byTier = tiers([10, 1], [0, 0], [0, 0]);
    expect(findings(byTier, rtoFigure(60, 18), rtoFigure(40, 2)).at(-1)).toBe(
      'Cash-on-delivery parcels came back 6× as often as prepaid ones (30.0% against 5.0%).',
    );
    expect(findings(byTier, rtoFigure(60, 18), rtoFigure(19, 2))).toHaveLength(1);
  });
});
