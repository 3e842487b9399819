import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { LOW_STOCK_LIST_LIMIT } from '@kala/contract/stock';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, paymentAttempts, productSizes, products, stockSettings } from '../../db/schema/index.ts';

/** The database or a transaction of it. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** One of the shopper's own orders holding pieces of one size, as read (the service shapes the answer). */
export interface HoldRow {
  sizeId: string;
  pieces: number;
  orderId: string;
  orderNumber: string;
  paymentDueAt: Date | null;
  failedAttempts: number;
  source: 'cart' | 'quick';
}

/** Queries of the stock module: a shopper's holds, the seller's threshold and the sizes at or below it. */
export function createStockRepository(db: Db) {
  return {
    db,

    /**
     * The pieces of a product's sizes that this shopper's own online orders took and still hold while they wait for
     * their payment (pending, payment pending or failed): the orders the payment-expiry job will give up on. Every
     * row is filtered by the user: another shopper's holds are never read here.
     */
    async holdsOf(userId: string, productId: string): Promise<HoldRow[]> {
      const failed = db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, orders.id), eq(paymentAttempts.outcome, 'failed')));
      const rows = await db
        .select({
          sizeId: orderItems.sizeId,
          pieces: sql<number>`sum(${orderItems.quantity})::int`,
          orderId: orders.id,
          orderNumber: orders.orderNumber,
          paymentDueAt: orders.paymentDueAt,
          failedAttempts: sql<number>`(${failed})`,
          source: orders.source,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            sql`${orders.paymentMethod} = 'razorpay' and ${orders.status} = 'pending' and ${orders.paymentStatus} in ('pending', 'failed')`,
            eq(orderItems.productId, productId),
            eq(orderItems.stockTaken, true),
            isNotNull(orderItems.sizeId),
          ),
        )
        .groupBy(orderItems.sizeId, orders.id)
        .orderBy(asc(orders.createdAt), asc(orders.id));
      return rows.flatMap((row) =>
        row.sizeId ? [{ ...row, sizeId: row.sizeId, failedAttempts: Number(row.failedAttempts) }] : [],
      );
    },

    async threshold(q: Queryable): Promise<number | undefined> {
      const [row] = await q.select().from(stockSettings).where(eq(stockSettings.id, 1));
      return row?.lowStockThreshold;
    },

    async saveThreshold(q: Queryable, threshold: number, at: Date): Promise<void> {
      await q
        .insert(stockSettings)
        .values({ id: 1, lowStockThreshold: threshold, updatedAt: at })
        .onConflictDoUpdate({ target: stockSettings.id, set: { lowStockThreshold: threshold, updatedAt: at } });
    },

    /**
     * The counted sizes of products on sale with `threshold` pieces or fewer, the fewest first (at most the list's
     * limit), and how many there are. Made-to-order sizes (no count) are never low.
     */
    async lowStock(threshold: number) {
      const low = and(eq(products.isActive, true), isNotNull(productSizes.stock), lte(productSizes.stock, threshold));
      const [sizes, [count]] = await Promise.all([
        db
          .select({
            productId: products.id,
            productName: products.name,
            thumbnail: products.thumbnail,
            sizeId: productSizes.id,
            size: productSizes.label,
            stock: sql<number>`${productSizes.stock}`,
            isAvailable: productSizes.isAvailable,
          })
          .from(productSizes)
          .innerJoin(products, eq(products.id, productSizes.productId))
          .where(low)
          .orderBy(asc(productSizes.stock), asc(products.name), asc(productSizes.position), asc(productSizes.id))
          .limit(LOW_STOCK_LIST_LIMIT),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(productSizes)
          .innerJoin(products, eq(products.id, productSizes.productId))
          .where(low),
      ]);
      return { sizes, total: Number(count?.total ?? 0) };
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
