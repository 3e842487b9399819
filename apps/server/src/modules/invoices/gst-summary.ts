import type { GstSummary } from '@kala/contract/gst-summary';
import type { GstSummaryRepository, TaxSumsRow } from './gst-summary.repository.ts';

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
const sums = (row: TaxSumsRow) => ({
  taxablePaise: Number(row.taxable),
  igstPaise: Number(row.igst),
  cgstPaise: Number(row.cgst),
  sgstPaise: Number(row.sgst),
});
const NO_DOCUMENTS = { count: 0, totalPaise: 0, taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };

export async function gstSummary(repository: GstSummaryRepository, month: string): Promise<GstSummary> {
  const { from, to } = monthBounds(month);
  // Independent reads: on PostgreSQL they run on separate connections at once.
  const [small, invoices, notes, hsn, issued, totals] = await Promise.all([
    repository.b2cSmall(from, to),
    repository.listedInvoices(from, to),
    repository.listedCreditNotes(from, to),
    repository.hsn(from, to),
    repository.documentsIssued(from, to),
    repository.totals(from, to),
  ]);
  const invoiceRow = (row: (typeof invoices)[number]) => ({
    number: row.number,
    issuedAt: iso(row.issued_at),
    placeOfSupplyCode: row.code,
    placeOfSupplyName: row.name,
    recipientGstin: row.gstin,
    recipientName: row.recipient,
    invoiceValuePaise: Number(row.value),
    ratePercent: Number(row.rate),
    ...sums(row),
  });
  const part = (name: 'invoices' | 'creditNotes' | 'billsOfSupply') => {
    const row = totals.find((t) => t.part === name);
    return row ? { count: Number(row.documents), totalPaise: Number(row.total), ...sums(row) } : NO_DOCUMENTS;
  };

  return {
    month,
    from: from.toISOString(),
    to: to.toISOString(),
    b2cSmall: small.map((row) => ({
      placeOfSupplyCode: row.code,
      placeOfSupplyName: row.name,
      ratePercent: Number(row.rate),
      ...sums(row),
    })),
    b2cLarge: invoices.filter((row) => row.section === 'b2cl').map(invoiceRow),
    b2b: invoices.filter((row) => row.section === 'b2b').map(invoiceRow),
    creditNotes: notes.map((row) => ({
      number: row.number,
      issuedAt: iso(row.issued_at),
      invoiceNumber: row.invoice_number,
      invoiceIssuedAt: iso(row.invoice_issued_at),
      against: row.section === 'b2b' ? ('B2B' as const) : ('B2CL' as const),
      recipientGstin: row.gstin,
      placeOfSupplyCode: row.code,
      placeOfSupplyName: row.name,
      noteValuePaise: Number(row.value),
      ratePercent: Number(row.rate),
      reason: row.reason ?? '',
      ...sums(row),
    })),
    hsn: hsn.map((row) => {
      const amounts = sums(row);
      return {
        hsnCode: row.hsn,
        ratePercent: Number(row.rate),
        quantity: Number(row.quantity),
        totalValuePaise: amounts.taxablePaise + amounts.igstPaise + amounts.cgstPaise + amounts.sgstPaise,
        ...amounts,
      };
    }),
    documentsIssued: issued.map((row) => ({
      nature: row.nature,
      series: row.series,
      fromNumber: row.first,
      toNumber: row.last,
      totalNumber: Number(row.numbers),
      cancelled: Number(row.numbers) - Number(row.documents),
      netIssued: Number(row.documents),
    })),
    totals: { invoices: part('invoices'), creditNotes: part('creditNotes'), billsOfSupply: part('billsOfSupply') },
  };
}
