import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { FEW_LEFT } from '@kala/contract/stock-messages';
import type { Db } from '../../db/client.ts';
import { cartItems, orders, productSizes, products } from '../../db/schema/index.ts';
import { riskFactsColumns, type RiskFactsParams, type RiskFactsRow } from '../cod/cod.repository.ts';

import {
  awaitingPaymentFromCart,
  CART_ORDERED_WITHIN,
  lineColumns,
  piecesHeldByUnpaidCartOrders,
  type OrderRow,
  type Queryable,
  type SourceLine,
} from './order-rows.ts';

/** What placing and cancelling do to the catalogue: the cart's lines, stock taken and given back, sizes locked, and the
 * shopper's unpaid cart orders that a new cart order replaces. */
export function orderStockQueries(db: Db) {
  // Every order from the cart reads its lines before its transaction: built once and prepared (issue 31).
  const cartLinesSelect = <Extra extends Record<string, SQL>>(extra: Extra) =>
    db
      .select({
        ...lineColumns,
        pricePaiseWhenAdded: cartItems.pricePaiseWhenAdded,
        quantity: cartItems.quantity,
        // Whether the shopper has online cart orders waiting for their payment (the partial index answers it): only
        // then does placing the cart lock and replace them (decision 018; decision 029 says why reading it here is safe).
        unpaidCartOrders: sql<boolean>`exists (select 1 from ${orders} where ${awaitingPaymentFromCart(sql.placeholder('userId'))})`,
        ...extra,
      })
      .from(cartItems)
      .innerJoin(productSizes, eq(productSizes.id, cartItems.sizeId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, sql.placeholder('userId')))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const cartLines = cartLinesSelect({}).prepare('order_cart_lines');
  // A cash-on-delivery order's lines carry its risk tier's facts (modules/cod), repeated on each line: one round trip
  // and one transaction fewer than reading them apart (issue 25's performance line).
  const cartLinesWithRisk = cartLinesSelect({
    risk: sql<RiskFactsRow>`(select row_to_json(f) from (select ${sql.join(
      Object.entries(riskFactsColumns()).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
      sql`, `,
    )}) f)`,
  }).prepare('order_cart_lines_cod');

  return {
    /** The user's cart lines with today's prices, oldest first (the cart's own order), read outside a transaction. */
    cartLines: (userId: string): Promise<(SourceLine & { unpaidCartOrders: boolean })[]> =>
      cartLines.execute({ userId }),
    /** The same lines, each with the COD risk facts for these parameters (the same on every line). */
    cartLinesWithRisk: (
      params: RiskFactsParams,
    ): Promise<(SourceLine & { unpaidCartOrders: boolean; risk: RiskFactsRow })[]> => cartLinesWithRisk.execute(params),
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
     * Takes pieces from a size's stock in one statement: the row lock and the `stock >= quantity` condition make
     * concurrent orders queue on the row, so the count never goes below zero; at zero the size shows Out of Stock.
     * Answers 'untracked' for a made-to-order size (no count), 'taken', or the pieces left when too few remain.
     */
    async takeStock(
      q: Queryable,
      sizeId: string,
      quantity: number,
    ): Promise<
      { kind: 'taken'; soldOut: boolean; fewLeft: boolean } | { kind: 'untracked' } | { kind: 'short'; left: number }
    > {
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
      // fewLeft: the storefront's 'Only N left' changed (decision 038); the caller invalidates the catalogue's cache.
      if (taken) return { kind: 'taken', soldOut: taken.stock === 0, fewLeft: (taken.stock ?? 0) <= FEW_LEFT };
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
    /** The numbers of the shopper's online cart orders still waiting for their payment, oldest first. */
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
    /**
     * Gives pieces back (a cancellation); a size that had sold out is on sale again. Answers whether the storefront's
     * answer changed: the size came back, or its count was low enough to be shown ('Only 2 left', decision 038).
     */
    async giveBackStock(q: Queryable, sizeId: string, quantity: number): Promise<boolean> {
      const [row] = await q
        .update(productSizes)
        .set({
          stock: sql`${productSizes.stock} + ${quantity}`,
          isAvailable: sql`case when ${productSizes.stock} = 0 then true else ${productSizes.isAvailable} end`,
        })
        .where(and(eq(productSizes.id, sizeId), isNotNull(productSizes.stock)))
        .returning({ stock: productSizes.stock });
      return row !== undefined && row.stock !== null && row.stock - quantity <= FEW_LEFT;
    },
    /** Removes the ordered lines from the cart (a line added meanwhile in another tab stays). */
    async removeCartLines(q: Queryable, userId: string, sizeIds: string[]) {
      if (sizeIds.length === 0) return;
      await q.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.sizeId, sizeIds)));
    },
  };
}
