import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products, reviews, users } from '../../db/schema/index.ts';
import type { Queryable } from './reviews.repository.ts';

/** What the admin's review list reads: the review with its product's name, author's email and order. */
/** A review with what the admin's list shows beside it: the piece, the author's email and the order it came from. */
const adminRows = (q: Queryable) =>
  q
    .select({
      review: reviews,
      productName: products.name,
      authorEmail: users.email,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .leftJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId));

export function createAdminReviewsRepository(db: Db) {
  return {
    /** The admin's list: newest first, with product name, author email and order. */
    async adminPage(
      filter: { status: 'all' | 'visible' | 'hidden'; productId?: string | undefined },
      offset: number,
      limit: number,
    ) {
      const where = and(
        filter.status === 'visible' ? isNull(reviews.hiddenAt) : undefined,
        filter.status === 'hidden' ? isNotNull(reviews.hiddenAt) : undefined,
        filter.productId ? eq(reviews.productId, filter.productId) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        adminRows(db).where(where).orderBy(desc(reviews.createdAt), asc(reviews.id)).limit(limit).offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(reviews)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** One review as the admin list shows it. */
    async adminOne(q: Queryable, id: string) {
      const [row] = await adminRows(q).where(eq(reviews.id, id));
      return row;
    },
  };
}

export type AdminReviewRecord = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createAdminReviewsRepository>['adminOne']>>
>;
