import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, products, users } from '../../db/schema/index.ts';
import { createAnalyticsRepository, type DayRange } from '../analytics/analytics.repository.ts';
import { createCatalogRepository } from '../catalog/catalog.repository.ts';
import { countsAsRevenue } from '../orders/revenue.ts';

/** The Overview's figures (GET /api/admin/stats). */
export function createAdminStatsRepository(db: Db) {
  const catalog = createCatalogRepository(db);
  const analytics = createAnalyticsRepository(db);
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

    /** Sales per product over a range of store days: the analytics tab's own query, so both count alike. */
    productSales: (range: DayRange) => analytics.productSales(range),

    /** The products the best sellers are, active or not, with their sizes and creators. */
    productsByIds: (ids: readonly string[]) => catalog.findManyById(ids),
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
