import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, taxDocumentLines, taxDocuments } from '../../db/schema/index.ts';
import type { OrderItemRow, OrderRow, Queryable } from '../orders/order-rows.ts';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type TaxDocumentLineRow = typeof taxDocumentLines.$inferInsert;

const INVOICE_KINDS = ['tax_invoice', 'bill_of_supply'] as const;

/** The GST documents' rows: written only by issue-document.ts, read by the routes and the month's summary. */
export function createInvoicesRepository(db: Db) {
  return {
    db,

    /** Locks the order's row for the issue: two dispatches of one order take turns, the second finds the invoice. */
    async lockOrder(q: Queryable, orderId: string): Promise<boolean> {
      const rows = await q.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      return rows.length > 0;
    },
    /** Locks an invoice's row, so credit notes against it are issued one at a time (and never credit beyond it). */
    async lockInvoice(q: Queryable, invoiceId: string): Promise<TaxDocumentRow | undefined> {
      const [row] = await q
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.id, invoiceId), inArray(taxDocuments.kind, INVOICE_KINDS)))
        .for('update');
      return row;
    },
    /** The order and its lines as placed, read in the issuing transaction. */
    async orderWithItems(
      q: Queryable,
      orderId: string,
    ): Promise<{ order: OrderRow; items: OrderItemRow[] } | undefined> {
      const [order] = await q.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return undefined;
      const items = await q.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      return { order, items };
    },
    async invoiceOfOrder(q: Queryable, orderId: string): Promise<TaxDocumentRow | undefined> {
      const [row] = await q
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.orderId, orderId), inArray(taxDocuments.kind, INVOICE_KINDS)));
      return row;
    },
    /** The credit notes against an invoice so far, as issued. */
    async creditNotesOf(q: Queryable, invoiceId: string): Promise<TaxDocumentRow[]> {
      return q.select().from(taxDocuments).where(eq(taxDocuments.invoiceId, invoiceId));
    },
    async creditNoteOfRefund(q: Queryable, refundId: string): Promise<TaxDocumentRow | undefined> {
      const [row] = await q.select().from(taxDocuments).where(eq(taxDocuments.refundId, refundId));
      return row;
    },
    /** What the credit notes against an invoice reverse so far, in paise. */
    async creditedPaise(q: Queryable, invoiceId: string): Promise<number> {
      const [row] = await q
        .select({ total: sql<string>`coalesce(sum(${taxDocuments.totalPaise}), 0)` })
        .from(taxDocuments)
        .where(eq(taxDocuments.invoiceId, invoiceId));
      return Number(row?.total ?? 0);
    },
    async insertDocument(
      q: Queryable,
      values: typeof taxDocuments.$inferInsert,
      lines: Omit<TaxDocumentLineRow, 'documentId'>[],
    ): Promise<TaxDocumentRow> {
      const [row] = await q.insert(taxDocuments).values(values).returning();
      if (!row) throw new Error('tax document insert returned nothing');
      if (lines.length > 0) {
        await q.insert(taxDocumentLines).values(lines.map((line) => ({ ...line, documentId: row.id })));
      }
      return row;
    },

    async byId(id: string): Promise<TaxDocumentRow | undefined> {
      const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
      return row;
    },
    /** An order's invoice and its credit notes, in the order they were issued. */
    async ofOrder(orderId: string): Promise<TaxDocumentRow[]> {
      return db
        .select()
        .from(taxDocuments)
        .where(eq(taxDocuments.orderId, orderId))
        .orderBy(sql`${taxDocuments.invoiceId} is not null`, asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
    },
    /** The order's shopper (null once their account is deleted), or undefined when there is no such order. */
    async orderOwner(orderId: string): Promise<{ userId: string | null } | undefined> {
      const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
      return row;
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
