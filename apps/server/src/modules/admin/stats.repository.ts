import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, products, users } from '../../db/schema/index.ts';
import { createCatalogRepository } from '../catalog/catalog.repository.ts';
import { countsAsRevenue } from '../orders/revenue.ts';

/** The Overview's figures (GET /api/admin/stats). */
export function createAdminStatsRepository(db: Db) {
  const catalog = createCatalogRepository(db);
  const count = async (table: typeof products | typeof users | typeof orders) => {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(table);
    return row?.total ?? 0;
  };

  return {
    async totals() {
      const [totalProducts, totalUsers, totalOrders, [revenue]] = await Promise.all([
        count(products),
        count(users),
        count(orders),
        // float8 holds every whole number of paise below 2^53 exactly; a bigint would arrive as a string.
        db
          .select({ paise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::float8` })
          .from(orders)
          .where(countsAsRevenue),
      ]);
      return { totalProducts, totalUsers, totalOrders, revenuePaise: Number(revenue?.paise ?? 0) };
    },

    async latestOrders(limit: number) {
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          customerName: orders.customerName,
          totalPaise: orders.totalPaise,
          status: orders.status,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .orderBy(desc(orders.createdAt), desc(orders.orderNumber), asc(orders.id))
        .limit(limit);
    },

    /** The storefront's featured order (highest rated first), read by the catalogue's own query: one rule. */
    async featuredProducts(limit: number) {
      const { records } = await catalog.list({ ordering: '-ratings', offset: 0, limit, includeInactive: false });
      return records;
    },
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
