import { and, eq, isNotNull, sql, sum, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { orderStatusHistory, paymentAttempts, refunds } from '../../db/schema/index.ts';
import { orderItems, orders, productSizes, products } from '../../db/schema/index.ts';

/** The order tables' rows and the conditions several order queries share (orders.repository.ts and its parts). */

/** The database or a transaction of it: every query here runs on either. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A line to be ordered, with today's catalogue facts about its product and size. */
export interface SourceLine {
  productId: string;
  productName: string;
  /** Its Hindi name, where it has one (issue 28): the checkout's review names it so on a Hindi page. */
  productNameHi: string | null;
  thumbnail: string;
  productActive: boolean;
  sizeId: string;
  sizeLabel: string;
  sizeAvailable: boolean;
  pricePaise: number;
  /** Pieces in stock; null for a made-to-order size. */
  stock: number | null;
  /** The price the shopper last saw for a cart line; null for a quick order's line. */
  pricePaiseWhenAdded: number | null;
  quantity: number;
  category: string;
  hsnCode: string | null;
  gstRate: number | null;
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type StatusRow = typeof orderStatusHistory.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export const lineColumns = {
  productId: products.id,
  productName: products.name,
  productNameHi: products.nameHi,
  thumbnail: products.thumbnail,
  productActive: products.isActive,
  sizeId: productSizes.id,
  sizeLabel: productSizes.label,
  sizeAvailable: productSizes.isAvailable,
  pricePaise: productSizes.discountedPaise,
  stock: productSizes.stock,
  // GST (issue 24): the category, and the product's own HSN code and rate when set.
  category: products.category,
  hsnCode: products.hsnCode,
  gstRate: products.gstRate,
};

/**
 * The shopper's online orders from the cart still waiting for their payment: pending, the payment not made (none yet,
 * or only failed tries, so 'Pay now' may still be offered). A new order from the cart replaces them
 * (orders.service.ts#place). Quick orders and cash on delivery are never among them.
 */
export const awaitingPaymentFromCart = (userId: string | Placeholder) =>
  and(
    eq(orders.userId, userId),
    // Written as constants, not parameters, and exactly as the partial index `orders_unpaid_cart_idx` states them
    // (db/schema/orders.ts): a prepared statement's generic plan can then still prove the index applies.
    sql`${orders.source} = 'cart' and ${orders.paymentMethod} = 'razorpay' and ${orders.status} = 'pending' and ${orders.paymentStatus} in ('pending', 'failed')`,
  );

/**
 * The pieces per size that the shopper's online cart orders still waiting for their payment took from stock: the
 * pieces a new order from the cart gets back first (decision 018). Read by the orders' line check and by the cart
 * (cart.repository.ts), which shows those pieces as available to this shopper alone.
 */
export async function piecesHeldByUnpaidCartOrders(q: Queryable, userId: string): Promise<Map<string, number>> {
  const rows = await q
    .select({ sizeId: orderItems.sizeId, pieces: sum(orderItems.quantity).mapWith(Number) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(awaitingPaymentFromCart(userId), eq(orderItems.stockTaken, true), isNotNull(orderItems.sizeId)))
    .groupBy(orderItems.sizeId);
  return new Map(rows.flatMap((row) => (row.sizeId ? [[row.sizeId, row.pieces] as const] : [])));
}

/**
 * How long after a cart order an empty cart is still put down to it ('Your cart was already ordered'): a checkout
 * left open in another tab overnight is still told; an empty cart long after the last order is simply empty.
 */
export const CART_ORDERED_WITHIN = '24 hours';
