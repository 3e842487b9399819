import { sql, type SQL } from 'drizzle-orm';
import { B2C_LARGE_THRESHOLD_PAISE } from '@kala/contract/gst-summary';
import type { Db } from '../../db/client.ts';

/**
 * The month's GSTR-1 figures, summed in SQL over the documents issued in [from, to) and their lines (decision 026),
 * in three statements: the lines' three groupings in one pass (`lineGroups`), the details of the invoices and credit
 * notes listed one by one (`listedDocuments`), and the documents' own totals and series (`documentGroups`). A busy
 * month is read once: its documents by an index-only scan of `tax_documents_month_summary_idx` (never the wide rows
 * of the documents as issued), its lines by their own `issued_at` index.
 *
 * `monthDocuments` places each document by the invoice it belongs to: 'b2b' (the recipient gave a GSTIN), 'b2cl'
 * (inter-state, unregistered, invoice value more than one lakh rupees), 'b2cs' (the rest) or 'bos' (a bill of supply,
 * outside GSTR-1), with the sign it counts with (a credit note takes off).
 */
const section = (t: string) =>
  sql.raw(`case when ${t}.kind = 'bill_of_supply' then 'bos' when ${t}.recipient_gstin is not null then 'b2b'
    when ${t}.inter_state and ${t}.total_paise > ${B2C_LARGE_THRESHOLD_PAISE} then 'b2cl' else 'b2cs' end`);
const inMonth = (column: string, from: Date, to: Date) =>
  sql`${sql.raw(column)} >= ${from.toISOString()}::timestamptz and ${sql.raw(column)} < ${to.toISOString()}::timestamptz`;

/** `materialized`: read once (by the covering index) and hashed, rather than looked up per line by the planner. */
const monthDocuments = (from: Date, to: Date, materialized = false) => sql`
  month_documents as ${materialized ? sql`materialized` : sql``} (
    select d.id, d.kind, d.series, d.sequence, d.place_of_supply_code, d.place_of_supply_name, d.taxable_paise,
      d.igst_paise, d.cgst_paise, d.sgst_paise, d.total_paise,
      case when d.kind = 'credit_note' then -1 else 1 end as sign,
      -- A credit note's invoice is looked up by its key, for credit notes only (a few of the month's documents).
      case when d.invoice_id is null then ${section('d')}
        else (select ${section('i')} from tax_documents i where i.id = d.invoice_id) end as section
    from tax_documents d
    where ${inMonth('d.issued_at', from, to)}
  )`;

const signedSums = sql.raw(`sum(sign * taxable_paise)::bigint as taxable, sum(sign * igst_paise)::bigint as igst,
  sum(sign * cgst_paise)::bigint as cgst, sum(sign * sgst_paise)::bigint as sgst`);

type Amount = string | number;
export interface TaxSums {
  taxable: Amount;
  igst: Amount;
  cgst: Amount;
  sgst: Amount;
}

/** A row of one of the lines' groupings; `grouping` names which. */
export type LineGroup = TaxSums & {
  grouping: 'b2cs' | 'listed' | 'hsn';
  code: string | null;
  name: string | null;
  id: string | null;
  section: 'b2b' | 'b2cl' | null;
  hsn: string | null;
  rate: number;
  quantity: Amount;
};

export interface ListedDocument {
  id: string;
  kind: 'tax_invoice' | 'bill_of_supply' | 'credit_note';
  number: string;
  issued_at: Date | string;
  code: string;
  name: string;
  gstin: string | null;
  recipient: string | null;
  value: number;
  reason: string | null;
  invoice_number: string | null;
  invoice_issued_at: Date | string | null;
  invoice_gstin: string | null;
}

export type DocumentGroup = TaxSums & {
  grouping: 'totals' | 'series';
  part: 'invoices' | 'creditNotes' | 'billsOfSupply' | null;
  nature: 'Invoices for outward supply' | 'Credit Note' | null;
  series: string | null;
  first: number | null;
  last: number | null;
  /** Every document of the group (table 13). */
  all_documents: number;
  /** Less a bill of supply's credit notes, which the bills' part nets (the totals). */
  part_documents: number;
  total: Amount;
};

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }`; the generic type does not say so.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function createGstSummaryRepository(db: Db) {
  return {
    /**
     * One pass over the month's lines, three groupings: table 7 (B2C small, by place of supply and rate, credit notes
     * netted), tables 4, 5 and 9B (per listed document and rate) and table 12 (by HSN and rate; quantity counts goods
     * lines only). A line outside a grouping's tables has a null key there, and that null group is dropped.
     */
    lineGroups: (from: Date, to: Date) =>
      db.transaction(async (tx) => {
        // The listed documents' grouping has as many groups as listed documents: with the default 4 MB the planner
        // sorts the month's lines for it instead of hashing all three groupings in one pass (decision 026).
        await tx.execute(sql`set local work_mem = '64MB'`);
        return rows<LineGroup>(
          tx as unknown as Db,
          sql`with ${monthDocuments(from, to, true)}, month_lines as (
            select d.id, d.section, d.sign, d.place_of_supply_code, d.place_of_supply_name, l.kind, l.hsn_code,
              l.rate_percent, l.quantity, l.taxable_paise, l.igst_paise, l.cgst_paise, l.sgst_paise,
              case when d.section = 'b2cs' then d.place_of_supply_code end as small_code,
              case when d.section in ('b2b', 'b2cl') then d.id end as listed_id,
              case when d.section <> 'bos' then l.hsn_code end as hsn
            from tax_document_lines l join month_documents d on d.id = l.document_id
            where ${inMonth('l.issued_at', from, to)}
          )
          select * from (
            select case when grouping(small_code) = 0 then 'b2cs' when grouping(listed_id) = 0 then 'listed'
                     else 'hsn' end as grouping,
              small_code as code, min(place_of_supply_name) as name, listed_id as id, min(section) as section, hsn,
              rate_percent as rate,
              sum(case when kind = 'goods' then sign * quantity else 0 end)::bigint as quantity, ${signedSums}
            from month_lines
            group by grouping sets ((small_code, rate_percent), (listed_id, rate_percent), (hsn, rate_percent))
          ) groups
          where coalesce(code, id::text, hsn) is not null
          order by grouping, code, hsn, id, rate`,
        );
      }),

    /** What tables 4, 5 and 9B print of the documents listed one by one (and a credit note's invoice). */
    listedDocuments: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([] as ListedDocument[])
        : rows<ListedDocument>(
            db,
            sql`select d.id, d.kind, d.number, d.issued_at, d.place_of_supply_code as code,
                d.place_of_supply_name as name, d.recipient_gstin as gstin,
                d.document->'recipient'->>'legalName' as recipient, d.total_paise as value, d.reason,
                i.number as invoice_number, i.issued_at as invoice_issued_at, i.recipient_gstin as invoice_gstin
              from tax_documents d left join tax_documents i on i.id = d.invoice_id
              where d.id in (select unnest(${`{${ids.join(',')}}`}::uuid[]))`,
          ),

    /**
     * The month's documents by their own totals (not their lines): tax invoices, credit notes against them, and bills
     * of supply less their credit notes (table 13 counts every document); and per nature and series, the first and
     * last sequence and how many documents (table 13).
     */
    documentGroups: (from: Date, to: Date) =>
      rows<DocumentGroup>(
        db,
        sql`with ${monthDocuments(from, to)}, placed as (
            select *, case when section = 'bos' then 'billsOfSupply'
                           when kind = 'credit_note' then 'creditNotes' else 'invoices' end as part,
              case when kind = 'credit_note' then 'Credit Note' else 'Invoices for outward supply' end as nature,
              case when section = 'bos' then sign else 1 end as part_sign
            from month_documents
          )
          select case when grouping(part) = 0 then 'totals' else 'series' end as grouping, part, nature, series,
            min(sequence) as first, max(sequence) as last,
            count(*)::int as all_documents,
            count(*) filter (where section <> 'bos' or kind <> 'credit_note')::int as part_documents,
            sum(part_sign * taxable_paise)::bigint as taxable, sum(part_sign * igst_paise)::bigint as igst,
            sum(part_sign * cgst_paise)::bigint as cgst, sum(part_sign * sgst_paise)::bigint as sgst,
            sum(part_sign * total_paise)::bigint as total
          from placed
          group by grouping sets ((part), (nature, series))
          order by grouping, nature desc, series`,
      ),
  };
}

export type GstSummaryRepository = ReturnType<typeof createGstSummaryRepository>;
