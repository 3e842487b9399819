import { z } from 'zod';
import { analyticsQuerySchema } from './analytics.ts';
import { CONFIRMED_VIA, RISK_TIERS, type RiskTier } from './cod.ts';

/**
 * What the seller learns of cash on delivery (issue 25 item 6, decision 015's addendum): COD share, confirmation,
 * return to origin (RTO) by payment method, risk tier and state, COD orders converted to prepaid and the shipping
 * lost to RTO, for a range and by week of the store's calendar (Asia/Kolkata). Money in integer paise.
 */

/** GET /api/admin/analytics/cod and /cod.csv: always by week; the dates are read and checked as the analytics' are. */
export const codAnalyticsQuerySchema = analyticsQuerySchema.pick({ from: true, to: true });
export type CodAnalyticsQuery = z.input<typeof codAnalyticsQuerySchema>;

/**
 * How a parcel travelled: with cash to collect, converted from COD to paid online before dispatch, or paid online
 * from the start. A converted order's payment method reads 'razorpay' but it is counted as a COD order in the share.
 */
export const PARCEL_PAYMENTS = ['cash_on_delivery', 'converted_to_prepaid', 'prepaid'] as const;
export type ParcelPayment = (typeof PARCEL_PAYMENTS)[number];
export const PARCEL_PAYMENT_LABELS: Record<ParcelPayment, string> = {
  cash_on_delivery: 'Cash on delivery',
  converted_to_prepaid: 'COD converted to prepaid',
  prepaid: 'Paid online',
};

/**
 * Parcels whose journey ended (delivered, or returned to the store: RTO) and how many came back. A parcel still
 * with the courier is in neither, so a recent week's rate is read as it stands, not final.
 */
export const rtoFigureSchema = z.object({
  settled: z.number().int(),
  returned: z.number().int(),
  /** returned / settled as a percent with one decimal; null when no parcel has settled. */
  ratePercent: z.number().nullable(),
});
export type RtoFigure = z.infer<typeof rtoFigureSchema>;

export const codFiguresSchema = z.object({
  /** Orders placed: every COD order, and every online one whose payment went through (an unpaid one never was). */
  orders: z.number().int(),
  /** Of those, placed as cash on delivery (converted ones included). */
  codOrders: z.number().int(),
  /** codOrders / orders, one decimal; null without orders. */
  codSharePercent: z.number().nullable(),
  confirmation: z.object({
    /** COD orders that had to be confirmed before shipping. */
    needed: z.number().int(),
    confirmed: z.number().int(),
    /** Cancelled without a confirmation (left to expire, or cancelled by the shopper from the link). */
    notConfirmed: z.number().int(),
    /** Still waiting: counted in neither side of the rate. */
    awaiting: z.number().int(),
    /** confirmed / (needed − awaiting), one decimal; null when none has been decided. */
    ratePercent: z.number().nullable(),
    /** From placing to confirming, in whole seconds; null without confirmations. */
    medianSeconds: z.number().int().nullable(),
    p90Seconds: z.number().int().nullable(),
    byVia: z.record(z.enum(CONFIRMED_VIA), z.number().int()),
  }),
  rtoByPayment: z.record(z.enum(PARCEL_PAYMENTS), rtoFigureSchema),
  /** Parcels shipped whose journey has not ended yet (their outcome is not in the RTO rates). */
  inTransit: z.number().int(),
  convertedToPrepaid: z.object({
    orders: z.number().int(),
    /** What those orders came to, after the prepaid discount. */
    valuePaise: z.number().int(),
    discountPaise: z.number().int(),
  }),
  rtoLoss: z.object({
    /** Orders returned to the store. */
    orders: z.number().int(),
    /** Shipping paid both ways for them (decision 015 addendum: the courier's forward rate, twice). */
    shippingPaise: z.number().int(),
    /** How many of them had free shipping, so their rate is the zone's policy rate, not the quote. */
    estimatedOrders: z.number().int(),
  }),
});
export type CodFigures = z.infer<typeof codFiguresSchema>;

export const codWeekSchema = codFiguresSchema.extend({
  /** The week's first day inside the range (weeks start on Monday), YYYY-MM-DD. */
  start: z.string(),
  /** Its last day inside the range. */
  end: z.string(),
});
export type CodWeek = z.infer<typeof codWeekSchema>;

export const codTierRowSchema = z.object({
  /** The effective tier: the admin's override, else the one worked out at checkout. */
  tier: z.enum(RISK_TIERS),
  orders: z.number().int(),
  rto: rtoFigureSchema,
});
export type CodTierRow = z.infer<typeof codTierRowSchema>;

export const codStateRowSchema = z.object({
  /** The delivery PIN code's state as the order recorded it (else the state typed in the address). */
  state: z.string(),
  orders: z.number().int(),
  codOrders: z.number().int(),
  /** Every parcel to the state. */
  rto: rtoFigureSchema,
  /** Parcels with cash to collect. */
  codRto: rtoFigureSchema,
});
export type CodStateRow = z.infer<typeof codStateRowSchema>;

export const codAnalyticsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
  totals: codFiguresSchema,
  weeks: z.array(codWeekSchema),
  byTier: z.array(codTierRowSchema),
  /** The states, the most orders first. */
  byState: z.array(codStateRowSchema),
  /** The seller's tier thresholds now (risk scores), which the findings are about. */
  thresholds: z.object({ mediumFromScore: z.number().int(), highFromScore: z.number().int() }),
  /** Plain sentences on what the figures say about the tiers (codFindings), or that there is too little data. */
  findings: z.array(z.string()),
});
export type CodAnalytics = z.infer<typeof codAnalyticsSchema>;

/** returned / settled as a percent with one decimal, or null when no parcel has settled. */
export function rtoFigure(settled: number, returned: number): RtoFigure {
  return { settled, returned, ratePercent: settled > 0 ? Math.round((returned / settled) * 1000) / 10 : null };
}

/** Every parcel of a group, whatever it paid: the three ways summed. */
export function allParcelsRto(rtoByPayment: Record<ParcelPayment, RtoFigure>): RtoFigure {
  const ways = Object.values(rtoByPayment);
  return rtoFigure(
    ways.reduce((sum, way) => sum + way.settled, 0),
    ways.reduce((sum, way) => sum + way.returned, 0),
  );
}

/** Parcels a tier (or a payment method) needs delivered or returned before its rate is worth comparing. */
export const COD_FINDINGS_MIN_SETTLED = 20;

const percentText = (rate: number) => `${rate.toFixed(1)}%`;
const timesText = (ratio: number) => `${ratio >= 10 ? Math.round(ratio) : Math.round(ratio * 10) / 10}×`;

/** A figure with enough settled parcels to compare, and a rate. */
type Judged = RtoFigure & { ratePercent: number };

/**
 * How often one group's parcels came back against another's, from the counts (not the rounded percents), with the
 * sentence's start: "High-tier orders came back 3.1× as often as low-tier ones (46.0% against 15.0%)".
 */
function comparison(subject: string, other: string, group: Judged, base: Judged): { ratio: number; text: string } {
  // Cross-multiplied: one division of whole numbers, so 6 of 40 against 20 of 200 is exactly 1.5.
  const ratio = (group.returned * base.settled) / (group.settled * base.returned);
  const both = `(${percentText(group.ratePercent)} against ${percentText(base.ratePercent)})`;
  if (ratio >= 1.5) return { ratio, text: `${subject} came back ${timesText(ratio)} as often as ${other} ${both}` };
  if (ratio > 1 / 1.5) return { ratio, text: `${subject} came back about as often as ${other} ${both}` };
  return { ratio, text: `${subject} came back less often than ${other} ${both}` };
}

/**
 * What the RTO rates say about the seller's tier thresholds, worked out from the figures (never written in advance):
 * whether high-tier and medium-tier orders really come back more often than low-tier ones, and so whether withholding
 * COD from the high tier and asking more of the medium tier pay. Below COD_FINDINGS_MIN_SETTLED settled parcels a
 * rate says little, so a tier with fewer is not compared, and the first sentence says there is too little data.
 */
export function codFindings(input: {
  byTier: readonly CodTierRow[];
  rtoByPayment: Record<ParcelPayment, RtoFigure>;
  thresholds: { mediumFromScore: number; highFromScore: number };
}): string[] {
  const { mediumFromScore, highFromScore } = input.thresholds;
  const tier = (name: RiskTier) => input.byTier.find((row) => row.tier === name)?.rto;
  const enough = (figure: RtoFigure | undefined): figure is Judged =>
    figure !== undefined && figure.settled >= COD_FINDINGS_MIN_SETTLED && figure.ratePercent !== null;
  const findings: string[] = [];
  const low = tier('low');
  const high = tier('high');
  const medium = tier('medium');

  if (!enough(low) || !enough(high)) {
    findings.push(
      `Too little data to judge the tier thresholds yet: ${high?.settled ?? 0} high-tier and ${low?.settled ?? 0} ` +
        `low-tier parcels were delivered or returned in this range, and at least ${COD_FINDINGS_MIN_SETTLED} of ` +
        'each are needed. Choose a longer range, or wait for more orders.',
    );
  } else if (low.returned === 0) {
    findings.push(
      high.returned === 0
        ? 'No high-tier or low-tier parcel came back in this range: the tiers cannot be told apart yet.'
        : `High-tier orders came back ${percentText(high.ratePercent)} of the time, low-tier ones never: the ` +
            'thresholds pick out risky orders; keep cash on delivery withheld from the high tier.',
    );
  } else {
    const { ratio, text } = comparison('High-tier orders', 'low-tier ones', high, low);
    findings.push(
      ratio >= 1.5
        ? `${text}: the thresholds pick out risky orders; keep cash on delivery withheld from the high tier.`
        : `${text}: the tiers do not tell risky orders apart in this store yet; review the thresholds (medium from ` +
            `score ${mediumFromScore}, high from ${highFromScore}) before relying on them.`,
    );
  }

  if (enough(medium) && enough(low) && low.returned > 0) {
    const { ratio, text } = comparison('Medium-tier orders', 'low-tier ones', medium, low);
    if (enough(high) && medium.returned * high.settled >= high.returned * medium.settled) {
      findings.push(
        `${text}, as often as high-tier ones: consider lowering the high threshold (score ${highFromScore}).`,
      );
    } else {
      findings.push(
        ratio >= 1.5
          ? `${text}: asking them for an advance, not only a confirmation, may pay.`
          : `${text}: the medium threshold (score ${mediumFromScore}) may be too low, asking shoppers for ` +
              'confirmation or an advance without saving returns.',
      );
    }
  }

  const cod = input.rtoByPayment.cash_on_delivery;
  const prepaid = input.rtoByPayment.prepaid;
  if (enough(cod) && enough(prepaid) && prepaid.returned > 0) {
    findings.push(`${comparison('Cash-on-delivery parcels', 'prepaid ones', cod, prepaid).text}.`);
  }
  return findings;
}

/** The CSV's columns: a row per week, the range's total, then a row per risk tier and per state. */
export const COD_CSV_HEADER = [
  'Group',
  'From',
  'To',
  'Orders',
  'COD orders',
  'COD share %',
  'Confirmations needed',
  'Confirmed',
  'Not confirmed',
  'Awaiting confirmation',
  'Confirmation rate %',
  'Median time to confirm (minutes)',
  'P90 time to confirm (minutes)',
  'COD parcels delivered or returned',
  'COD parcels returned',
  'COD RTO %',
  'Converted parcels delivered or returned',
  'Converted parcels returned',
  'Converted RTO %',
  'Prepaid parcels delivered or returned',
  'Prepaid parcels returned',
  'Prepaid RTO %',
  'Parcels in transit',
  'Converted to prepaid',
  'Converted value (INR)',
  'Prepaid discount given (INR)',
  'RTO orders',
  'Shipping lost to RTO (INR)',
  'RTO orders with estimated shipping',
  'Parcels delivered or returned',
  'Parcels returned',
  'RTO %',
] as const;
