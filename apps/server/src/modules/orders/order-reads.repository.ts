import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { OrderStatus } from '@kala/contract/orders';
import type { Db } from '../../db/client.ts';
import { orderItems, orderStatusHistory, orders, paymentAttempts, refunds } from '../../db/schema/index.ts';

import {
  type AttemptRow,
  type OrderItemRow,
  type OrderRow,
  type Queryable,
  type RefundRow,
  type StatusRow,
} from './order-rows.ts';

/** Reading orders: one (locked when a change follows), a shopper's pages and count, their lines, history and payment
 * records, and the addresses used before. */
export function orderReadQueries(db: Db) {
  return {
    /** One order, only if it is this user's (undefined otherwise: another user's order does not exist for them). */
    async findOrder(q: Queryable, orderId: string, userId: string | null, lock = false): Promise<OrderRow | undefined> {
      const where = userId ? and(eq(orders.id, orderId), eq(orders.userId, userId)) : eq(orders.id, orderId);
      const query = q.select().from(orders).where(where);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async listOrders(options: {
      userId: string | null;
      status?: OrderStatus | undefined;
      limit: number;
      offset: number;
    }) {
      const where = and(
        options.userId ? eq(orders.userId, options.userId) : undefined,
        options.status ? eq(orders.status, options.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async countOrders(userId: string | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(userId ? eq(orders.userId, userId) : undefined);
      return row?.n ?? 0;
    },
    async itemsOf(q: Queryable, orderIds: string[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return q.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.position));
    },
    async historyOf(q: Queryable, orderIds: string[]): Promise<StatusRow[]> {
      if (orderIds.length === 0) return [];
      return q
        .select()
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, orderIds))
        .orderBy(asc(orderStatusHistory.seq));
    },
    async attemptsOf(q: Queryable, orderIds: string[]): Promise<AttemptRow[]> {
      if (orderIds.length === 0) return [];
      return q
        .select()
        .from(paymentAttempts)
        .where(inArray(paymentAttempts.orderId, orderIds))
        .orderBy(asc(paymentAttempts.createdAt));
    },
    async refundsOf(q: Queryable, orderIds: string[]): Promise<RefundRow[]> {
      if (orderIds.length === 0) return [];
      return q.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.createdAt));
    },
    /** Addresses this user shipped to, each once, the last used first. */
    async savedAddresses(userId: string, limit: number) {
      return db
        .select({ address: orders.shippingAddress, lastUsedAt: max(orders.createdAt) })
        .from(orders)
        .where(eq(orders.userId, userId))
        .groupBy(orders.shippingAddress)
        .orderBy(desc(max(orders.createdAt)))
        .limit(limit);
    },
  };
}
