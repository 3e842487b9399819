import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { COUPON_MESSAGES, DEFAULT_COMBINATION, type Combination } from '@kala/contract/promotion-constants';
import { UnprocessableError } from '../../lib/errors.ts';
import { cartCoupons, couponUses, coupons, orders, promotionSettings } from '../../db/schema/index.ts';
import type { Queryable } from '../orders/order-rows.ts';
import type { CouponChoice, UnknownCode } from './coupon-pricing.ts';
import type { CouponTerms, ShopperFacts } from './coupon-rules.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** A row as the pricing reads it. */
export const termsOf = (row: CouponRow): CouponTerms => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  ceilingPaise: row.ceilingPaise,
  amountPaise: row.amountPaise,
  minOrderPaise: row.minOrderPaise,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  categories: row.categories,
  productIds: row.productIds,
  usageCap: row.usageCap,
  uses: row.uses,
  perShopperLimit: row.perShopperLimit,
  firstOrderOnly: row.firstOrderOnly,
  pausedAt: row.pausedAt,
  endedAt: row.endedAt,
});

/** A code by its text, whatever its case (stored upper-case; the unique index is on upper(code)). */
export async function couponByCode(q: Queryable, code: string): Promise<CouponRow | undefined> {
  const [row] = await q
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code})`);
  return row;
}

/** An online order from the cart still waiting for its payment: a new order from the cart replaces it. */
const replacedByCart = sql`${orders.source} = 'cart' and ${orders.paymentMethod} = 'razorpay' and ${orders.status} = 'pending' and ${orders.paymentStatus} in ('pending', 'failed')`;

/**
 * The shopper's live uses of the code and their orders not cancelled (first-order-only), `exceptOrderId` left out
 * (the order being placed, inside its own transaction).
 */
export async function shopperFacts(
  q: Queryable,
  couponId: string,
  userId: string,
  exceptOrderId?: string,
): Promise<ShopperFacts> {
  const except = exceptOrderId ?? '00000000-0000-0000-0000-000000000000';
  // Before the order's transaction (pricing), the shopper's online cart orders still waiting for their payment do not
  // count: placing the cart again replaces them (decision 018) and gives their use back first. In the transaction
  // (`exceptOrderId` given) they are already cancelled, so the condition changes nothing there.
  const counted = exceptOrderId ? sql`true` : sql`not (${replacedByCart})`;
  const [uses] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(couponUses)
    .innerJoin(orders, eq(orders.id, couponUses.orderId))
    .where(
      and(
        eq(couponUses.couponId, couponId),
        eq(couponUses.userId, userId),
        isNull(couponUses.releasedAt),
        ne(couponUses.orderId, except),
        counted,
      ),
    );
  const [earlier] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled'), ne(orders.id, except), counted));
  return { usesByShopper: uses?.n ?? 0, earlierOrders: earlier?.n ?? 0 };
}

/** The seller's choice of how a code combines with a sale (decision 040); best-of until set. */
export async function combinationSetting(q: Queryable): Promise<Combination> {
  const [row] = await q.select().from(promotionSettings).where(eq(promotionSettings.id, 1));
  return row?.combination ?? DEFAULT_COMBINATION;
}

export async function setCombination(q: Queryable, combination: Combination, at: Date): Promise<void> {
  await q
    .insert(promotionSettings)
    .values({ id: 1, combination, updatedAt: at })
    .onConflictDoUpdate({ target: promotionSettings.id, set: { combination, updatedAt: at } });
}

/** Everything the pricing needs to price a code for this shopper now, or the code as unknown. */
export async function couponChoice(
  q: Queryable,
  userId: string,
  code: string,
  now: number,
): Promise<CouponChoice | UnknownCode> {
  const row = await couponByCode(q, code);
  if (!row) return { unknown: code };
  const [facts, combination] = await Promise.all([shopperFacts(q, row.id, userId), combinationSetting(q)]);
  return { terms: termsOf(row), facts, combination, now };
}

export interface UseClaim {
  couponId: string;
  orderId: string;
  userId: string;
  discountPaise: number;
  shippingWaivedPaise: number;
  at: Date;
}

/**
 * Takes one use of the code inside the order's transaction (issue 27: the cap holds under concurrency). The
 * conditional update takes the coupon's row lock, so concurrent orders with the code queue here, and each sees the
 * count the one before it committed: the 6th order of a code capped at 5 updates nothing and is refused. The
 * shopper's own limit and first-order-only are checked again after the lock, where no other order with the code
 * can slip in between. A refusal throws: the order's transaction rolls back, its stock with it.
 */
export async function claimUse(tx: Queryable, claim: UseClaim): Promise<void> {
  const [taken] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(eq(coupons.id, claim.couponId), sql`(${coupons.usageCap} is null or ${coupons.uses} < ${coupons.usageCap})`),
    )
    .returning();
  if (!taken) throw new UnprocessableError(COUPON_MESSAGES.usedUp);
  const facts = await shopperFacts(tx, claim.couponId, claim.userId, claim.orderId);
  if (taken.perShopperLimit !== null && facts.usesByShopper >= taken.perShopperLimit) {
    throw new UnprocessableError(COUPON_MESSAGES.alreadyUsed);
  }
  if (taken.firstOrderOnly && facts.earlierOrders > 0) throw new UnprocessableError(COUPON_MESSAGES.firstOrderOnly);
  await tx.insert(couponUses).values({
    couponId: claim.couponId,
    orderId: claim.orderId,
    userId: claim.userId,
    discountPaise: claim.discountPaise,
    shippingWaivedPaise: claim.shippingWaivedPaise,
    createdAt: claim.at,
  });
}

/** A cancelled order gives its use back (once: the use is marked released, and the count goes down with it). */
export async function releaseUse(tx: Queryable, orderId: string, at: Date): Promise<boolean> {
  const [released] = await tx
    .update(couponUses)
    .set({ releasedAt: at })
    .where(and(eq(couponUses.orderId, orderId), isNull(couponUses.releasedAt)))
    .returning({ couponId: couponUses.couponId });
  if (!released) return false;
  await tx
    .update(coupons)
    .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
    .where(eq(coupons.id, released.couponId));
  return true;
}

/** The code saved on the shopper's cart, if any. */
export async function cartCode(q: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await q.select({ code: cartCoupons.code }).from(cartCoupons).where(eq(cartCoupons.userId, userId));
  return row?.code;
}

export async function saveCartCode(q: Queryable, userId: string, code: string, at: Date): Promise<void> {
  await q
    .insert(cartCoupons)
    .values({ userId, code, updatedAt: at })
    .onConflictDoUpdate({ target: cartCoupons.userId, set: { code, updatedAt: at } });
}

export async function removeCartCode(q: Queryable, userId: string): Promise<void> {
  await q.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
}
