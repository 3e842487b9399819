import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSizes, products, wishlistItems } from '../../db/schema/index.ts';

export type WishlistSizeRow = typeof productSizes.$inferSelect;

/**
 * Every query takes the session user's id and filters by it. Products taken off sale stay in the table (they may
 * come back) but are hidden from every read.
 */
export function createWishlistRepository(db: Db) {
  const visible = (userId: string) => and(eq(wishlistItems.userId, userId), eq(products.isActive, true));

  return {
    async isActiveProduct(productId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.isActive, true)));
      return Boolean(row);
    },

    async items(userId: string) {
      const rows = await db
        .select({
          id: wishlistItems.id,
          addedAt: wishlistItems.createdAt,
          productId: products.id,
          name: products.name,
          thumbnail: products.thumbnail,
        })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(visible(userId))
        .orderBy(desc(wishlistItems.createdAt), asc(wishlistItems.id));
      const ids = rows.map((r) => r.productId);
      const sizes = ids.length
        ? await db
            .select()
            .from(productSizes)
            .where(inArray(productSizes.productId, ids))
            .orderBy(asc(productSizes.position))
        : [];
      return rows.map((row) => ({ ...row, sizes: sizes.filter((s) => s.productId === row.productId) }));
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(visible(userId));
      return row?.count ?? 0;
    },

    async has(userId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: wishlistItems.id })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(and(visible(userId), eq(wishlistItems.productId, productId)));
      return Boolean(row);
    },

    /** Adding twice keeps one entry, also when two adds race. */
    async add(userId: string, productId: string) {
      await db
        .insert(wishlistItems)
        .values({ userId, productId })
        .onConflictDoNothing({
          target: [wishlistItems.userId, wishlistItems.productId],
        });
    },

    async remove(userId: string, productId: string): Promise<boolean> {
      const rows = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning({ id: wishlistItems.id });
      return rows.length > 0;
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
