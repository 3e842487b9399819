import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@kala/contract/orders';
import type { Db } from '../../db/client.ts';
import { columnLists, fromDriverRow, toColumnRecord } from '../../db/json-rows.ts';
import { enqueueStatement, type OutboxJob } from '../../jobs/outbox.ts';
import { cartItems, idempotencyKeys, orderItems, orderStatusHistory, orders } from '../../db/schema/index.ts';

export {
  lineColumns,
  piecesHeldByUnpaidCartOrders,
  type AttemptRow,
  type OrderItemRow,
  type OrderRow,
  type Queryable,
  type RefundRow,
  type SourceLine,
  type StatusRow,
} from './order-rows.ts';
import { orderPaymentQueries } from './order-payments.repository.ts';
import { orderReadQueries } from './order-reads.repository.ts';
import type { OrderItemRow, OrderRow, Queryable, StatusRow } from './order-rows.ts';
import { orderStockQueries } from './order-stock.repository.ts';

/** `insert into order_items …` for lines whose every column is known (their ids made here), as one JSON parameter. */
function insertLinesStatement(items: OrderItemRow[]): SQL {
  const records = items.map((item) => toColumnRecord(orderItems, item));
  const { names, fromRecord } = columnLists(Object.keys(records[0] ?? {}));
  return sql`insert into ${orderItems} (${names})
    select ${fromRecord} from jsonb_populate_recordset(null::order_items, ${JSON.stringify(records)}::jsonb) r`;
}

/**
 * Orders, their lines and history, idempotency keys, and the stock an order takes: writing an order here, the stock,
 * reads and payment records in the order-*.repository.ts files it spreads in.
 */
export function createOrdersRepository(db: Db) {
  return {
    db,
    ...orderStockQueries(db),
    ...orderReadQueries(db),
    ...orderPaymentQueries(),

    /**
     * The last statement of placing an order, one round trip: writes the order's lines (built whole by the caller, so
     * nothing needs reading back), claims the idempotency key for the order and, only when
     * the key was free, writes the order's first status entry and the job that follows it (the confirmation mail, or
     * the online payment's expiry), and takes the ordered lines out of the cart when `emptyCart` names them (a cash on
     * delivery order from the cart; a line added meanwhile in another tab stays). False when the key belongs to another order: nothing was written, and the caller
     * rolls the order back. (A concurrent holder of the key is waited for by the database: the insert blocks on the
     * unique index until that transaction ends.)
     */
    async claimKeyAndFinish(
      q: Queryable,
      claim: { userId: string; scope: string; key: string; orderId: string },
      lines: OrderItemRow[],
      entry: Omit<typeof orderStatusHistory.$inferInsert, 'orderId' | 'id' | 'seq'> & { createdAt: Date },
      next: { job: OutboxJob; runAfter: Date }[],
      emptyCart?: { sizeIds: string[] },
    ): Promise<boolean> {
      const emptied = emptyCart?.sizeIds.length
        ? sql`, emptied as (
            delete from ${cartItems}
            where user_id = ${claim.userId} and size_id in (${sql.join(
              emptyCart.sizeIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}) and exists (select 1 from claimed)
          )`
        : sql``;
      // The lines are written whatever the claim finds: an unclaimed key rolls the whole order back.
      const result = await q.execute(sql`
        with lines as (${insertLinesStatement(lines)}), claimed as (
          insert into ${idempotencyKeys} (user_id, scope, key, order_id)
          values (${claim.userId}, ${claim.scope}, ${claim.key}, ${claim.orderId})
          on conflict do nothing
          returning 1
        ), entry as (
          insert into ${orderStatusHistory} (order_id, status, note, changed_by, changed_by_label, created_at)
          select ${claim.orderId}::uuid, ${entry.status}::text, ${entry.note ?? null}::text, ${entry.changedBy ?? null}::uuid,
                 ${entry.changedByLabel}::text, ${entry.createdAt.toISOString()}::timestamptz
          where exists (select 1 from claimed)
        )${sql.join(
          next.map(
            ({ job, runAfter }, i) =>
              sql`, ${sql.raw(`job${i}`)} as (${enqueueStatement(job, runAfter, sql`exists (select 1 from claimed)`)})`,
          ),
        )}${emptied}
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
     * Inserts an order; its number comes from the `order_number_seq` sequence in the same statement. Its ~60 values go
     * as one JSON parameter (db/json-rows.ts): placing an order is the hot path, and Drizzle's builder cost more than
     * the insert itself.
     */
    async insertOrder(q: Queryable, values: Omit<typeof orders.$inferInsert, 'orderNumber'>): Promise<OrderRow> {
      const record = toColumnRecord(orders, values);
      const { names, fromRecord } = columnLists(Object.keys(record));
      const result = await q.execute(sql`
        insert into ${orders} (order_number, ${names})
        select 'KALA-' || nextval('order_number_seq'), ${fromRecord}
        from jsonb_populate_record(null::orders, ${JSON.stringify(record)}::jsonb) r
        returning *`);
      // Both drivers answer `{ rows }` of raw column values; the generic type does not say so.
      const [raw] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      if (!raw) throw new Error('order insert returned nothing');
      return fromDriverRow<OrderRow>(orders, raw);
    },
    async insertHistory(q: Queryable, values: typeof orderStatusHistory.$inferInsert): Promise<StatusRow> {
      const [row] = await q.insert(orderStatusHistory).values(values).returning();
      if (!row) throw new Error('status history insert returned nothing');
      return row;
    },
    async setRiskOverride(q: Queryable, orderId: string, tier: 'low' | 'medium' | 'high', note: string, at: Date) {
      await q
        .update(orders)
        .set({ riskOverride: tier, riskOverrideNote: note, updatedAt: at })
        .where(eq(orders.id, orderId));
    },
    async setStatus(
      q: Queryable,
      orderId: string,
      change: Partial<
        Pick<
          OrderRow,
          | 'paymentStatus'
          | 'cancelReason'
          | 'providerPaymentId'
          | 'trackingNumber'
          | 'confirmedAt'
          | 'confirmedVia'
          | 'rtoAt'
        >
      > & {
        status: OrderStatus;
        updatedAt: Date;
      },
    ): Promise<OrderRow> {
      const [row] = await q.update(orders).set(change).where(eq(orders.id, orderId)).returning();
      if (!row) throw new Error('order vanished while being updated');
      return row;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
