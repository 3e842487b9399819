import { toRupees } from '@kala/contract/money';
import {
  COUPON_MESSAGES,
  indiaTimeText,
  rupeesText,
  type CouponKind,
  type CouponState,
} from '@kala/contract/promotion-constants';
import { splitDiscount } from '../orders/prepaid-pricing.ts';

/** A code's terms as stored (db/schema/promotions.ts), money in paise. */
export interface CouponTerms {
  id: string;
  code: string;
  kind: CouponKind;
  percent: number | null;
  ceilingPaise: number | null;
  amountPaise: number | null;
  minOrderPaise: number;
  startsAt: Date;
  endsAt: Date | null;
  categories: string[];
  productIds: string[];
  usageCap: number | null;
  uses: number;
  perShopperLimit: number | null;
  firstOrderOnly: boolean;
  pausedAt: Date | null;
  endedAt: Date | null;
}

/** What the shopper has done before, read with the code: their live uses of it and their orders not cancelled. */
export interface ShopperFacts {
  usesByShopper: number;
  earlierOrders: number;
}

/** A line as a code sees it: which piece, its category, and its value at the prices the order is priced on. */
export interface CouponLine {
  productId: string;
  category: string | null;
  unitPaise: number;
  quantity: number;
}

export type CouponCheck =
  { ok: true; lineDiscounts: number[]; discountPaise: number; freeShipping: boolean } | { ok: false; message: string };

/** n × percent / 100 rounded half up to the paisa, in integers. */
const percentOf = (paise: number, percent: number) => Math.floor((2 * paise * percent + 100) / 200);

/** What a code gives, in words: '10% off, up to ₹500', '₹200 off', 'Free shipping', with its minimum order. */
export function couponSummary(
  terms: Pick<CouponTerms, 'kind' | 'percent' | 'ceilingPaise' | 'amountPaise' | 'minOrderPaise'>,
) {
  const what =
    terms.kind === 'percent'
      ? `${terms.percent}% off${terms.ceilingPaise !== null ? `, up to ${rupeesText(toRupees(terms.ceilingPaise))}` : ''}`
      : terms.kind === 'flat'
        ? `${rupeesText(toRupees(terms.amountPaise ?? 0))} off`
        : 'Free shipping';
  return terms.minOrderPaise > 0 ? `${what} on orders of ${rupeesText(toRupees(terms.minOrderPaise))} or more` : what;
}

/**
 * A code's state at an instant: ended (ended by the admin, or past its end), paused, scheduled (before its start),
 * or live. The end is the first minute it no longer works: ending at 16 Nov 00:00 IST, it works all of 15 Nov.
 */
export function couponState(
  terms: Pick<CouponTerms, 'startsAt' | 'endsAt' | 'pausedAt' | 'endedAt'>,
  now: number,
): CouponState {
  if (terms.endedAt || (terms.endsAt && now >= terms.endsAt.getTime())) return 'ended';
  if (terms.pausedAt) return 'paused';
  if (now < terms.startsAt.getTime()) return 'scheduled';
  return 'live';
}

/** Whether a line is one the code applies to: no limits is every line; else its product or its category is named. */
export function isEligible(terms: Pick<CouponTerms, 'categories' | 'productIds'>, line: CouponLine): boolean {
  if (terms.categories.length === 0 && terms.productIds.length === 0) return true;
  return (
    terms.productIds.includes(line.productId) || (line.category !== null && terms.categories.includes(line.category))
  );
}

/** Whether the code may be used at all by this shopper now (the checks that do not depend on the cart's lines). */
export function refusalOf(terms: CouponTerms, facts: ShopperFacts, now: number): string | null {
  const state = couponState(terms, now);
  if (state === 'ended') return COUPON_MESSAGES.expired;
  if (state === 'paused') return COUPON_MESSAGES.paused;
  if (state === 'scheduled') return COUPON_MESSAGES.notStarted(indiaTimeText(terms.startsAt));
  if (terms.usageCap !== null && terms.uses >= terms.usageCap) return COUPON_MESSAGES.usedUp;
  if (terms.perShopperLimit !== null && facts.usesByShopper >= terms.perShopperLimit)
    return COUPON_MESSAGES.alreadyUsed;
  if (terms.firstOrderOnly && facts.earlierOrders > 0) return COUPON_MESSAGES.firstOrderOnly;
  return null;
}

/**
 * What a code takes off these lines (issue 27 item 1, decision 040), or the plain-words reason it does not apply:
 * - the minimum order is on the goods' value of the whole order (all lines, at the prices priced on), before GST;
 * - percent: of the eligible lines' value, rounded half up to the paisa, then held to the ceiling;
 * - flat: the amount, but never more than the eligible lines' value (a ₹500 code on a ₹300 piece takes ₹300);
 * - free shipping: nothing off the lines; the caller makes the shipping zero (never the COD charge);
 * - the discount is split over the eligible lines in proportion to their value, to the paisa (splitDiscount), so the
 *   shares add up to it exactly; other lines get 0.
 */
export function checkCoupon(
  terms: CouponTerms,
  lines: readonly CouponLine[],
  facts: ShopperFacts,
  now: number,
): CouponCheck {
  const refusal = refusalOf(terms, facts, now);
  if (refusal) return { ok: false, message: refusal };
  const values = lines.map((line) => line.unitPaise * line.quantity);
  const orderPaise = values.reduce((sum, v) => sum + v, 0);
  if (orderPaise < terms.minOrderPaise)
    return { ok: false, message: COUPON_MESSAGES.minOrder(toRupees(terms.minOrderPaise)) };
  const eligible = values.map((v, i) => (isEligible(terms, lines[i]!) ? v : 0));
  const eligiblePaise = eligible.reduce((sum, v) => sum + v, 0);
  if (eligiblePaise === 0) return { ok: false, message: COUPON_MESSAGES.noEligiblePieces };
  let discountPaise = 0;
  if (terms.kind === 'percent') {
    discountPaise = percentOf(eligiblePaise, terms.percent ?? 0);
    if (terms.ceilingPaise !== null) discountPaise = Math.min(discountPaise, terms.ceilingPaise);
  } else if (terms.kind === 'flat') {
    discountPaise = Math.min(terms.amountPaise ?? 0, eligiblePaise);
  }
  const lineDiscounts = splitDiscount(discountPaise, eligible);
  return { ok: true, lineDiscounts, discountPaise, freeShipping: terms.kind === 'free_shipping' };
}
