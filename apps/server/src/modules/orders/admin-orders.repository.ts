import { and, count, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@kala/contract/orders';
import type { ShipmentStatus } from '@kala/contract/shipments';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, shipments, users } from '../../db/schema/index.ts';
import { orderSearch } from './order-search.ts';
import type { Queryable } from './orders.repository.ts';
import { countsAsRevenue } from './revenue.ts';

/** Which orders the admin's list (and its export) keeps: some statuses (or all), and what the owner searched for. */
export interface AdminOrderSelection {
  statuses?: readonly OrderStatus[] | undefined;
  /** Only the COD orders still waiting for the shopper's confirmation (issue 25). */
  awaitingConfirmation?: boolean | undefined;
  q?: string | undefined;
}

/** An order's live (not cancelled) courier shipment, as far as its status rules need it. */
export interface LiveShipment {
  status: ShipmentStatus;
  awb: string | null;
}

/**
 * The order's live courier shipment, if any (the shipments table's partial unique index keeps one at most): what
 * `changeStatus` checks an admin's change against (decision 012).
 */
export async function liveShipmentOf(q: Queryable, orderId: string): Promise<LiveShipment | undefined> {
  const [row] = await q
    .select({ status: shipments.status, awb: shipments.awb })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'cancelled')));
  return row;
}

/** The COD orders waiting for their confirmation: the predicate of the partial index orders_awaiting_confirmation_idx. */
const awaitingConfirmationSql = sql`${orders.status} = 'pending' and ${orders.paymentMethod} = 'cash_on_delivery' and ${orders.confirmDueAt} is not null and ${orders.confirmedAt} is null`;

/** The admin's reads over every order: pieces per order, counts per status, revenue, the customer behind an order. */
export function createAdminOrdersRepository(db: Db) {
  /** The orders a filter of the tab keeps (every order when nothing is asked). */
  const matching = (filter: AdminOrderSelection): SQL | undefined =>
    and(
      filter.statuses ? inArray(orders.status, [...filter.statuses]) : undefined,
      filter.awaitingConfirmation ? awaitingConfirmationSql : undefined,
      filter.q ? orderSearch(filter.q) : undefined,
    );

  return {
    /** One page of the orders a filter keeps, newest first, and how many it keeps in all. */
    async list(filter: AdminOrderSelection, page: { limit: number; offset: number }) {
      const where = matching(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * A page of the export, newest first, each order with its pieces: the orders after `afterId` (the last of the
     * page before) in the order (created_at, id) descending. The cursor's own row gives its exact time, so no
     * precision is lost between JavaScript's milliseconds and PostgreSQL's microseconds.
     */
    async exportPage(filter: AdminOrderSelection, afterId: string | undefined, size: number) {
      const after = afterId
        ? sql`(${orders.createdAt}, ${orders.id}) < (select cursor.created_at, cursor.id from ${orders} as cursor where cursor.id = ${afterId})`
        : undefined;
      return db
        .select({
          ...getTableColumns(orders),
          // Drizzle writes a column inside a selected expression without its table: "orders" is named in full.
          pieces:
            sql<number>`(select coalesce(sum(line.quantity), 0) from ${orderItems} as line where line.order_id = ${orders}.id)::int`.mapWith(
              Number,
            ),
        })
        .from(orders)
        .where(and(matching(filter), after))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(size);
    },

    /** Pieces in each order (the sum of its lines' quantities), by order id. */
    async piecesOf(q: Queryable, orderIds: string[]): Promise<Map<string, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await q
        .select({ orderId: orderItems.orderId, pieces: sql<number>`sum(${orderItems.quantity})::int`.mapWith(Number) })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .groupBy(orderItems.orderId);
      return new Map(rows.map((row) => [row.orderId, row.pieces]));
    },

    /** Orders per status (every status present, 0 when none) and the revenue in paise (revenue.ts's one rule). */
    async stats(): Promise<{ byStatus: Record<OrderStatus, number>; revenuePaise: number; awaiting: number }> {
      const [rows, [revenue], [awaiting]] = await Promise.all([
        db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
        db
          .select({ paise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::bigint`.mapWith(Number) })
          .from(orders)
          .where(countsAsRevenue),
        db.select({ n: count() }).from(orders).where(awaitingConfirmationSql),
      ]);
      const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
      for (const row of rows) byStatus[row.status] = row.n;
      return { byStatus, revenuePaise: revenue?.paise ?? 0, awaiting: awaiting?.n ?? 0 };
    },

    /** Every shipment of an order, the cancelled ones too (their audit belongs to the order's story), oldest first. */
    async shipmentsOf(orderId: string) {
      return db
        .select({ id: shipments.id, status: shipments.status, awb: shipments.awb, courierName: shipments.courierName })
        .from(shipments)
        .where(eq(shipments.orderId, orderId))
        .orderBy(shipments.createdAt);
    },

    /** The account behind an order today (name and email may have changed since) and how many orders it placed. */
    async customer(userId: string): Promise<{ name: string; email: string; orderCount: number } | undefined> {
      const [[account], [placed]] = await Promise.all([
        db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)),
        db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
      ]);
      return account && { ...account, orderCount: placed?.n ?? 0 };
    },
  };
}

export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
