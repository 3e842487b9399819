import { and, asc, count, desc, eq, inArray, isNotNull, max, or, sql, sum } from 'drizzle-orm';
import type { OrderStatus } from '@kala/contract/orders';
import type { Db } from '../../db/client.ts';
import { enqueueStatement, type OutboxJob } from '../../jobs/outbox.ts';
import {
  cartItems,
  idempotencyKeys,
  orderItems,
  orderStatusHistory,
  orders,
  paymentAttempts,
  refunds,
  productSizes,
  products,
} from '../../db/schema/index.ts';

/** The database or a transaction of it: every query here runs on either. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A line to be ordered, with today's catalogue facts about its product and size. */
export interface SourceLine {
  productId: string;
  productName: string;
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
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type StatusRow = typeof orderStatusHistory.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

const lineColumns = {
  productId: products.id,
  productName: products.name,
  thumbnail: products.thumbnail,
  productActive: products.isActive,
  sizeId: productSizes.id,
  sizeLabel: productSizes.label,
  sizeAvailable: productSizes.isAvailable,
  pricePaise: productSizes.discountedPaise,
  stock: productSizes.stock,
};

/**
 * The shopper's online orders from the cart still waiting for their payment: pending, the payment not made (none yet,
 * or only failed tries, so 'Pay now' may still be offered). A new order from the cart replaces them
 * (orders.service.ts#place). Quick orders and cash on delivery are never among them.
 */
const awaitingPaymentFromCart = (userId: string) =>
  and(
    eq(orders.userId, userId),
    eq(orders.source, 'cart'),
    eq(orders.paymentMethod, 'razorpay'),
    eq(orders.status, 'pending'),
    inArray(orders.paymentStatus, ['pending', 'failed']),
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
const CART_ORDERED_WITHIN = '24 hours';

/** Orders, their lines and history, idempotency keys, and the stock an order takes. */
export function createOrdersRepository(db: Db) {
  return {
    db,

    /** The user's cart lines with today's prices, oldest first (the cart's own order). */
    async cartLines(q: Queryable, userId: string): Promise<SourceLine[]> {
      return q
        .select({ ...lineColumns, pricePaiseWhenAdded: cartItems.pricePaiseWhenAdded, quantity: cartItems.quantity })
        .from(cartItems)
        .innerJoin(productSizes, eq(productSizes.id, cartItems.sizeId))
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    },

    /** The sizes a quick order names, each with its product; a pair that does not exist is simply absent. */
    async sizesOf(q: Queryable, sizeIds: string[]) {
      if (sizeIds.length === 0) return [];
      return q
        .select(lineColumns)
        .from(productSizes)
        .innerJoin(products, eq(products.id, productSizes.productId))
        .where(inArray(productSizes.id, sizeIds));
    },

    /**
     * The last statement of placing an order, one round trip: claims the idempotency key for the order and, only when
     * the key was free, writes the order's first status entry and the job that follows it (the confirmation mail, or
     * the online payment's expiry). False when the key belongs to another order: nothing was written, and the caller
     * rolls the order back. (A concurrent holder of the key is waited for by the database: the insert blocks on the
     * unique index until that transaction ends.)
     */
    async claimKeyAndFinish(
      q: Queryable,
      claim: { userId: string; scope: string; key: string; orderId: string },
      entry: Omit<typeof orderStatusHistory.$inferInsert, 'orderId' | 'id' | 'seq'> & { createdAt: Date },
      next: { job: OutboxJob; runAfter: Date },
    ): Promise<boolean> {
      const result = await q.execute(sql`
        with claimed as (
          insert into ${idempotencyKeys} (user_id, scope, key, order_id)
          values (${claim.userId}, ${claim.scope}, ${claim.key}, ${claim.orderId})
          on conflict do nothing
          returning 1
        ), entry as (
          insert into ${orderStatusHistory} (order_id, status, note, changed_by, changed_by_label, created_at)
          select ${claim.orderId}::uuid, ${entry.status}::text, ${entry.note ?? null}::text, ${entry.changedBy ?? null}::uuid,
                 ${entry.changedByLabel}::text, ${entry.createdAt.toISOString()}::timestamptz
          where exists (select 1 from claimed)
        ), job as (${enqueueStatement(next.job, next.runAfter, sql`exists (select 1 from claimed)`)})
        select count(*)::int as claimed from claimed`);
      // Both drivers answer `{ rows }`; the generic type does not say so.
      const { rows } = result as unknown as { rows: { claimed: number | string }[] };
      return Number(rows[0]?.claimed ?? 0) > 0;
    },

    async orderIdForKey(q: Queryable, userId: string, scope: string, key: string): Promise<string | undefined> {
      const [row] = await q
        .select({ orderId: idempotencyKeys.orderId })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return row?.orderId ?? undefined;
    },

    /**
     * Takes pieces from a size's stock in one statement: the row lock and the `stock >= quantity` condition make
     * concurrent orders queue on the row, so the count never goes below zero; at zero the size shows Out of Stock.
     * Answers 'untracked' for a made-to-order size (no count), 'taken', or the pieces left when too few remain.
     */
    async takeStock(
      q: Queryable,
      sizeId: string,
      quantity: number,
    ): Promise<{ kind: 'taken'; soldOut: boolean } | { kind: 'untracked' } | { kind: 'short'; left: number }> {
      const [taken] = await q
        .update(productSizes)
        .set({
          stock: sql`${productSizes.stock} - ${quantity}`,
          isAvailable: sql`case when ${productSizes.stock} - ${quantity} = 0 then false else ${productSizes.isAvailable} end`,
        })
        .where(
          and(eq(productSizes.id, sizeId), isNotNull(productSizes.stock), sql`${productSizes.stock} >= ${quantity}`),
        )
        .returning({ stock: productSizes.stock });
      if (taken) return { kind: 'taken', soldOut: taken.stock === 0 };
      const [size] = await q
        .select({ stock: productSizes.stock })
        .from(productSizes)
        .where(eq(productSizes.id, sizeId));
      if (!size || size.stock === null) return { kind: 'untracked' };
      return { kind: 'short', left: size.stock };
    },

    /**
     * Locks the shopper's online cart orders still waiting for their payment, in id order (two placings by one shopper
     * queue rather than deadlock). A row paid or cancelled while this waited is no longer matched, so it is not
     * answered.
     */
    async lockUnpaidCartOrders(q: Queryable, userId: string): Promise<OrderRow[]> {
      return q.select().from(orders).where(awaitingPaymentFromCart(userId)).orderBy(asc(orders.id)).for('update');
    },

    piecesHeldByUnpaidCartOrders,

    /** The numbers of the shopper's online cart orders still waiting for their payment, oldest first. */
    /**
     * The shopper's latest order from the cart that emptied it (the ordered lines go when a cash-on-delivery order is
     * placed, or when an online one is paid), placed within `CART_ORDERED_WITHIN`: what an empty cart is explained
     * by when a checkout left open in another tab places it. Only this shopper's orders are read.
     */
    async latestOrderThatEmptiedCart(q: Queryable, userId: string) {
      const [row] = await q
        .select({ id: orders.id, orderNumber: orders.orderNumber })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.source, 'cart'),
            or(eq(orders.paymentMethod, 'cash_on_delivery'), inArray(orders.paymentStatus, ['completed', 'refunded'])),
            sql`${orders.createdAt} > now() - ${CART_ORDERED_WITHIN}::interval`,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1);
      return row;
    },

    async unpaidCartOrderNumbers(q: Queryable, userId: string): Promise<string[]> {
      const rows = await q
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(awaitingPaymentFromCart(userId))
        .orderBy(asc(orders.createdAt), asc(orders.id));
      return rows.map((row) => row.orderNumber);
    },

    /** Locks sizes' stock rows in id order, the order takeStock's callers use, so the lockers queue, never deadlock. */
    async lockSizes(q: Queryable, sizeIds: string[]) {
      if (sizeIds.length === 0) return;
      await q
        .select({ id: productSizes.id })
        .from(productSizes)
        .where(inArray(productSizes.id, sizeIds))
        .orderBy(asc(productSizes.id))
        .for('update');
    },

    /** Gives pieces back (a cancellation); a size that had sold out is on sale again. Answers whether it came back. */
    async giveBackStock(q: Queryable, sizeId: string, quantity: number): Promise<boolean> {
      const [row] = await q
        .update(productSizes)
        .set({
          stock: sql`${productSizes.stock} + ${quantity}`,
          isAvailable: sql`case when ${productSizes.stock} = 0 then true else ${productSizes.isAvailable} end`,
        })
        .where(and(eq(productSizes.id, sizeId), isNotNull(productSizes.stock)))
        .returning({ stock: productSizes.stock });
      return row !== undefined && row.stock === quantity;
    },

    /** Inserts an order; its number comes from the `order_number_seq` sequence in the same statement. */
    async insertOrder(q: Queryable, values: Omit<typeof orders.$inferInsert, 'orderNumber'>): Promise<OrderRow> {
      const [row] = await q
        .insert(orders)
        .values({ ...values, orderNumber: sql`'KALA-' || nextval('order_number_seq')` })
        .returning();
      if (!row) throw new Error('order insert returned nothing');
      return row;
    },

    async insertItems(q: Queryable, values: (typeof orderItems.$inferInsert)[]): Promise<OrderItemRow[]> {
      return q.insert(orderItems).values(values).returning();
    },

    async insertHistory(q: Queryable, values: typeof orderStatusHistory.$inferInsert): Promise<StatusRow> {
      const [row] = await q.insert(orderStatusHistory).values(values).returning();
      if (!row) throw new Error('status history insert returned nothing');
      return row;
    },

    /** Removes the ordered lines from the cart (a line added meanwhile in another tab stays). */
    async removeCartLines(q: Queryable, userId: string, sizeIds: string[]) {
      if (sizeIds.length === 0) return;
      await q.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.sizeId, sizeIds)));
    },

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

    /** Records a try at paying; a payment id seen before is recorded once. */
    async recordAttempt(q: Queryable, values: typeof paymentAttempts.$inferInsert) {
      await q.insert(paymentAttempts).values(values).onConflictDoNothing();
    },

    /** A failed online payment try: the payment shows as failed (a paid or cancelled one is left as it is). */
    async markPaymentFailed(q: Queryable, orderId: string, at: Date) {
      await q
        .update(orders)
        .set({ paymentStatus: 'failed', updatedAt: at })
        .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ['pending', 'failed'])));
    },

    /** A dismissal after a failed try: the order waits for its payment again (only a failed one goes back). */
    async markPaymentAwaited(q: Queryable, orderId: string, at: Date) {
      await q
        .update(orders)
        .set({ paymentStatus: 'pending', updatedAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'failed')));
    },

    async findByProviderOrder(q: Queryable, providerOrderId: string): Promise<OrderRow | undefined> {
      const [row] = await q.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
      return row;
    },

    async setProviderOrder(q: Queryable, orderId: string, providerOrderId: string) {
      await q.update(orders).set({ providerOrderId }).where(eq(orders.id, orderId));
    },

    /** Whether a refund of this payment of the order was already asked for (a payment may be reported twice). */
    async isRefunding(q: Queryable, orderId: string, providerPaymentId: string): Promise<boolean> {
      const [row] = await q
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.providerPaymentId, providerPaymentId)))
        .limit(1);
      return row !== undefined;
    },

    /** Asks for a refund of the whole paid amount; the refund job sends it to the provider. */
    async requestRefund(q: Queryable, order: OrderRow, reason: string): Promise<RefundRow> {
      const [row] = await q
        .insert(refunds)
        .values({
          orderId: order.id,
          providerPaymentId: order.providerPaymentId ?? '',
          amountPaise: order.totalPaise,
          reason,
        })
        .returning();
      if (!row) throw new Error('refund insert returned nothing');
      return row;
    },

    async setStatus(
      q: Queryable,
      orderId: string,
      change: Partial<Pick<OrderRow, 'paymentStatus' | 'cancelReason' | 'providerPaymentId' | 'trackingNumber'>> & {
        status: OrderStatus;
        updatedAt: Date;
      },
    ): Promise<OrderRow> {
      const [row] = await q.update(orders).set(change).where(eq(orders.id, orderId)).returning();
      if (!row) throw new Error('order vanished while being updated');
      return row;
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

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
