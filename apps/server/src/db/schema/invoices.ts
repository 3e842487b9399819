import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TaxDocument, TaxDocumentKind, TaxDocumentLine } from '@kala/contract/tax-documents';
import { orders } from './orders.ts';
import { refunds } from './payments.ts';

const DOCUMENT_KINDS: [TaxDocumentKind, ...TaxDocumentKind[]] = ['tax_invoice', 'bill_of_supply', 'credit_note'];
const LINE_KINDS: [TaxDocumentLine['kind'], ...TaxDocumentLine['kind'][]] = ['goods', 'shipping', 'cod', 'gift_wrap'];

/**
 * A GST document as issued (issue 24, decision 026): a tax invoice, a bill of supply or a credit note. `document` is
 * the whole TaxDocument as it was printed and never changes; the columns beside it copy what the month's summary
 * filters and sums on, so the summary never parses JSON. No row is ever deleted: the order it belongs to cannot be
 * deleted while it exists (no cascade), and a number once committed is never reused.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    /** The number's prefix ('KA' for invoices, 'KC' for credit notes by default): one gap-free series each. */
    series: text('series').notNull(),
    /** '2025-26': 1 April to 31 March, India time. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** A credit note's invoice; null on an invoice. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => taxDocuments.id),
    /** The refund a credit note was issued for: one note per refund. */
    refundId: uuid('refund_id')
      .unique()
      .references(() => refunds.id),
    reason: text('reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The delivery state's two-digit GST code and its name as printed (the summary shows '08-Rajasthan'). */
    placeOfSupplyCode: text('place_of_supply_code').notNull(),
    placeOfSupplyName: text('place_of_supply_name').notNull(),
    interState: boolean('inter_state').notNull(),
    recipientGstin: text('recipient_gstin'),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    document: jsonb('document').$type<TaxDocument>().notNull(),
  },
  (t) => [
    // One invoice (or bill of supply) per order, however many dispatches race for it.
    uniqueIndex('tax_documents_one_invoice_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.kind} in ('tax_invoice', 'bill_of_supply')`),
    index('tax_documents_order_idx').on(t.orderId, t.issuedAt),
    index('tax_documents_invoice_idx').on(t.invoiceId),
    // The month's summary reads one month of issue dates, and only these columns of them: an index-only scan, so
    // it never reads the wide rows (the document as issued) of a busy month (decision 026, bench:gst-summary).
    index('tax_documents_month_summary_idx').on(
      t.issuedAt,
      t.kind,
      t.invoiceId,
      t.recipientGstin,
      t.interState,
      t.totalPaise,
      t.placeOfSupplyCode,
      t.placeOfSupplyName,
      t.taxablePaise,
      t.igstPaise,
      t.cgstPaise,
      t.sgstPaise,
      t.series,
      t.sequence,
      t.id,
    ),
    uniqueIndex('tax_documents_series_sequence_idx').on(t.series, t.financialYear, t.sequence),
  ],
);

/** The lines of a document as issued, copied out of `document` for the HSN and rate summaries. */
export const taxDocumentLines = pgTable(
  'tax_document_lines',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => taxDocuments.id),
    position: integer('position').notNull(),
    /** The document's issue instant, copied: the month's summary reads the month's lines by range, not per document. */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: LINE_KINDS }).notNull(),
    hsnCode: text('hsn_code').notNull(),
    ratePercent: integer('rate_percent').notNull(),
    quantity: integer('quantity').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.position] }), index('tax_document_lines_issued_idx').on(t.issuedAt)],
);

/**
 * The last number given in each series and financial year. Incremented inside the issuing transaction, so the row
 * lock orders concurrent issues, a rolled-back issue gives its number back and a committed one is never reused.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);
