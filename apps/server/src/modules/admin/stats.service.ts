import { addDays, storeToday } from '@kala/contract/analytics';
import {
  RECENT_ORDERS_SHOWN,
  TOP_PRODUCTS_DAYS,
  TOP_PRODUCTS_SHOWN,
  type AdminStats,
  type TopProduct,
} from '@kala/contract/admin-stats';
import { toRupees } from '@kala/contract/money';
import { DEFAULT_STUDIO_NAME } from '@kala/contract/studio';
import { rankProducts } from '../analytics/product-ranking.ts';
import type { AdminStatsRepository } from './stats.repository.ts';

/**
 * The Overview tab (spec §2): four counts, the latest orders and the best sellers. Revenue is summed in paise over
 * the orders `countsAsRevenue` admits (modules/orders/revenue.ts, the one rule of every admin figure); Top Products
 * are what sold most over the last 30 days of the store's calendar, counted and ranked as the analytics tab does.
 */
export function createAdminStatsService(repository: AdminStatsRepository, now: () => number = Date.now) {
  async function topProducts(): Promise<TopProduct[]> {
    const to = storeToday(now());
    const sales = await repository.productSales({ from: addDays(to, -(TOP_PRODUCTS_DAYS - 1)), to });
    const best = rankProducts(sales, 'units', TOP_PRODUCTS_SHOWN);
    const records = await repository.productsByIds(best.flatMap((sale) => (sale.productId ? [sale.productId] : [])));
    const byId = new Map(records.map((record) => [record.product.id, record]));
    return best.map((sale) => {
      const record = sale.productId ? byId.get(sale.productId) : undefined;
      const prices = record?.sizes.map((size) => size.discountedPaise) ?? [];
      return {
        _id: record?.product.id ?? null,
        name: record?.product.name ?? sale.name,
        thumbnail: record?.product.thumbnail ?? sale.image,
        creatorName: record ? (record.creator?.name ?? DEFAULT_STUDIO_NAME) : null,
        minPrice: prices.length ? toRupees(Math.min(...prices)) : null,
        maxPrice: prices.length ? toRupees(Math.max(...prices)) : null,
        unitsSold: sale.units,
        revenue: toRupees(sale.revenuePaise),
      };
    });
  }

  return {
    async stats(): Promise<AdminStats> {
      const [totals, latest, top] = await Promise.all([
        repository.totals(),
        repository.latestOrders(RECENT_ORDERS_SHOWN),
        topProducts(),
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
        topProducts: top,
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
