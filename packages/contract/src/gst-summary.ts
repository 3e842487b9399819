import { z } from 'zod';

/**
 * What the store answers about its GST documents (issue 24): an order's documents in short, and the month's summary
 * for GSTR-1 (decision 026). Amounts are integer paise; rates whole percent. A credit note's amounts are netted (taken
 * off) where the summary adds them to an invoice's table, and listed as they are (positive) in table 9B.
 */

/** An order's invoice or credit note in short, for its downloads. */
export const taxDocumentListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['tax_invoice', 'bill_of_supply', 'credit_note']),
  number: z.string(),
  issuedAt: z.string(),
  totalPaise: z.number().int(),
  /** A credit note's invoice number; null on an invoice. */
  invoiceNumber: z.string().nullable(),
});
export type TaxDocumentListItem = z.infer<typeof taxDocumentListItemSchema>;
export const taxDocumentListSchema = z.array(taxDocumentListItemSchema);

export const GST_SUMMARY_MESSAGES = {
  month: 'month must be a month such as 2026-04',
  range: 'month must be from 2017-07 (when GST began) to 2099-12',
} as const;

/** A calendar month, YYYY-MM, in India time; GST began in July 2017. */
export const gstMonthSchema = z
  .string({ error: GST_SUMMARY_MESSAGES.month })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: GST_SUMMARY_MESSAGES.month, abort: true })
  .refine((month) => month >= '2017-07' && month <= '2099-12', GST_SUMMARY_MESSAGES.range);

export const gstSummaryQuerySchema = z.object({ month: gstMonthSchema });

/**
 * Rule 59(4)(a)(ii) CGST Rules (Notification 12/2024-CT, from 1 August 2024): an inter-State invoice to an
 * unregistered person is listed one by one (table 5) when its value is more than one lakh rupees.
 */
export const B2C_LARGE_THRESHOLD_PAISE = 1_00_000_00;

const taxAmounts = {
  taxablePaise: z.number().int(),
  igstPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
};

/** Table 7: B2C small supplies by place of supply and rate, net of their credit notes. */
export const b2cSmallRowSchema = z.object({
  placeOfSupplyCode: z.string(),
  placeOfSupplyName: z.string(),
  ratePercent: z.number().int(),
  ...taxAmounts,
});

/** Table 4 (B2B, with the recipient's GSTIN) and table 5 (B2C large): one row per invoice and rate. */
export const invoiceRowSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  placeOfSupplyCode: z.string(),
  placeOfSupplyName: z.string(),
  /** The recipient's GSTIN (table 4); null in table 5. */
  recipientGstin: z.string().nullable(),
  recipientName: z.string(),
  /** The whole invoice's value with tax (the same on each of its rate rows). */
  invoiceValuePaise: z.number().int(),
  ratePercent: z.number().int(),
  ...taxAmounts,
});

/** Table 9B: a credit note against a table-4 or table-5 invoice, one row per note and rate. */
export const creditNoteRowSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  invoiceNumber: z.string(),
  invoiceIssuedAt: z.string(),
  /** 'B2B' (registered recipient, CDNR) or 'B2CL' (unregistered, CDNUR). */
  against: z.enum(['B2B', 'B2CL']),
  recipientGstin: z.string().nullable(),
  placeOfSupplyCode: z.string(),
  placeOfSupplyName: z.string(),
  noteValuePaise: z.number().int(),
  ratePercent: z.number().int(),
  reason: z.string(),
  ...taxAmounts,
});

/** Table 12: by HSN and rate, invoices less credit notes. Quantity counts goods lines only. */
export const hsnRowSchema = z.object({
  hsnCode: z.string(),
  ratePercent: z.number().int(),
  quantity: z.number().int(),
  totalValuePaise: z.number().int(),
  ...taxAmounts,
});

/** Table 13: documents issued in the month, per nature and series. */
export const documentsIssuedRowSchema = z.object({
  nature: z.enum(['Invoices for outward supply', 'Credit Note']),
  series: z.string(),
  fromNumber: z.string(),
  toNumber: z.string(),
  /** Numbers from the first to the last, both counted. */
  totalNumber: z.number().int(),
  /** Numbers in that range with no document (decision 026: none, as numbering is gap-free). */
  cancelled: z.number().int(),
  netIssued: z.number().int(),
});

/** A kind of document's count and sums over the month, read from the documents themselves (not their lines). */
export const documentTotalsSchema = z.object({
  count: z.number().int(),
  totalPaise: z.number().int(),
  ...taxAmounts,
});

export const gstSummarySchema = z.object({
  month: z.string(),
  /** The month's first instant and the next month's, India time, ISO 8601. */
  from: z.string(),
  to: z.string(),
  b2cSmall: z.array(b2cSmallRowSchema),
  b2cLarge: z.array(invoiceRowSchema),
  b2b: z.array(invoiceRowSchema),
  creditNotes: z.array(creditNoteRowSchema),
  hsn: z.array(hsnRowSchema),
  documentsIssued: z.array(documentsIssuedRowSchema),
  /**
   * What the month's documents add up to: tax invoices, credit notes against them, and bills of supply (issued while
   * the seller is not registered; they carry no tax and are outside GSTR-1's tables but counted in table 13).
   */
  totals: z.object({
    invoices: documentTotalsSchema,
    creditNotes: documentTotalsSchema,
    billsOfSupply: documentTotalsSchema,
  }),
});
export type GstSummary = z.infer<typeof gstSummarySchema>;
export type B2cSmallRow = z.infer<typeof b2cSmallRowSchema>;
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;
export type CreditNoteRow = z.infer<typeof creditNoteRowSchema>;
export type HsnRow = z.infer<typeof hsnRowSchema>;
export type DocumentsIssuedRow = z.infer<typeof documentsIssuedRowSchema>;
