import { z } from 'zod';
import { ORDER_STATUSES } from './orders.ts';

/**
 * GET /api/admin/stats, the Overview tab (spec §2 Admin dashboard; the spec does not show its shape). Money in rupees
 * like every amount of the API (architecture §4), summed in paise on the server.
 */

export const RECENT_ORDERS_SHOWN = 3;
export const TOP_PRODUCTS_SHOWN = 3;

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
  _id: z.string(),
  name: z.string(),
  thumbnail: z.string(),
  /** The creator's name, or the default studio's. */
  creatorName: z.string(),
  /** The cheapest and dearest discounted price of its sizes; null when it has no size (web: 'No sizes configured'). */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
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
  /** The first active products in the store's featured order (highest rated first). */
  topProducts: z.array(topProductSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ADMIN_STATS_MESSAGES = {
  failed: 'Error fetching admin statistics',
  noSizes: 'No sizes configured',
} as const;
