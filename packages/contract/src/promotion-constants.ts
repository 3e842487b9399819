/**
 * Coupon codes' constants, messages and India-time helpers without zod (issue 27 item 1, decision 040), so the cart
 * and the checkout can show a code's refusal in plain words without loading the schema library; promotions.ts
 * re-exports them beside its schemas.
 */
import { formatRupees } from './money.ts';
import { fromIndiaLocal, INDIA_OFFSET_MS, toIndiaLocal } from './sale-price.ts';

export const COUPON_KINDS = ['percent', 'flat', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  percent: 'Percent off',
  flat: 'Amount off',
  free_shipping: 'Free shipping',
};

export const COUPON_STATES = ['scheduled', 'live', 'paused', 'ended'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** How a code combines with a scheduled sale (decision 040): on the sale prices, or whichever is lower. */
export const COMBINATIONS = ['best-of', 'stack'] as const;
export type Combination = (typeof COMBINATIONS)[number];
export const DEFAULT_COMBINATION: Combination = 'best-of';

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 24;
/** Letters, digits, '-' and '_': what a shopper can read off a poster and type on a phone. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/;
export const COUPON_PERCENT_MAX = 90;

/** A code as stored and compared: trimmed and upper-case, so 'diwali10' and 'DIWALI10' are one code. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/** Whole rupees without '.00' ('₹1,500'), with Indian grouping; paise kept when there are any. */
export const rupeesText = (rupees: number): string => formatRupees(rupees).replace(/\.00$/, '');

/** Why a code does not apply, in the words the shopper sees (spec: 'This code needs an order of ₹1,500 or more'). */
export const COUPON_MESSAGES = {
  unknown: "We don't recognise this code. Please check it and try again",
  notStarted: (startsText: string) => `This code can be used from ${startsText}`,
  expired: 'This code has expired',
  paused: 'This code is not active right now',
  usedUp: 'This code has been used up',
  alreadyUsed: 'You have already used this code',
  firstOrderOnly: 'This code is for your first order only',
  minOrder: (rupees: number) => `This code needs an order of ${rupeesText(rupees)} or more`,
  noEligiblePieces: 'This code does not apply to any piece in your cart',
  saleIsBetter: 'Your sale prices already save you more than this code, so the code is not used',
  codeRequired: 'Enter a code',
  codeFormat: 'Codes have 3 to 24 letters, digits, - or _',
  // Admin
  duplicate: (code: string) => `A code ${code} already exists (codes are the same in upper and lower case)`,
  notFound: 'Code not found',
  endBeforeStart: 'The end must be after the start',
  percentRange: `Percent off must be between 1 and ${COUPON_PERCENT_MAX}`,
  amountRequired: 'Enter the amount off',
  alreadyEnded: 'This code has ended and cannot be changed',
  tooMany: 'Too many code attempts. Please wait a minute and try again',
} as const;

/** '2026-11-01T00:00' as entered (India time) to the instant, or null when it is not such a date and time. */
export function indiaLocalToDate(local: string): Date | null {
  const at = fromIndiaLocal(local);
  return Number.isNaN(at) ? null : new Date(at);
}

/** An instant as India time in the form the admin's date-time field takes: 'YYYY-MM-DDTHH:mm'. */
export { toIndiaLocal };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '1 Nov 2026, 12:00 am IST': an instant in India time, written without Intl (decision 020). */
export function indiaTimeText(at: Date | string): string {
  const local = new Date(new Date(at).getTime() + INDIA_OFFSET_MS);
  const hours = local.getUTCHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const day = `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  return `${day}, ${h12}:${minutes} ${hours < 12 ? 'am' : 'pm'} IST`;
}
