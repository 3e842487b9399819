import { sql, type SQL } from 'drizzle-orm';
import { B2C_LARGE_THRESHOLD_PAISE } from '@kala/contract/gst-summary';
import type { Db } from '../../db/client.ts';

/**
 * The month's GSTR-1 figures, summed in SQL over the documents issued in [from, to) and their lines (decision 026).
 * Every query starts from `monthDocuments`, which places each document by the invoice it belongs to: 'b2b' (the
 * recipient gave a GSTIN), 'b2cl' (inter-state, unregistered, invoice value more than one lakh rupees), 'b2cs' (the
 * rest) or 'bos' (a bill of supply, outside GSTR-1), with the sign it counts with (a credit note takes off).
 */
const monthDocuments = (from: Date, to: Date) => sql`
  month_documents as (
    select d.id, d.kind, d.number, d.issued_at, d.place_of_supply_code, d.place_of_supply_name, d.recipient_gstin,
      d.reason, d.invoice_id, d.taxable_paise, d.igst_paise, d.cgst_paise, d.sgst_paise, d.total_paise,
      case when d.kind = 'credit_note' then -1 else 1 end as sign,
      case
        when coalesce(i.kind, d.kind) = 'bill_of_supply' then 'bos'
        when (case when d.invoice_id is null then d.recipient_gstin else i.recipient_gstin end) is not null then 'b2b'
        when coalesce(i.inter_state, d.inter_state)
          and coalesce(i.total_paise, d.total_paise) > ${B2C_LARGE_THRESHOLD_PAISE} then 'b2cl'
        else 'b2cs'
      end as section
    from tax_documents d
    left join tax_documents i on i.id = d.invoice_id
    where d.issued_at >= ${from.toISOString()}::timestamptz and d.issued_at < ${to.toISOString()}::timestamptz
  )`;

/** Sums of a line column, signed by its document ('l' the line, 'd' the document). */
const signed = (column: string) => sql.raw(`sum(d.sign * l.${column})::bigint`);
const taxSums = sql`${signed('taxable_paise')} as taxable, ${signed('igst_paise')} as igst,
  ${signed('cgst_paise')} as cgst, ${signed('sgst_paise')} as sgst`;

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }`; the generic type does not say so.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface TaxSumsRow extends Row {
  taxable: string | number;
  igst: string | number;
  cgst: string | number;
  sgst: string | number;
}

export function createGstSummaryRepository(db: Db) {
  return {
    /** Table 7: B2C small supplies by place of supply and rate, their credit notes netted in. */
    b2cSmall: (from: Date, to: Date) =>
      rows<TaxSumsRow & { code: string; name: string; rate: number }>(
        db,
        sql`with ${monthDocuments(from, to)}
          select d.place_of_supply_code as code, min(d.place_of_supply_name) as name, l.rate_percent as rate, ${taxSums}
          from month_documents d join tax_document_lines l on l.document_id = d.id
          where d.section = 'b2cs'
          group by d.place_of_supply_code, l.rate_percent
          order by d.place_of_supply_code, l.rate_percent`,
      ),

    /** Tables 4 and 5: the month's B2B and B2C-large invoices, one row per invoice and rate. */
    listedInvoices: (from: Date, to: Date) =>
      rows<
        TaxSumsRow & {
          section: 'b2b' | 'b2cl';
          number: string;
          issued_at: Date | string;
          code: string;
          name: string;
          gstin: string | null;
          recipient: string;
          value: number;
          rate: number;
        }
      >(
        db,
        sql`with ${monthDocuments(from, to)}, by_rate as (
            select d.id, l.rate_percent as rate, ${taxSums}
            from month_documents d join tax_document_lines l on l.document_id = d.id
            where d.kind <> 'credit_note' and d.section in ('b2b', 'b2cl')
            group by d.id, l.rate_percent
          )
          select d.section, d.number, d.issued_at, d.place_of_supply_code as code, d.place_of_supply_name as name,
            d.recipient_gstin as gstin, t.document->'recipient'->>'legalName' as recipient, d.total_paise as value,
            r.rate, r.taxable, r.igst, r.cgst, r.sgst
          from by_rate r join month_documents d on d.id = r.id join tax_documents t on t.id = r.id
          order by d.section, d.number, r.rate`,
      ),

    /** Table 9B: credit notes against table-4 and table-5 invoices, one row per note and rate (amounts positive). */
    listedCreditNotes: (from: Date, to: Date) =>
      rows<
        TaxSumsRow & {
          section: 'b2b' | 'b2cl';
          number: string;
          issued_at: Date | string;
          invoice_number: string;
          invoice_issued_at: Date | string;
          gstin: string | null;
          code: string;
          name: string;
          value: number;
          rate: number;
          reason: string | null;
        }
      >(
        db,
        sql`with ${monthDocuments(from, to)}, by_rate as (
            select d.id, l.rate_percent as rate, ${taxSums}
            from month_documents d join tax_document_lines l on l.document_id = d.id
            where d.kind = 'credit_note' and d.section in ('b2b', 'b2cl')
            group by d.id, l.rate_percent
          )
          select d.section, d.number, d.issued_at, i.number as invoice_number, i.issued_at as invoice_issued_at,
            i.recipient_gstin as gstin, d.place_of_supply_code as code, d.place_of_supply_name as name,
            d.total_paise as value, r.rate, d.reason,
            -r.taxable as taxable, -r.igst as igst, -r.cgst as cgst, -r.sgst as sgst
          from by_rate r join month_documents d on d.id = r.id join tax_documents i on i.id = d.invoice_id
          order by d.number, r.rate`,
      ),

    /** Table 12: by HSN and rate, invoices less credit notes; quantity counts goods lines only. */
    hsn: (from: Date, to: Date) =>
      rows<TaxSumsRow & { hsn: string; rate: number; quantity: string | number }>(
        db,
        sql`with ${monthDocuments(from, to)}
          select l.hsn_code as hsn, l.rate_percent as rate,
            sum(case when l.kind = 'goods' then d.sign * l.quantity else 0 end)::bigint as quantity, ${taxSums}
          from month_documents d join tax_document_lines l on l.document_id = d.id
          where d.section <> 'bos'
          group by l.hsn_code, l.rate_percent
          order by l.hsn_code, l.rate_percent`,
      ),

    /** Table 13: per nature and series, the first and last number, how many documents and how many numbers. */
    documentsIssued: (from: Date, to: Date) =>
      rows<{
        nature: 'Invoices for outward supply' | 'Credit Note';
        series: string;
        first: string;
        last: string;
        numbers: number;
        documents: number;
      }>(
        db,
        sql`select case when kind = 'credit_note' then 'Credit Note' else 'Invoices for outward supply' end as nature,
            series, min(number) as first, max(number) as last,
            (max(sequence) - min(sequence) + 1)::int as numbers, count(*)::int as documents
          from tax_documents
          where issued_at >= ${from.toISOString()}::timestamptz and issued_at < ${to.toISOString()}::timestamptz
          group by 1, series
          order by 1 desc, series`,
      ),

    /**
     * What the month's documents add up to, read from the documents' own totals (not the lines): tax invoices, credit
     * notes against them, and bills of supply less their credit notes.
     */
    totals: (from: Date, to: Date) =>
      rows<
        TaxSumsRow & { part: 'invoices' | 'creditNotes' | 'billsOfSupply'; documents: number; total: string | number }
      >(
        db,
        sql`with ${monthDocuments(from, to)}
          select case when d.section = 'bos' then 'billsOfSupply'
                      when d.kind = 'credit_note' then 'creditNotes' else 'invoices' end as part,
            count(*) filter (where d.section <> 'bos' or d.kind <> 'credit_note')::int as documents,
            sum(case when d.section = 'bos' then d.sign else 1 end * d.taxable_paise)::bigint as taxable,
            sum(case when d.section = 'bos' then d.sign else 1 end * d.igst_paise)::bigint as igst,
            sum(case when d.section = 'bos' then d.sign else 1 end * d.cgst_paise)::bigint as cgst,
            sum(case when d.section = 'bos' then d.sign else 1 end * d.sgst_paise)::bigint as sgst,
            sum(case when d.section = 'bos' then d.sign else 1 end * d.total_paise)::bigint as total
          from month_documents d
          group by 1`,
      ),
  };
}

export type GstSummaryRepository = ReturnType<typeof createGstSummaryRepository>;
