import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponUses, coupons, orders } from '../../db/schema/index.ts';
import type { Queryable } from '../orders/order-rows.ts';
import type { CouponRow } from './coupons.repository.ts';

/** A code with what its live uses came to: the orders' totals and what the code took off (goods and shipping). */
export interface CouponWithStats extends CouponRow {
  liveUses: number;
  revenuePaise: number;
  discountGivenPaise: number;
}

export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'uses' | 'createdAt'>;

/** The admin's reads and writes of codes (the Promotions tab). Every write runs in the caller's transaction. */
export function createAdminCouponsRepository(db: Db) {
  return {
    db,

    /** Every code, newest first, with its uses not given back and those orders' totals and discounts. */
    async list(): Promise<CouponWithStats[]> {
      return db
        .select({
          ...getTableColumns(coupons),
          liveUses: sql<number>`count(${couponUses.id})::int`,
          // float8: sums of many orders' paise may pass what an int holds; a double holds whole paise exactly.
          revenuePaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::float8`,
          discountGivenPaise: sql<number>`coalesce(sum(${couponUses.discountPaise} + ${couponUses.shippingWaivedPaise}), 0)::float8`,
        })
        .from(coupons)
        .leftJoin(couponUses, and(eq(couponUses.couponId, coupons.id), isNull(couponUses.releasedAt)))
        .leftJoin(orders, eq(orders.id, couponUses.orderId))
        .groupBy(coupons.id)
        .orderBy(desc(coupons.createdAt));
    },

    async find(q: Queryable, id: string, lock = false): Promise<CouponRow | undefined> {
      const query = q.select().from(coupons).where(eq(coupons.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insert(q: Queryable, values: CouponValues): Promise<CouponRow> {
      const [row] = await q.insert(coupons).values(values).returning();
      return row!;
    },

    async update(q: Queryable, id: string, values: Partial<CouponValues>): Promise<CouponRow> {
      const [row] = await q.update(coupons).set(values).where(eq(coupons.id, id)).returning();
      return row!;
    },
  };
}

export type AdminCouponsRepository = ReturnType<typeof createAdminCouponsRepository>;
