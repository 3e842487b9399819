import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

export function createSeoRepository(db: Db) {
  return {
    /** Every active product's id and last change, for the sitemap. */
    activeProducts() {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(asc(products.createdAt), asc(products.id));
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
