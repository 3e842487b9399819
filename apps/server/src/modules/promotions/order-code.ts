import { COUPON_MESSAGES } from '@kala/contract/promotion-constants';
import { UnprocessableError } from '../../lib/errors.ts';
import type { Queryable } from '../orders/order-rows.ts';
import type { CodeResult, CouponChoice, UnknownCode } from './coupon-pricing.ts';
import { cartCode, claimUse, couponChoice, removeCartCode } from './coupons.repository.ts';

/**
 * What an order (or its preview) does with a coupon code (decision 040), kept here so place-order.ts and
 * preview-order.ts each call it in a line.
 */

/** The code to price: typed at checkout, or (a cart order) the one saved on the cart; read with the shopper's facts. */
export async function orderCode(
  q: Queryable,
  userId: string,
  input: { couponCode?: string | undefined; useCartItems?: boolean | undefined },
  now: number,
): Promise<{ choice: CouponChoice | UnknownCode | null; typed: boolean }> {
  const code = input.couponCode ?? (input.useCartItems ? await cartCode(q, userId) : undefined);
  const choice = code ? await couponChoice(q, userId, code, now) : null;
  return { choice, typed: input.couponCode !== undefined };
}

/**
 * A code typed at checkout that does not apply stops the order with its reason; a code saved on the cart that no
 * longer applies is left out, as the checkout's review showed. Best-of keeping the sale never stops an order.
 */
export function refuseTypedCode(result: CodeResult | null, typed: boolean): void {
  if (!typed || !result || result.applied || result.message === COUPON_MESSAGES.saleIsBetter) return;
  throw new UnprocessableError(result.message);
}

/**
 * Inside the order's transaction: the code's use taken (the cap holds under concurrency; it rolls back with the
 * order), and the cart's code dropped when the order empties the cart.
 */
export async function takeCode(
  tx: Queryable,
  result: CodeResult | null,
  order: { orderId: string; userId: string; at: Date },
  placement: { emptiesCart: boolean },
  input: { useCartItems: boolean },
): Promise<void> {
  if (result?.applied) {
    await claimUse(tx, {
      ...order,
      couponId: result.couponId,
      discountPaise: result.discountPaise,
      shippingWaivedPaise: result.shippingWaivedPaise,
    });
  }
  if (placement.emptiesCart && input.useCartItems) await removeCartCode(tx, order.userId);
}

/** The order's columns of its code: the code and what it took off the goods (none without an applied code). */
export const codeOrderColumns = (result: CodeResult | null) =>
  result?.applied ? { couponCode: result.code, couponDiscountPaise: result.discountPaise } : {};

/**
 * A line's columns of the code: its part of the discount, and its unit price and value as priced. When best-of chose
 * the code on the usual prices, no sale priced the line.
 */
export function codeLineColumns(
  priced: { units: number[]; lineCouponPaise: number[]; lines: { grossPaise: number }[]; coupon: CodeResult | null },
  position: number,
) {
  return {
    unitPricePaise: priced.units[position]!,
    lineTotalPaise: priced.lines[position]!.grossPaise,
    couponDiscountPaise: priced.lineCouponPaise[position]!,
    ...(priced.coupon?.applied && priced.coupon.basis === 'usual' && { saleId: null, saleName: null }),
  };
}
