import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products, sales } from '../../db/schema/index.ts';

export type SaleRow = typeof sales.$inferSelect;
export type SaleValues = Pick<SaleRow, 'name' | 'percentOff' | 'categories' | 'productIds' | 'startsAt' | 'endsAt'>;

/** The database or a transaction of it. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** What a sale did: the orders with one of its lines, their revenue and the discount its lines gave. */
export interface SaleFigures {
  saleId: string;
  uses: number;
  revenuePaise: number;
  discountPaise: number;
}

export function createSalesRepository(db: Db) {
  return {
    db,

    /** Every sale, newest start first (the admin's list). */
    all: () => db.select().from(sales).orderBy(desc(sales.startsAt), desc(sales.createdAt)),

    find: async (q: Queryable, id: string) => (await q.select().from(sales).where(eq(sales.id, id)))[0],

    /** The sales that may still be live or become live: not paused and not yet ended at `now`. */
    schedule: (now: Date) =>
      db
        .select()
        .from(sales)
        .where(and(isNull(sales.pausedAt), gt(sales.endsAt, now))),

    async insert(q: Queryable, values: SaleValues, at: Date): Promise<SaleRow> {
      const [row] = await q
        .insert(sales)
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    },

    async update(q: Queryable, id: string, values: Partial<SaleRow>, at: Date): Promise<SaleRow | undefined> {
      const [row] = await q
        .update(sales)
        .set({ ...values, updatedAt: at })
        .where(eq(sales.id, id))
        .returning();
      return row;
    },

    /** Which of these ids name a product. */
    async existingProducts(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Per sale: orders (not cancelled) with at least one line it priced, the total of those orders, and the discount
     * its lines gave (the usual price less the sale price, times the pieces). One grouped query for the whole list.
     */
    async figures(): Promise<SaleFigures[]> {
      const result = await db.execute(sql`
        with lines as (
          select ${orderItems.saleId} as sale_id, ${orderItems.orderId} as order_id,
                 sum((${orderItems.listUnitPricePaise} - ${orderItems.unitPricePaise}) * ${orderItems.quantity}) as discount
          from ${orderItems}
          join ${orders} on ${orders.id} = ${orderItems.orderId}
          where ${orderItems.saleId} is not null and ${orders.status} <> 'cancelled'
          group by 1, 2
        )
        select lines.sale_id, count(*)::int as uses, coalesce(sum(${orders.totalPaise}), 0)::int as revenue,
               coalesce(sum(lines.discount), 0)::int as discount
        from lines join ${orders} on ${orders.id} = lines.order_id
        group by lines.sale_id`);
      const { rows } = result as unknown as {
        rows: { sale_id: string; uses: number; revenue: number; discount: number }[];
      };
      return rows.map((r) => ({
        saleId: r.sale_id,
        uses: Number(r.uses),
        revenuePaise: Number(r.revenue),
        discountPaise: Number(r.discount),
      }));
    },
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
