import { z } from 'zod';
import { ORDER_STATUSES } from './orders.ts';

/**
 * GET /api/admin/stats, the Overview tab (spec §2 Admin dashboard; the spec does not show its shape). Money in rupees
 * like every amount of the API (architecture §4), summed in paise on the server.
 */

export const RECENT_ORDERS_SHOWN = 3;
export const TOP_PRODUCTS_SHOWN = 3;
/** Top Products are the best sellers of this many days of the store's calendar, today included (as analytics'). */
export const TOP_PRODUCTS_DAYS = 30;

export const recentOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  totalAmount: z.number(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
});
export type RecentOrder = z.infer<typeof recentOrderSchema>;

export const topProductSchema = z.object({
  /** Null for a product deleted since: its orders keep the name and picture they copied. */
  _id: z.string().nullable(),
  name: z.string(),
  thumbnail: z.string(),
  /** The creator's name, or the default studio's; null for a deleted product. */
  creatorName: z.string().nullable(),
  /** The cheapest and dearest discounted price of its sizes; null when it has no size (web: 'No sizes configured'). */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  /** Pieces sold over the last TOP_PRODUCTS_DAYS days, in orders that count as revenue. */
  unitsSold: z.number().int(),
  /** Their goods' value in rupees (the lines, before GST and shipping), as the analytics tab counts it. */
  revenue: z.number(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

export const adminStatsSchema = z.object({
  /** Every product of the catalogue, active or not (the Products tab lists both). */
  totalProducts: z.number().int(),
  /** Every account, shoppers and admins. */
  totalUsers: z.number().int(),
  /** Every order, whatever its status. */
  totalOrders: z.number().int(),
  /** Sum of the totals of the orders that count as revenue (the one rule: server modules/orders/revenue.ts). */
  revenue: z.number(),
  /** The latest orders, newest first. */
  recentOrders: z.array(recentOrderSchema),
  /**
   * The best sellers of the last TOP_PRODUCTS_DAYS days: most pieces sold first, then the most revenue (the analytics
   * tab's rule and its orders: those that count as revenue).
   */
  topProducts: z.array(topProductSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ADMIN_STATS_MESSAGES = {
  failed: 'Error fetching admin statistics',
  noSizes: 'No sizes configured',
  deletedProduct: 'No longer in the catalogue',
  noSales: `Nothing sold in the last ${TOP_PRODUCTS_DAYS} days.`,
} as const;
