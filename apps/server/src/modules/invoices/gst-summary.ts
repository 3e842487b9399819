import type { GstSummary } from '@kala/contract/gst-summary';
import type { GstSummaryRepository, ListedDocument, TaxSums } from './gst-summary.repository.ts';
import { financialYearOf, formatDocumentNumber } from './numbering.ts';

/**
 * The month's GST summary for GSTR-1 (issue 24 item 7, decision 026): tables 4, 5, 7, 9B, 12 and 13 over the documents
 * issued in a calendar month in India time, and what those documents add up to, for the accountant to reconcile.
 */

/** The month's first instant and the next month's, India time (UTC+05:30 all year). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+05:30`), to: new Date(`${next}-01T00:00:00+05:30`) };
}

const iso = (value: Date | string) => new Date(value).toISOString();
const sums = (row: TaxSums, sign = 1) => ({
  taxablePaise: sign * Number(row.taxable),
  igstPaise: sign * Number(row.igst),
  cgstPaise: sign * Number(row.cgst),
  sgstPaise: sign * Number(row.sgst),
});
const NO_DOCUMENTS = { count: 0, totalPaise: 0, taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };
const byNumberThenRate = (a: { number: string; ratePercent: number }, b: { number: string; ratePercent: number }) =>
  a.number < b.number ? -1 : a.number > b.number ? 1 : a.ratePercent - b.ratePercent;

export async function gstSummary(repository: GstSummaryRepository, month: string): Promise<GstSummary> {
  const { from, to } = monthBounds(month);
  // Independent reads: on PostgreSQL they run on separate connections at once.
  const [lines, documents] = await Promise.all([repository.lineGroups(from, to), repository.documentGroups(from, to)]);
  const listedRows = lines.filter((row) => row.grouping === 'listed');
  const listed = new Map<string, ListedDocument>(
    (await repository.listedDocuments([...new Set(listedRows.map((row) => row.id!))])).map((d) => [d.id, d]),
  );

  const invoiceRows = listedRows.flatMap((row) => {
    const d = listed.get(row.id!);
    if (!d || d.kind === 'credit_note') return [];
    return [
      {
        section: row.section,
        number: d.number,
        issuedAt: iso(d.issued_at),
        placeOfSupplyCode: d.code,
        placeOfSupplyName: d.name,
        recipientGstin: d.gstin,
        recipientName: d.recipient ?? '',
        invoiceValuePaise: Number(d.value),
        ratePercent: Number(row.rate),
        ...sums(row),
      },
    ];
  });
  const creditNotes = listedRows.flatMap((row) => {
    const d = listed.get(row.id!);
    if (!d || d.kind !== 'credit_note') return [];
    return [
      {
        number: d.number,
        issuedAt: iso(d.issued_at),
        invoiceNumber: d.invoice_number ?? '',
        invoiceIssuedAt: iso(d.invoice_issued_at ?? d.issued_at),
        against: row.section === 'b2b' ? ('B2B' as const) : ('B2CL' as const),
        recipientGstin: d.invoice_gstin,
        placeOfSupplyCode: d.code,
        placeOfSupplyName: d.name,
        noteValuePaise: Number(d.value),
        ratePercent: Number(row.rate),
        reason: d.reason ?? '',
        // Listed as the note reads (positive), where the tables netting it took it off.
        ...sums(row, -1),
      },
    ];
  });
  const part = (name: 'invoices' | 'creditNotes' | 'billsOfSupply') => {
    const row = documents.find((d) => d.grouping === 'totals' && d.part === name);
    return row ? { count: Number(row.part_documents), totalPaise: Number(row.total), ...sums(row) } : NO_DOCUMENTS;
  };
  // A month lies inside one financial year (both turn at midnight India time, April's on the 1st).
  const year = financialYearOf(from);

  return {
    month,
    from: from.toISOString(),
    to: to.toISOString(),
    b2cSmall: lines
      .filter((row) => row.grouping === 'b2cs')
      .map((row) => ({
        placeOfSupplyCode: row.code!,
        placeOfSupplyName: row.name!,
        ratePercent: Number(row.rate),
        ...sums(row),
      })),
    b2cLarge: invoiceRows
      .filter((row) => row.section === 'b2cl')
      .map(({ section: _, ...row }) => row)
      .sort(byNumberThenRate),
    b2b: invoiceRows
      .filter((row) => row.section === 'b2b')
      .map(({ section: _, ...row }) => row)
      .sort(byNumberThenRate),
    creditNotes: creditNotes.sort(byNumberThenRate),
    hsn: lines
      .filter((row) => row.grouping === 'hsn')
      .map((row) => {
        const amounts = sums(row);
        return {
          hsnCode: row.hsn!,
          ratePercent: Number(row.rate),
          quantity: Number(row.quantity),
          totalValuePaise: amounts.taxablePaise + amounts.igstPaise + amounts.cgstPaise + amounts.sgstPaise,
          ...amounts,
        };
      }),
    documentsIssued: documents
      .filter((row) => row.grouping === 'series')
      .map((row) => {
        const numbers = Number(row.last) - Number(row.first) + 1;
        return {
          nature: row.nature!,
          series: row.series!,
          fromNumber: formatDocumentNumber(row.series!, year, Number(row.first)),
          toNumber: formatDocumentNumber(row.series!, year, Number(row.last)),
          totalNumber: numbers,
          cancelled: numbers - Number(row.all_documents),
          netIssued: Number(row.all_documents),
        };
      }),
    totals: { invoices: part('invoices'), creditNotes: part('creditNotes'), billsOfSupply: part('billsOfSupply') },
  };
}
