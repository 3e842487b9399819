import type { GstSummary } from '@kala/contract/gst-summary';

/**
 * The month's summary as CSV rows (issue 24 item 7): one file, a row per line of each table with the table named in
 * the first column, amounts in rupees with two decimals (as the GST portal's offline tool takes them), dates as India
 * dates (YYYY-MM-DD) and places of supply as '08-Rajasthan'.
 */
export const GST_SUMMARY_CSV_HEADER = [
  'Table',
  'Document number',
  'Date',
  'Place of supply',
  'Recipient GSTIN',
  'Recipient name',
  'Invoice number',
  'Invoice date',
  'HSN',
  'Rate %',
  'Quantity',
  'Value',
  'Taxable value',
  'IGST',
  'CGST',
  'SGST',
  'From',
  'To',
  'Total number',
  'Cancelled',
  'Net issued',
  'Reason',
] as const;

type Cells = Partial<Record<(typeof GST_SUMMARY_CSV_HEADER)[number], string>>;

const rupees = (paise: number) =>
  `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;
/** The India date of an instant (UTC+05:30). */
const indiaDate = (at: string) => new Date(Date.parse(at) + 330 * 60_000).toISOString().slice(0, 10);
const place = (code: string, name: string) => `${code}-${name}`;
const taxCells = (row: { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number }) => ({
  'Taxable value': rupees(row.taxablePaise),
  IGST: rupees(row.igstPaise),
  CGST: rupees(row.cgstPaise),
  SGST: rupees(row.sgstPaise),
});
const line = (cells: Cells) => GST_SUMMARY_CSV_HEADER.map((name) => cells[name] ?? '');

/** Each table's rows, a table at a time (the stream writes them as they come). */
export async function* gstSummaryCsvPages(summary: GstSummary): AsyncGenerator<string[][]> {
  yield summary.b2b.map((row) =>
    line({
      Table: '4 B2B',
      'Document number': row.number,
      Date: indiaDate(row.issuedAt),
      'Place of supply': place(row.placeOfSupplyCode, row.placeOfSupplyName),
      'Recipient GSTIN': row.recipientGstin ?? '',
      'Recipient name': row.recipientName,
      'Rate %': String(row.ratePercent),
      Value: rupees(row.invoiceValuePaise),
      ...taxCells(row),
    }),
  );
  yield summary.b2cLarge.map((row) =>
    line({
      Table: '5 B2C large',
      'Document number': row.number,
      Date: indiaDate(row.issuedAt),
      'Place of supply': place(row.placeOfSupplyCode, row.placeOfSupplyName),
      'Rate %': String(row.ratePercent),
      Value: rupees(row.invoiceValuePaise),
      ...taxCells(row),
    }),
  );
  yield summary.b2cSmall.map((row) =>
    line({
      Table: '7 B2C small',
      'Place of supply': place(row.placeOfSupplyCode, row.placeOfSupplyName),
      'Rate %': String(row.ratePercent),
      ...taxCells(row),
    }),
  );
  yield summary.creditNotes.map((row) =>
    line({
      Table: `9B Credit note (${row.against})`,
      'Document number': row.number,
      Date: indiaDate(row.issuedAt),
      'Place of supply': place(row.placeOfSupplyCode, row.placeOfSupplyName),
      'Recipient GSTIN': row.recipientGstin ?? '',
      'Invoice number': row.invoiceNumber,
      'Invoice date': indiaDate(row.invoiceIssuedAt),
      'Rate %': String(row.ratePercent),
      Value: rupees(row.noteValuePaise),
      ...taxCells(row),
      Reason: row.reason,
    }),
  );
  yield summary.hsn.map((row) =>
    line({
      Table: '12 HSN',
      HSN: row.hsnCode,
      'Rate %': String(row.ratePercent),
      Quantity: String(row.quantity),
      Value: rupees(row.totalValuePaise),
      ...taxCells(row),
    }),
  );
  yield summary.documentsIssued.map((row) =>
    line({
      Table: `13 ${row.nature}`,
      From: row.fromNumber,
      To: row.toNumber,
      'Total number': String(row.totalNumber),
      Cancelled: String(row.cancelled),
      'Net issued': String(row.netIssued),
    }),
  );
}
