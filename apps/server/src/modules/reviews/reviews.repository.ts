import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '@kala/contract/reviews';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products, reviews } from '../../db/schema/index.ts';
import { createAdminReviewsRepository } from './admin-reviews.repository.ts';
import { createReviewPhotosRepository } from './review-photos.repository.ts';

export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type ReviewRow = typeof reviews.$inferSelect;

/** A shopper's line of a product, with its order's status: what decides whether they may review it. */
export interface BoughtLine {
  orderItemId: string;
  orderId: string;
  sizeLabel: string;
  status: string;
}

const ORDERINGS: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
  // Photos first (newest among them), then the rest by date: every review stays reachable.
  'with-photos': [sql`(${reviews.photoCount} > 0) desc`, desc(reviews.createdAt), asc(reviews.id)],
};

const visibleOf = (productId: string) => and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));

export function createReviewsRepository(db: Db) {
  return {
    db,
    ...createReviewPhotosRepository(db),
    ...createAdminReviewsRepository(db),

    async productExists(productId: string, activeOnly: boolean): Promise<{ name: string } | undefined> {
      const [row] = await db
        .select({ name: products.name })
        .from(products)
        .where(activeOnly ? and(eq(products.id, productId), eq(products.isActive, true)) : eq(products.id, productId));
      return row;
    },

    /**
     * Locks the product's row: review changes of one product take turns, so each sees the others' rows when it sets
     * the figures. `no key update`, as the admin's product save: an order's lines only need a key-share lock on it.
     */
    async lockProduct(q: Queryable, productId: string): Promise<{ name: string } | undefined> {
      const [row] = await q
        .select({ name: products.name })
        .from(products)
        .where(eq(products.id, productId))
        .for('no key update');
      return row;
    },

    /** Sets the product's rating and count to those of its visible reviews (in the change's transaction). */
    async refreshProductFigures(q: Queryable, productId: string): Promise<void> {
      await q.execute(sql`
        update ${products} set
          ratings = coalesce((select round(avg(r.rating)::numeric, 2)::float8 from ${reviews} r
                              where r.product_id = ${productId} and r.hidden_at is null), 0),
          review_count = (select count(*)::int from ${reviews} r
                          where r.product_id = ${productId} and r.hidden_at is null)
        where id = ${productId}`);
    },

    /** The shopper's lines of the product, newest order first (one line when `orderItemId` is given). */
    async boughtLines(userId: string, productId: string, orderItemId?: string): Promise<BoughtLine[]> {
      return db
        .select({
          orderItemId: orderItems.id,
          orderId: orders.id,
          sizeLabel: orderItems.sizeLabel,
          status: orders.status,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orderItems.productId, productId),
            orderItemId ? eq(orderItems.id, orderItemId) : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt));
    },

    async hasDeliveredOrder(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered')))
        .limit(1);
      return row !== undefined;
    },

    async reviewOf(q: Queryable, userId: string, productId: string): Promise<ReviewRow | undefined> {
      const [row] = await q
        .select()
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
      return row;
    },

    /** A review by id, the author's own when `userId` is given; locked with `lock`. */
    async findReview(q: Queryable, id: string, userId?: string, lock = false): Promise<ReviewRow | undefined> {
      const query = q
        .select()
        .from(reviews)
        .where(userId ? and(eq(reviews.id, id), eq(reviews.userId, userId)) : eq(reviews.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async insertReview(q: Queryable, values: typeof reviews.$inferInsert): Promise<ReviewRow> {
      const [row] = await q.insert(reviews).values(values).returning();
      if (!row) throw new Error('review insert returned nothing');
      return row;
    },

    async updateReview(q: Queryable, id: string, set: Partial<typeof reviews.$inferInsert>): Promise<ReviewRow> {
      const [row] = await q.update(reviews).set(set).where(eq(reviews.id, id)).returning();
      if (!row) throw new Error('review update returned nothing');
      return row;
    },

    async deleteReview(q: Queryable, id: string): Promise<void> {
      await q.delete(reviews).where(eq(reviews.id, id));
    },

    /** A page of the product's visible reviews. */
    async visiblePage(productId: string, sort: ReviewSort, offset: number, limit: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(visibleOf(productId))
        .orderBy(...ORDERINGS[sort])
        .limit(limit)
        .offset(offset);
    },

    /** The figures of the product's visible reviews, in one pass. */
    async summary(productId: string) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          average: sql<number>`coalesce(avg(${reviews.rating})::float8, 0)`,
          withPhotos: sql<number>`(count(*) filter (where ${reviews.photoCount} > 0))::int`,
          samples: sql<number>`(count(*) filter (where ${reviews.sample}))::int`,
          s1: sql<number>`(count(*) filter (where ${reviews.rating} = 1))::int`,
          s2: sql<number>`(count(*) filter (where ${reviews.rating} = 2))::int`,
          s3: sql<number>`(count(*) filter (where ${reviews.rating} = 3))::int`,
          s4: sql<number>`(count(*) filter (where ${reviews.rating} = 4))::int`,
          s5: sql<number>`(count(*) filter (where ${reviews.rating} = 5))::int`,
        })
        .from(reviews)
        .where(visibleOf(productId));
      return row!;
    },

    /** The order (the shopper's own) and its lines, with the shopper's reviews of their products. */
    async orderForReviews(orderId: string, userId: string) {
      const [order] = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!order) return undefined;
      const lines = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
      const productIds = [...new Set(lines.map((l) => l.productId).filter((id): id is string => id !== null))];
      const mine = productIds.length
        ? await db
            .select({ id: reviews.id, productId: reviews.productId })
            .from(reviews)
            .where(and(eq(reviews.userId, userId), inArray(reviews.productId, productIds)))
        : [];
      return { order, lines, reviewByProduct: new Map(mine.map((r) => [r.productId, r.id])) };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type { AdminReviewRecord } from './admin-reviews.repository.ts';
export type { PhotoRow } from './review-photos.repository.ts';
