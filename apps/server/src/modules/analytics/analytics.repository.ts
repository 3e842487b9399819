import { and, count, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { NO_REASON_LABEL, STORE_TIME_ZONE, type AnalyticsGranularity } from '@kala/contract/analytics';
import type { Db } from '../../db/client.ts';
import { cartAdditions, orderItems, orders, products } from '../../db/schema/index.ts';
import { countsAsRevenue } from '../orders/revenue.ts';

/** A range of the store's calendar days, both ends included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** Sums and counts arrive as int8 (a string from node-postgres, a number or bigint from PGlite). */
const toInt = (value: unknown): number => Number(value ?? 0);

/**
 * The instants a range of store days covers: from the start of `from` in India's time to the start of the day after
 * `to`. Computed by the database, so the time zone's rules live in one place (its tz data).
 */
function createdWithin(column: typeof orders.createdAt | typeof cartAdditions.createdAt, range: DayRange): SQL {
  return and(
    gte(column, sql`(${range.from}::date)::timestamp at time zone ${STORE_TIME_ZONE}`),
    lt(column, sql`(${range.to}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE}`),
  )!;
}

/**
 * The analytics reads (issue 11 item 6). Every revenue figure filters with `countsAsRevenue`, the store's one rule
 * (modules/orders/revenue.ts), so the overview, the order stats and these charts always agree.
 */
export function createAnalyticsRepository(db: Db) {
  return {
    /**
     * Revenue and orders per day, week (Monday first, as date_trunc counts) or month of the store's calendar, every
     * bucket of the range present: generate_series makes the empty ones, which the left join fills with zeros.
     */
    async series(range: DayRange, granularity: AnalyticsGranularity) {
      const step = `1 ${granularity}`;
      const result = await db.execute(sql`
        with buckets as (
          select generated::date as bucket
          from generate_series(
            date_trunc(${granularity}, (${range.from}::date)::timestamp),
            (${range.to}::date)::timestamp,
            ${step}::interval
          ) as generated
        ),
        counted as (
          select date_trunc(${granularity}, ${orders.createdAt} at time zone ${STORE_TIME_ZONE})::date as bucket,
                 ${orders.totalPaise} as total
          from ${orders}
          where ${createdWithin(orders.createdAt, range)} and ${countsAsRevenue}
        )
        select to_char(buckets.bucket, 'YYYY-MM-DD') as start,
               coalesce(sum(counted.total), 0)::int8 as revenue,
               count(counted.bucket)::int8 as orders
        from buckets left join counted on counted.bucket = buckets.bucket
        group by buckets.bucket
        order by buckets.bucket`);
      // Both drivers answer `{ rows }`; the generic Db type does not say so.
      const { rows } = result as unknown as { rows: { start: string; revenue: unknown; orders: unknown }[] };
      return rows.map((row) => ({
        start: row.start,
        revenuePaise: toInt(row.revenue),
        orders: toInt(row.orders),
      }));
    },

    /** Revenue, the orders that make it, and the orders placed in the range that are now cancelled. */
    async totals(range: DayRange) {
      const [row] = await db
        .select({
          revenue: sql<unknown>`coalesce(sum(${orders.totalPaise}) filter (where ${countsAsRevenue}), 0)::int8`,
          orders: sql<unknown>`count(*) filter (where ${countsAsRevenue})`,
          cancelled: sql<unknown>`count(*) filter (where ${orders.status} = 'cancelled')`,
        })
        .from(orders)
        .where(createdWithin(orders.createdAt, range));
      return { revenuePaise: toInt(row?.revenue), orders: toInt(row?.orders), cancelled: toInt(row?.cancelled) };
    },

    /** Why orders placed in the range were cancelled, the commonest first; an empty reason is 'No reason given'. */
    async cancellationReasons(range: DayRange, limit: number) {
      const reason = sql<string>`coalesce(nullif(btrim(${orders.cancelReason}), ''), ${NO_REASON_LABEL})`;
      const rows = await db
        .select({ reason, count: count() })
        .from(orders)
        .where(and(createdWithin(orders.createdAt, range), eq(orders.status, 'cancelled')))
        // By position: the label is a bound parameter, and PostgreSQL does not see `$1` and `$2` as one expression.
        .groupBy(sql`1`)
        .orderBy(sql`2 desc, 1`)
        .limit(limit);
      return rows.map((row) => ({ reason: row.reason, count: toInt(row.count) }));
    },

    /**
     * Units and line revenue (goods only) per product over the orders that count as revenue. A deleted product's
     * lines keep their copied name and picture and are grouped by the name; a renamed product shows its latest
     * copied name. The analytics tab ranks these, and so does the overview's Top Products.
     */
    async productSales(range: DayRange) {
      const deletedName = sql`case when ${orderItems.productId} is null then ${orderItems.productName} end`;
      const rows = await db
        .select({
          productId: orderItems.productId,
          name: sql<string>`(array_agg(${orderItems.productName} order by ${orders.createdAt} desc))[1]`,
          image: sql<string>`(array_agg(${orderItems.image} order by ${orders.createdAt} desc))[1]`,
          units: sql<unknown>`sum(${orderItems.quantity})::int8`,
          revenue: sql<unknown>`sum(${orderItems.lineTotalPaise})::int8`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(createdWithin(orders.createdAt, range), countsAsRevenue))
        .groupBy(orderItems.productId, deletedName);
      return rows.map((row) => ({
        productId: row.productId,
        name: row.name,
        image: row.image,
        units: toInt(row.units),
        revenuePaise: toInt(row.revenue),
      }));
    },

    /** Units and line revenue per category; lines whose product was deleted have no category (null). */
    async categorySales(range: DayRange, limit: number) {
      const rows = await db
        .select({
          category: products.category,
          units: sql<unknown>`sum(${orderItems.quantity})::int8`,
          revenue: sql<unknown>`sum(${orderItems.lineTotalPaise})::int8`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .leftJoin(products, eq(products.id, orderItems.productId))
        .where(and(createdWithin(orders.createdAt, range), countsAsRevenue))
        .groupBy(products.category)
        .orderBy(sql`sum(${orderItems.lineTotalPaise}) desc`, products.category)
        .limit(limit);
      return rows.map((row) => ({
        category: row.category,
        units: toInt(row.units),
        revenuePaise: toInt(row.revenue),
      }));
    },

    /**
     * Cart-to-order conversion: the distinct shoppers who added to the cart in the range, and how many of them also
     * placed an order in the range that counts as revenue.
     */
    async conversion(range: DayRange) {
      const ordered = sql`exists (
        select 1 from ${orders}
        where ${orders.userId} = ${cartAdditions.userId}
          and ${createdWithin(orders.createdAt, range)} and ${countsAsRevenue}
      )`;
      const [row] = await db
        .select({
          cartShoppers: sql<unknown>`count(distinct ${cartAdditions.userId})`,
          orderingShoppers: sql<unknown>`count(distinct ${cartAdditions.userId}) filter (where ${ordered})`,
        })
        .from(cartAdditions)
        .where(and(isNotNull(cartAdditions.userId), createdWithin(cartAdditions.createdAt, range)));
      return { cartShoppers: toInt(row?.cartShoppers), orderingShoppers: toInt(row?.orderingShoppers) };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
