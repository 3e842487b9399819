import { and, ne, or, eq, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';

/**
 * Which orders count as revenue, the one rule for every figure the admin sees (overview, order stats, analytics):
 * an order that is not cancelled, paid online, or cash on delivery (counted when placed: the shop has promised the
 * piece, and a refused delivery ends as a cancellation, which takes it out again). An online order still waiting for
 * its payment, or whose payment failed, is not revenue.
 */
export const countsAsRevenue: SQL = and(
  ne(orders.status, 'cancelled'),
  or(eq(orders.paymentStatus, 'completed'), eq(orders.paymentMethod, 'cash_on_delivery')),
)!;
