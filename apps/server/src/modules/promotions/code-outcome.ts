import { toRupees } from '@kala/contract/money';
import { COUPON_MESSAGES, type CodeOutcome } from '@kala/contract/promotions';
import type { Queryable } from '../orders/order-rows.ts';
import type { CodeResult } from './coupon-pricing.ts';
import { couponSummary } from './coupon-rules.ts';
import { couponByCode } from './coupons.repository.ts';

/** What the cart and the checkout say about the combination with a sale (decision 040). */
const NOTES = {
  usual: 'The code is applied to the usual prices, which saves you more than the sale',
  sale: null,
} as const;

/** A priced code as the shopper sees it: applied with its discount, or not, with the reason in plain words. */
export async function codeOutcome(q: Queryable, result: CodeResult, totalAfterPaise: number): Promise<CodeOutcome> {
  const row = result.couponId ? await couponByCode(q, result.code) : undefined;
  const summary = row ? couponSummary(row) : '';
  if (!result.applied) {
    return {
      code: result.code,
      applied: false,
      message: result.message,
      discount: 0,
      freeShipping: false,
      summary,
      note: result.message === COUPON_MESSAGES.saleIsBetter ? result.message : null,
      totalBefore: toRupees(result.totalBeforePaise),
      totalAfter: toRupees(totalAfterPaise),
    };
  }
  return {
    code: result.code,
    applied: true,
    message: null,
    // What the code saves: off the goods and, for free shipping, the freight waived (once a courier is known).
    discount: toRupees(result.discountPaise + result.shippingWaivedPaise),
    freeShipping: result.freeShipping,
    summary,
    note: NOTES[result.basis],
    totalBefore: toRupees(result.totalBeforePaise),
    totalAfter: toRupees(totalAfterPaise),
  };
}
