import { RISK_POINTS as P, type CodPolicy, type RiskTier } from '@kala/contract/cod';
import { formatRupees, toPaise, toRupees } from '@kala/contract/money';

/**
 * The risk tier of a cash-on-delivery order (issue 25 item 3, decision 030): points for what makes a COD parcel come
 * back unopened in Indian D2C (return to origin, RTO), summed to a score of 0-100 and cut into tiers by the seller's
 * thresholds. Pure: the facts are read by cod.repository.ts#riskFacts, in one statement before the order's
 * transaction.
 */
export interface RiskFacts {
  pincode: string;
  /** This store's COD orders to the PIN code over the window that ended: delivered or came back (RTO). */
  pincodeFinished: number;
  pincodeReturned: number;
  /** The shopper's own past COD orders. */
  shopperDelivered: number;
  /** Refused at the door, came back, or cancelled after the parcel left. */
  shopperFailed: number;
  /** Days since the account was made; null for an account that is gone. */
  accountAgeDays: number | null;
  orderTotalPaise: number;
  address: { fullName: string; addressLine1: string; addressLine2?: string | null | undefined; phone: string };
  /** The seller's lists: the PIN code's and the phone's entry, if any (block wins over allow). */
  listed: 'block' | 'allow' | null;
}

export interface RiskAssessment {
  tier: RiskTier;
  score: number;
  reasons: string[];
}

/**
 * The prior for a PIN code with few orders: the store's expected COD RTO rate (20 %, the middle of the 2-8 % prepaid
 * and 25-33 % COD figures the issue cites) weighted as if ten orders had been seen.
 */
export const PINCODE_PRIOR_RATE = 0.2;
export const PINCODE_PRIOR_WEIGHT = 10;

/** The PIN code's RTO rate smoothed towards the prior (a beta prior): two returns of two orders are not 100 %. */
export function smoothedRtoRate(finished: number, returned: number): number {
  return (returned + PINCODE_PRIOR_RATE * PINCODE_PRIOR_WEIGHT) / (finished + PINCODE_PRIOR_WEIGHT);
}

/** Filler a shopper types to get past a form: a key held down, keyboard runs, test words. */
const JUNK = /(.)\1{3,}|\b(test|testing|asdf|qwerty|xyz|abc|dummy|fake|na|nil|none|xxx+)\b/i;

/** A ten-digit Indian mobile number starts with 6-9 (TRAI's numbering plan) and is not one digit repeated. */
export function couldBeIndianMobile(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) && !/^(\d)\1{9}$/.test(digits);
}

export function assessRisk(facts: RiskFacts, policy: CodPolicy): RiskAssessment {
  if (facts.listed === 'block') return { tier: 'high', score: 100, reasons: ["On the seller's COD block list"] };
  if (facts.listed === 'allow') return { tier: 'low', score: 0, reasons: ["On the seller's COD allow list"] };

  const points: [number, string][] = [];
  const rate = smoothedRtoRate(facts.pincodeFinished, facts.pincodeReturned);
  const seen = `${facts.pincodeReturned} of ${facts.pincodeFinished} COD orders came back`;
  const pin = P.pincode.find((step) => rate >= step.rate);
  if (pin) points.push([pin.points, `PIN code ${facts.pincode}: ${seen}`]);

  if (facts.shopperFailed >= 2) {
    points.push([P.shopperFailedTwice, `${facts.shopperFailed} earlier COD orders refused or returned`]);
  } else if (facts.shopperFailed === 1) {
    points.push([P.shopperFailedOnce, 'An earlier COD order was refused or returned']);
  } else if (facts.shopperDelivered >= 2) {
    points.push([P.shopperDelivered, `${facts.shopperDelivered} earlier COD orders delivered`]);
  }

  const [high, raised] = P.value;
  if (facts.orderTotalPaise > toPaise(high.aboveRupees)) {
    points.push([high.points, `High order value (${formatRupees(toRupees(facts.orderTotalPaise))})`]);
  } else if (facts.orderTotalPaise > toPaise(raised.aboveRupees)) {
    points.push([raised.points, `Order value over ${formatRupees(raised.aboveRupees)}`]);
  }

  if (facts.accountAgeDays !== null && facts.accountAgeDays < 1 && facts.shopperDelivered === 0) {
    points.push([P.newAccount, 'New account']);
  }

  const { addressLine1, addressLine2, phone, fullName } = facts.address;
  const street = `${addressLine1} ${addressLine2 ?? ''}`.trim();
  if (!/\d/.test(street)) points.push([P.noHouseNumber, 'No house or flat number in the address']);
  if (addressLine1.trim().length < P.shortAddressBelow) points.push([P.shortAddress, 'Very short address']);
  if (JUNK.test(street) || JUNK.test(fullName)) points.push([P.fillerText, 'Address or name looks like filler text']);
  if (!couldBeIndianMobile(phone)) points.push([P.notAMobile, 'Phone cannot be an Indian mobile number']);

  const score = Math.max(
    0,
    Math.min(
      100,
      points.reduce((sum, [p]) => sum + p, 0),
    ),
  );
  const tier: RiskTier = score >= policy.highFromScore ? 'high' : score >= policy.mediumFromScore ? 'medium' : 'low';
  const reasons = points.map(([p, reason]) => (p < 0 ? `${reason} (lowers the risk)` : reason));
  return { tier, score, reasons: reasons.length > 0 ? reasons : ['Nothing unusual'] };
}
