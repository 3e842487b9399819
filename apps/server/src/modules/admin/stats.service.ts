import { RECENT_ORDERS_SHOWN, TOP_PRODUCTS_SHOWN, type AdminStats } from '@kala/contract/admin-stats';
import { toRupees } from '@kala/contract/money';
import { DEFAULT_STUDIO_NAME } from '@kala/contract/studio';
import type { AdminStatsRepository } from './stats.repository.ts';

/**
 * The Overview tab (spec §2): four counts, the latest orders and the first featured products. Revenue is summed in
 * paise over the orders `countsAsRevenue` admits (modules/orders/revenue.ts, the one rule of every admin figure).
 */
export function createAdminStatsService(repository: AdminStatsRepository) {
  return {
    async stats(): Promise<AdminStats> {
      const [totals, latest, featured] = await Promise.all([
        repository.totals(),
        repository.latestOrders(RECENT_ORDERS_SHOWN),
        repository.featuredProducts(TOP_PRODUCTS_SHOWN),
      ]);
      return {
        totalProducts: totals.totalProducts,
        totalUsers: totals.totalUsers,
        totalOrders: totals.totalOrders,
        revenue: toRupees(totals.revenuePaise),
        recentOrders: latest.map((order) => ({
          _id: order.id,
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          totalAmount: toRupees(order.totalPaise),
          status: order.status,
          createdAt: order.createdAt.toISOString(),
        })),
        topProducts: featured.map(({ product, sizes, creator }) => {
          const prices = sizes.map((size) => size.discountedPaise);
          return {
            _id: product.id,
            name: product.name,
            thumbnail: product.thumbnail,
            creatorName: creator?.name ?? DEFAULT_STUDIO_NAME,
            minPrice: prices.length ? toRupees(Math.min(...prices)) : null,
            maxPrice: prices.length ? toRupees(Math.max(...prices)) : null,
          };
        }),
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
